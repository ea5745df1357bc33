package dev.flint.importer;

import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.model.StackTable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Test helpers: load text as a file, and write a thread's samples as folded stacks to compare. */
final class Loads {
    private Loads() {}

    static Profile text(String content, String name) throws ProfileFormatException {
        return bytes(content.getBytes(StandardCharsets.UTF_8), name);
    }

    static Profile bytes(byte[] content, String name) throws ProfileFormatException {
        return ProfileLoader.load(SourceBytes.of(content, name), ProgressListener.NONE);
    }

    /** The message of the error loading {@code content} gives; fails when it loads. */
    static String error(byte[] content, String name) {
        try {
            bytes(content, name);
        } catch (ProfileFormatException e) {
            return e.getMessage();
        }
        throw new AssertionError(name + " loaded but should have been refused");
    }

    static String error(String content, String name) {
        return error(content.getBytes(StandardCharsets.UTF_8), name);
    }

    /** Func names of a stack, root first, joined by ';' ("" for stack -1). */
    static String path(ProfileThread thread, int stack) {
        List<String> names = new ArrayList<>();
        StackTable stacks = thread.stacks();
        for (int s = stack; s != -1; s = stacks.prefix(s)) {
            names.add(0, thread.funcName(thread.frames().func(stacks.frame(s))));
        }
        return String.join(";", names);
    }

    /** One line per sample: its stack path. */
    static List<String> samplePaths(ProfileThread thread) {
        List<String> paths = new ArrayList<>();
        for (int i = 0; i < thread.samples().size(); i++) paths.add(path(thread, thread.samples().stack(i)));
        return paths;
    }
}
