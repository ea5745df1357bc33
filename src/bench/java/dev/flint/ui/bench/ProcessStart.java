package dev.flint.ui.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

/**
 * When a process started, to the 10 ms, for figures counted from a launch. {@link ProcessHandle.Info#startInstant}
 * is not that on Linux: the JDK adds the process's start (clock ticks since boot, in /proc/PID/stat) to the boot
 * time in whole seconds (/proc/stat's btime), so every start it gives is early by the boot time's dropped fraction,
 * the same for every process until the next boot (0.51 s on the machine these figures were measured on: a
 * first paint at 3.6 s read as 4.1 s). Here the start is counted back from now by /proc/uptime (seconds since
 * boot, to the 10 ms) less the process's ticks since boot.
 */
final class ProcessStart {
    /** Linux's USER_HZ, the unit of /proc/PID/stat's start time: 100 on every architecture Flint runs on. */
    private static final double TICKS_PER_SECOND = 100;

    private ProcessStart() {}

    /** The start of {@code process}; ProcessHandle's where /proc cannot be read (not Linux). */
    static Instant of(ProcessHandle process) {
        try {
            Instant now = Instant.now();
            double secondsSinceBoot = Double.parseDouble(Files.readString(Path.of("/proc/uptime")).split(" ")[0]);
            String stat = Files.readString(Path.of("/proc/" + process.pid() + "/stat"));
            // The command name, in parentheses, may hold spaces: fields are counted after its closing one.
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            double startedSecondsSinceBoot = Long.parseLong(fields[19]) / TICKS_PER_SECOND; // field 22, starttime
            long ageNanos = Math.round((secondsSinceBoot - startedSecondsSinceBoot) * 1e9);
            return now.minusNanos(Math.max(0, ageNanos));
        } catch (IOException | RuntimeException notLinux) {
            return process.info().startInstant().orElse(Instant.now());
        }
    }
}
