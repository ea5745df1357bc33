package dev.flint.fuzz;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

/**
 * Keeps each distinct finding of a fuzz run: its input and its stack trace, under
 * {@code -Dfuzz.findings} (default {@code ../flint-fuzz-findings}, outside the repository), one directory per
 * target. Findings with the same exception type and top frames are the same bug: only the first (usually
 * the smallest, as inputs grow over a run) is written.
 */
public final class FindingsLog {
    private static final Set<String> SEEN = new HashSet<>();

    private FindingsLog() {}

    public static Path root() {
        return Path.of(System.getProperty("fuzz.findings", "../flint-fuzz-findings")).toAbsolutePath().normalize();
    }

    public static synchronized void save(String target, byte[] input, Throwable finding) {
        String signature = signature(finding);
        if (!SEEN.add(target + signature)) return;
        String id = String.format("%08x", signature.hashCode());
        try {
            Path dir = Files.createDirectories(root().resolve(target));
            Files.write(dir.resolve("finding-" + id + ".input"), input);
            StringWriter trace = new StringWriter();
            finding.printStackTrace(new PrintWriter(trace));
            Files.writeString(dir.resolve("finding-" + id + ".txt"), trace.toString());
            System.err.println("fuzz finding " + target + "/finding-" + id + ": " + finding);
        } catch (IOException e) {
            System.err.println("fuzz: cannot save a finding: " + e);
        }
    }

    /** The root cause's type and the engine frames nearest the throw, without the line numbers that drift. */
    static String signature(Throwable finding) {
        Throwable root = finding;
        while (root.getCause() != null && root.getCause() != root) root = root.getCause();
        StringBuilder signature = new StringBuilder(root.getClass().getName());
        if (root instanceof FuzzFinding) signature.append(':').append(root.getMessage().replaceAll("[0-9]+", "N"), 0,
                Math.min(60, root.getMessage().length()));
        int kept = 0;
        for (StackTraceElement frame : root.getStackTrace()) {
            if (!frame.getClassName().startsWith("dev.flint.") || frame.getClassName().startsWith("dev.flint.fuzz.")) continue;
            signature.append('|').append(frame.getClassName()).append('.').append(frame.getMethodName());
            if (++kept == 4) break;
        }
        return signature.toString();
    }
}
