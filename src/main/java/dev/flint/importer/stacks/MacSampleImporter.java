package dev.flint.importer.stacks;

import dev.flint.importer.LineReader;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.StreamImporter;
import dev.flint.model.Categories;
import dev.flint.model.LoadWarnings;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import dev.flint.model.ThreadBuilder;
import dev.flint.model.WeightType;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * macOS {@code sample} output (Activity Monitor's "Sample Process", {@code sample PID}): the {@code Call graph:}
 * section's threads, each a tree of inclusive counts ({@link SampleCallGraph}). Every thread keeps its own
 * track, named by its label ({@code Thread_123: Main Thread}, its dispatch queue), tid = the number after
 * {@code Thread_}, pid from the header's {@code (pid N)}. A thread listed twice under one number (once per
 * dispatch queue it ran) is one thread, its names joined by {@code " / "} and its parts side by side. A frame's self count (its count minus its callees')
 * is one sample weighing that count; in the timeline a frame spans its count and its callees come first in
 * its span, in file order. Nothing is dropped: threads that only waited keep their wait functions
 * ({@code stackcollapse-sample.awk} drops those, a view choice). The summaries after the call graph
 * ({@code Total number in stack}, {@code Binary Images}) are not read.
 */
public final class MacSampleImporter implements StreamImporter {
    static final int MAX_LINE_BYTES = 1 << 20;
    private static final String NOT = "macOS sample output";

    /** The open frames of one thread's call graph, by depth (0: the thread line). */
    private static final class OpenFrames {
        final ThreadBuilder thread;
        final ModuleFrames frames;
        int[] stack = new int[64];
        long[] count = new long[64];
        long[] callees = new long[64];
        long[] start = new long[64];
        int top = -1;

        /** Where this part of the thread starts in its timeline: after its earlier parts. */
        final long base;

        OpenFrames(ThreadBuilder thread, ModuleFrames frames, long base) {
            this.thread = thread;
            this.frames = frames;
            this.base = base;
        }

        void push(int frameStack, long frameCount) {
            top++;
            if (top == stack.length) {
                stack = java.util.Arrays.copyOf(stack, top * 2);
                count = java.util.Arrays.copyOf(count, top * 2);
                callees = java.util.Arrays.copyOf(callees, top * 2);
                start = java.util.Arrays.copyOf(start, top * 2);
            }
            stack[top] = frameStack;
            count[top] = frameCount;
            callees[top] = 0;
            start[top] = top == 0 ? base : start[top - 1] + callees[top - 1];
            if (top > 0) callees[top - 1] += frameCount;
        }

        /** Closes every frame deeper than {@code depth}, each adding its self count as a sample. */
        void closeDeeperThan(int depth, LoadWarnings warnings, String threadName) {
            for (; top > depth; top--) {
                long self = count[top] - callees[top];
                if (self < 0) {
                    warnings.addSamples(threadName, "callees count more samples than their caller: its self count is"
                            + " taken as 0", -self);
                } else if (self > 0) {
                    thread.addSample(stack[top], start[top] + callees[top], self);
                }
            }
        }
    }

    @Override
    public Profile read(InputStream in, String file) throws IOException, ProfileFormatException {
        Categories categories = new Categories();
        int other = categories.add("Other", "grey");
        categories.setDefaultCategory(other);
        LoadWarnings warnings = new LoadWarnings();
        LineReader lines = new LineReader(in, MAX_LINE_BYTES, NOT);
        // One OS thread may come as several call graphs, one per dispatch queue it ran (sample writes a
        // 'Thread_N' line and a 'Thread_N  DispatchQueue_M: ...' line): they are one thread, its parts side by side.
        Map<Long, ThreadParts> threads = new LinkedHashMap<>();
        long pid = 0;
        String processName = "";
        boolean inGraph = false;
        boolean ended = false;
        OpenFrames open = null;
        String threadName = "";
        for (int length; (length = lines.next(file)) >= 0; ) {
            String line = new String(lines.bytes(), 0, length, StandardCharsets.UTF_8);
            if (!inGraph) {
                String trimmed = line.strip();
                if (trimmed.startsWith("Analysis of sampling ")) {
                    int pidAt = trimmed.lastIndexOf("(pid ");
                    if (pidAt > 0) {
                        processName = trimmed.substring("Analysis of sampling ".length(), pidAt).strip();
                        pid = number(trimmed, pidAt + 5);
                    }
                }
                inGraph = trimmed.equals("Call graph:");
                continue;
            }
            if (line.isBlank()) continue;
            SampleCallGraph entry = SampleCallGraph.parse(line);
            if (entry == null) {
                ended = true;
                break;
            }
            String where = "line " + lines.lineNumber();
            if (entry.depth() == 0) {
                if (open != null) finish(open, warnings, threadName, threads);
                threadName = threadName(entry.function());
                long tid = threadId(entry.function(), threads.size() + 1);
                ThreadParts parts = threads.get(tid);
                if (parts == null) {
                    ThreadBuilder thread = new ThreadBuilder(pid, tid).processName(processName).weightType(WeightType.SAMPLES);
                    parts = new ThreadParts(thread, new ModuleFrames(thread, other));
                    threads.put(tid, parts);
                }
                parts.name(threadName);
                open = new OpenFrames(parts.thread, parts.frames, parts.samples);
                open.push(-1, entry.count());
                continue;
            }
            if (open == null) {
                throw new ProfileFormatException(file, where, "a frame before the first thread line ('    COUNT Thread_...')");
            }
            if (entry.depth() > open.top + 1) {
                throw new ProfileFormatException(file, where, "the frame is indented " + (entry.depth() - open.top)
                        + " levels deeper than the line before it: the call graph is damaged");
            }
            open.closeDeeperThan(entry.depth() - 1, warnings, threadName);
            int caller = open.stack[open.top];
            open.push(open.thread.stack(caller, open.frames.frame(entry.module(), entry.function(), 0)), entry.count());
        }
        if (!inGraph) {
            throw new ProfileFormatException(file, "", "no 'Call graph:' section: expected macOS sample output");
        }
        if (open != null) {
            finish(open, warnings, threadName, threads);
            if (!ended) {
                warnings.addSamples(threadName, "the file ends inside the call graph (cut short?): the thread may be"
                        + " incomplete", open.count[0]);
            }
        }
        if (threads.isEmpty()) throw new ProfileFormatException(file, "", "the call graph has no threads");
        List<ProfileThread> built = new ArrayList<>();
        for (ThreadParts parts : threads.values()) built.add(parts.thread.name(String.join(" / ", parts.names)).build());
        Profile profile = new Profile(ProfileFormat.MACOS_SAMPLE, built, categories, false);
        return warnings.isEmpty() ? profile : profile.withWarnings(warnings.toList());
    }

    /** The call graphs of one OS thread: its builder, its names in order (one per dispatch queue), its samples so far. */
    private static final class ThreadParts {
        final ThreadBuilder thread;
        final ModuleFrames frames;
        final List<String> names = new ArrayList<>();
        long samples;

        ThreadParts(ThreadBuilder thread, ModuleFrames frames) {
            this.thread = thread;
            this.frames = frames;
        }

        void name(String name) {
            if (!names.contains(name)) names.add(name);
        }
    }

    private static void finish(OpenFrames open, LoadWarnings warnings, String threadName, Map<Long, ThreadParts> threads) {
        open.closeDeeperThan(-1, warnings, threadName);
        threads.get(open.thread.tid()).samples += Math.max(0, open.count[0]);
    }

    /** {@code Thread_123   DispatchQueue_1: com.apple.main-thread  (serial)} → the label after the id. */
    static String threadName(String label) {
        String rest = label;
        if (rest.startsWith("Thread_")) {
            int end = "Thread_".length();
            while (end < rest.length() && Character.isLetterOrDigit(rest.charAt(end))) end++;
            String after = rest.substring(end).strip();
            if (after.startsWith(":")) after = after.substring(1).strip();
            rest = after.isEmpty() ? rest.substring(0, end) : after;
        }
        return rest.replaceAll("\\s{2,}", " ");
    }

    private static long threadId(String label, long fallback) {
        if (!label.startsWith("Thread_")) return fallback;
        long id = number(label, "Thread_".length());
        return id < 0 ? fallback : id;
    }

    /** The decimal number at {@code from} (at most 15 digits), or -1. */
    private static long number(String text, int from) {
        int end = from;
        while (end < text.length() && end - from < 15 && text.charAt(end) >= '0' && text.charAt(end) <= '9') end++;
        return end == from ? -1 : Long.parseLong(text, from, end, 10);
    }
}
