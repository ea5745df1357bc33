package dev.flint.fuzz;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a fuzz input may do (issue 11 §5): load, and then every later stage and output works and prints real
 * numbers; or be refused with one {@link ProfileFormatException} line naming the file. Everything else throws:
 * an engine exception escapes as it is, a bad outcome becomes a {@link FuzzFinding}.
 */
public final class FuzzOracle {
    private static final JsonFactory JSON = JsonFactory.builder().build();
    /** A number as flint prints it: an integer, or at most 6 decimals (CallTreeText). */
    private static final Pattern TREE_NUMBER = Pattern.compile("-?\\d+(\\.\\d{1,6})?");
    // DOTALL: a name may hold a carriage return or other control characters; only "\n" ends a node line.
    private static final Pattern TREE_LINE = Pattern.compile("( *)(.*) total=(\\S+) self=(\\S+)", Pattern.DOTALL);
    /** Fields of the CLI's JSON outputs that are numbers. */
    private static final Set<String> NUMBER_FIELDS = Set.of("pid", "tid", "samples", "startMicros", "endMicros",
            "profileCalls", "traceEvents", "line", "column", "ts", "dur", "depth", "totalSummary", "total", "self");

    private FuzzOracle() {}

    /**
     * Loads {@code content}; returns the profile, or null when it was refused cleanly.
     * @throws FuzzFinding when the refusal hides an engine bug (an exception ProfileLoader caught for us)
     */
    public static Profile load(byte[] content, String name) {
        Profile profile;
        try {
            profile = ProfileLoader.load(SourceBytes.of(content, name), ProgressListener.NONE);
        } catch (ProfileFormatException e) {
            checkRefusal(e, name);
            return null;
        }
        for (ProfileThread thread : profile.threads()) checkConsistent(thread);
        return profile;
    }

    static void checkRefusal(ProfileFormatException e, String name) {
        String message = e.getMessage();
        Throwable cause = e.getCause();
        if (cause instanceof RuntimeException || cause instanceof Error) {
            throw new FuzzFinding("refused, but by catching an engine bug: " + message, cause);
        }
        if (!message.startsWith(name + ": ")) throw new FuzzFinding("the refusal does not name the file: " + message, e);
        if (message.contains("\n")) throw new FuzzFinding("the refusal is more than one line: " + message, e);
    }

    static void checkConsistent(ProfileThread thread) {
        int stacks = thread.stacks().size();
        for (int i = 0; i < thread.samples().size(); i++) {
            int stack = thread.samples().stack(i);
            if (stack < -1 || stack >= stacks) throw new FuzzFinding("sample " + i + " has stack " + stack + " of " + stacks);
            double weight = thread.samples().weight(i);
            if (!Double.isFinite(weight)) throw new FuzzFinding("sample " + i + " weighs " + weight);
        }
        for (int s = 0; s < stacks; s++) {
            int prefix = thread.stacks().prefix(s);
            if (prefix < -1 || prefix >= s) throw new FuzzFinding("stack " + s + " has prefix " + prefix);
            int frame = thread.stacks().frame(s);
            if (frame < 0 || frame >= thread.frames().size()) throw new FuzzFinding("stack " + s + " has frame " + frame);
            int func = thread.frames().func(frame);
            if (func < 0 || func >= thread.funcs().size()) throw new FuzzFinding("frame " + frame + " has func " + func);
        }
    }

    /** A command-line run ended as DESIGN.md says: output with real numbers, or one error line. */
    static void checkRun(CliRun run, String file, byte[] input) {
        List<String> errors = run.errorLines();
        switch (run.status()) {
            case 0 -> {
                if (!errors.isEmpty()) throw new FuzzFinding("exit 0 with error lines: " + run.describe());
                for (String line : run.errLines()) checkOneLine(line, file, run, input);
            }
            case 1, 2 -> {
                if (errors.size() != 1) throw new FuzzFinding("not exactly one error line: " + run.describe());
                checkOneLine(errors.get(0), file, run, input);
                if (run.status() == 1 && !errors.get(0).contains(file)) {
                    throw new FuzzFinding("the error does not name the file: " + run.describe());
                }
            }
            default -> throw new FuzzFinding("unexpected exit status: " + run.describe());
        }
    }

    private static void checkOneLine(String line, String file, CliRun run, byte[] input) {
        String withoutFile = line.replace(file, "FILE");
        // Messages quote the input, so a word counts only when the input does not hold it (fuzzers do write it).
        String inputText = new String(input, StandardCharsets.ISO_8859_1);
        for (String sign : List.of("internal error", "Exception", "java.lang.", "\tat ")) {
            if (withoutFile.contains(sign) && !inputText.contains(sign)) {
                throw new FuzzFinding("an internal error reached the user: " + run.describe());
            }
        }
    }

    /** Text tree output: every line a node with two real numbers, or a selected/expanded line. */
    static void checkTreeText(String text, CliRun run) {
        for (String line : text.split("\n")) {
            if (line.isEmpty() || line.startsWith("selected:") || line.startsWith("expanded: ")) continue;
            var matcher = TREE_LINE.matcher(line);
            // A name may itself contain " total=", so match the last two fields.
            if (!matcher.matches()) throw new FuzzFinding("not a tree line: '" + line + "' in " + run.describe());
            if (!TREE_NUMBER.matcher(matcher.group(3)).matches() || !TREE_NUMBER.matcher(matcher.group(4)).matches()) {
                throw new FuzzFinding("not a number in tree line: '" + line + "' in " + run.describe());
            }
        }
    }

    /**
     * JSON output: well-formed standard JSON (no NaN or Infinity) whose number fields hold numbers. The one
     * null info prints on purpose: the span of a thread with no samples and no events (it has no time).
     */
    static void checkJson(String text, CliRun run) {
        try (JsonParser parser = JSON.createParser(text)) {
            java.util.ArrayDeque<java.util.Map<String, String>> objects = new java.util.ArrayDeque<>();
            JsonToken token;
            String field = null;
            boolean started = false;
            while ((token = parser.nextToken()) != null) {
                started = true;
                switch (token) {
                    case START_OBJECT -> objects.push(new java.util.HashMap<>());
                    case END_OBJECT -> checkObject(objects.pop(), run);
                    case FIELD_NAME -> field = parser.currentName();
                    default -> {
                        if (token.isScalarValue() && field != null && parser.getParsingContext().inObject()) {
                            if (NUMBER_FIELDS.contains(field) && !token.isNumeric() && token != JsonToken.VALUE_NULL) {
                                throw new FuzzFinding("\"" + field + "\" is " + parser.getText() + " in " + run.describe());
                            }
                            objects.peek().put(field, token == JsonToken.VALUE_NULL ? null : parser.getText());
                        }
                    }
                }
                if (token != JsonToken.FIELD_NAME) field = null;
            }
            if (!started || !objects.isEmpty()) throw new FuzzFinding("incomplete JSON output in " + run.describe());
        } catch (IOException e) {
            throw new FuzzFinding("not standard JSON (" + e.getMessage().lines().findFirst().orElse("") + ") in "
                    + run.describe(), e);
        }
    }

    private static void checkObject(java.util.Map<String, String> fields, CliRun run) {
        for (var entry : fields.entrySet()) {
            if (entry.getValue() != null || !NUMBER_FIELDS.contains(entry.getKey())) continue;
            boolean timeless = "0".equals(fields.get("samples")) && "0".equals(fields.get("traceEvents"));
            boolean span = entry.getKey().equals("startMicros") || entry.getKey().equals("endMicros");
            if (!(span && timeless)) throw new FuzzFinding("\"" + entry.getKey() + "\" is null in " + run.describe());
        }
    }
}
