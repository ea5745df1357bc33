package dev.flint.ui.common;

import dev.flint.process.CommandWords;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The "Open in editor" command: a template such as {@code code -g {file}:{line}:{column}} split into
 * arguments at white space as {@link CommandWords} splits a command (single or double quotes keep spaces
 * inside one argument; an unclosed quote is refused), with {@code {file}}, {@code {line}}
 * and {@code {column}} replaced in each argument. The result is run as a program with its arguments,
 * never through a shell, so a file name cannot inject a command.
 */
public final class EditorCommand {
    public static final String DEFAULT_TEMPLATE = "code -g {file}:{line}:{column}";
    public static final String SETTINGS_KEY = "editor.command";

    private EditorCommand() {}

    /** The program and its arguments for opening {@code location} at line/column (1-based; -1: unknown, given as 1). */
    public static List<String> argv(String template, String location, int line, int column) {
        String file = fileOf(location);
        String lineText = Integer.toString(Math.max(1, line));
        String columnText = Integer.toString(Math.max(1, column));
        List<String> args = new ArrayList<>();
        for (String word : CommandWords.split(template, false)) {
            args.add(word.replace("{file}", file).replace("{line}", lineText).replace("{column}", columnText));
        }
        if (args.isEmpty()) throw new IllegalArgumentException("the editor command is empty");
        return args;
    }

    /**
     * Starts {@code argv} in the background (starting a process can block on a slow disk or a missing
     * program's lookup: never on the FX thread) and hands what happened, one line, to {@code outcome} on the
     * FX thread. Used by every "Open in editor" button (details, source view).
     */
    public static void launch(List<String> argv, java.util.function.Consumer<String> outcome) {
        java.util.concurrent.CompletableFuture.runAsync(() -> {
            String result;
            try {
                new ProcessBuilder(argv).redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                result = "Started " + String.join(" ", argv);
            } catch (Exception e) {
                result = "Could not run " + argv.get(0) + ": " + e.getMessage() + " (change the command with Editor…)";
            }
            String shown = result;
            javafx.application.Platform.runLater(() -> outcome.accept(shown));
        });
    }

    /** A {@code file:} URL as a local path; anything else (a path, an http URL) as it is. */
    static String fileOf(String location) {
        if (location.startsWith("file:")) {
            try {
                return Path.of(URI.create(location)).toString();
            } catch (RuntimeException notAFileUrl) {
                return location.substring("file:".length()).replaceFirst("^//", "");
            }
        }
        return location;
    }
}
