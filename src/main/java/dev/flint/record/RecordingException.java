package dev.flint.record;

import dev.flint.model.MessageText;

/**
 * A recording that failed, with one line for the user: what was being done and what the tool said (its own
 * error, escaped and cut to {@link MessageText#MAX_QUOTED} characters).
 */
public final class RecordingException extends Exception {
    public RecordingException(String message) {
        super(message);
    }

    public RecordingException(String message, Throwable cause) {
        super(message, cause);
    }

    /** {@code what} followed by the tool's own words, quoted as a message quotes a file's content. */
    static RecordingException fromTool(String what, String toolSaid) {
        if (toolSaid == null || toolSaid.isBlank()) return new RecordingException(what);
        return new RecordingException(what + ": " + MessageText.quote(toolSaid.strip()));
    }
}
