package dev.flint.ui.bench;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * This process's CPU time so far, in ms, by kind of thread, read from /proc/self/task (Linux; empty elsewhere):
 * on a shared two-core machine a moment's wall time says little, the CPU each part used to reach it says what
 * changed. Kinds by the thread's name (Linux keeps its first 15 characters): the FX thread, the load's threads
 * ({@code flint-}: the load's, the tab's workers), the JIT, the collector, prism's renderer, the others, threads that
 * ended (a finished load's), and the whole process.
 */
final class ThreadCpu {
    /** Linux's USER_HZ, the unit of a task's utime and stime. */
    private static final double MS_PER_TICK = 10;

    private ThreadCpu() {}

    /** One line's figures: {@code fx N load N jit N gc N render N other N ended N all N} (ms), "" where /proc cannot be read. */
    static String describe() {
        Map<String, Double> byKind = new LinkedHashMap<>();
        for (String kind : new String[] {"fx", "load", "jit", "gc", "render", "other", "ended", "all"}) byKind.put(kind, 0.0);
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc/self/task"))) {
            for (Path task : tasks) {
                String name;
                String stat;
                try {
                    name = Files.readString(task.resolve("comm")).strip();
                    stat = Files.readString(task.resolve("stat"));
                } catch (IOException ended) {
                    continue; // the thread ended while listed
                }
                // Fields after the name's closing parenthesis (the name may hold spaces): utime and stime are 14 and 15.
                String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                double ms = (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) * MS_PER_TICK;
                byKind.merge(kindOf(name), ms, Double::sum);
                byKind.merge("live", ms, Double::sum);
            }
            String stat = Files.readString(Path.of("/proc/self/stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            double all = (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) * MS_PER_TICK;
            byKind.put("ended", Math.max(0, all - byKind.remove("live")));
            byKind.put("all", all);
        } catch (IOException | RuntimeException notLinux) {
            return "";
        }
        StringBuilder line = new StringBuilder();
        byKind.forEach((kind, ms) -> {
            if (line.length() > 0) line.append(' ');
            line.append(kind).append(' ').append(Math.round(ms));
        });
        return line.toString();
    }

    private static String kindOf(String threadName) {
        if (threadName.startsWith("JavaFX Applicat")) return "fx";
        if (threadName.startsWith("flint-")) return "load";
        if (threadName.startsWith("C1 Compiler") || threadName.startsWith("C2 Compiler")) return "jit";
        if (threadName.startsWith("GC Thread") || threadName.startsWith("G1 ")) return "gc";
        if (threadName.startsWith("QuantumRenderer")) return "render";
        return "other";
    }
}
