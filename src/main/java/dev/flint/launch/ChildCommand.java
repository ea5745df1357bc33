package dev.flint.launch;

import java.util.ArrayList;
import java.util.List;

/**
 * The relaunched child's command line: the one place that lists the fast-start flags, for the jar's child
 * and for the packaged app's launcher (packaging/build.xml runs {@link #main} to get them).
 */
public final class ChildCommand {
    private ChildCommand() {}

    /** What the child does with the class-data archive. */
    public sealed interface Archive permits NoArchive, UseArchive, DumpArchive {}

    /** No archive: class directories on the class path, or no writable cache directory. */
    public record NoArchive() implements Archive {}

    /** Map {@code file}, an archive made by an earlier run for this fingerprint. */
    public record UseArchive(String file) implements Archive {}

    /** Write an archive of the classes this run loads to {@code file} when it exits. */
    public record DumpArchive(String file) implements Archive {}

    /**
     * The flags the relaunch is for, before the user's own options (so that a user's later option of the
     * same name wins):
     * <ul>
     * <li>{@code -XX:TieredStopAtLevel=1}: C1 only. A viewer's work is mostly code run once per file, and C2
     *     compiling it took about 40% of a cold start's CPU, competing with the inflate and parse threads
     *     on a small machine.
     * <li>the archive, and {@code -Xlog:cds*=off}: JDK 17 prints a warning on stdout when it cannot use an
     *     archive (a rebuilt jar, another JDK) and then runs without one; nothing of that may reach the
     *     user's output.
     * <li>the app, when it makes its archive: {@link #KEEP_MARKER}, so that only a run that opened the
     *     window makes it (not one that handed its files to the running window and exited).
     * <li>the app: {@code -XX:MaxGCPauseMillis=20} keeps the collector's pauses under a frame or two.
     * <li>the app: {@code -XX:+ExplicitGCInvokesConcurrent}: the window asks for a collection once a tab is
     *     closed or a load cancelled ({@code ui.app.MemoryReturn}), and G1 gives the heap it no longer needs
     *     back to the system at the end of that cycle. Concurrent, so the request never stops the app the way
     *     a full collection of a multi-gigabyte heap would. (Measured on the 4 GB trace: RSS 2,029 MB to
     *     255 MB within 4 s of closing its tab. {@code G1PeriodicGCInterval}, the other way, costs about 6 %
     *     of a core for as long as the app runs.)
     * </ul>
     * The command line keeps the JVM's default collector (G1): measured for one-shot runs (child flags, C1
     * and the archive, 5 interleaved runs each, load 4), Serial and Parallel used the same CPU as G1 on the
     * 117 MB trace (1.86-1.87 s) and slightly more on the 1.28 M-sample .cpuprofile (1.03-1.05 s against
     * 0.98 s), with 15-35 MB more peak RSS; no wall-time gain stood out of the noise.
     */
    public static List<String> flags(RelaunchDecision.Mode mode, Archive archive) {
        List<String> flags = new ArrayList<>();
        flags.add("-XX:TieredStopAtLevel=1");
        if (archive instanceof UseArchive use) {
            flags.add("-XX:SharedArchiveFile=" + use.file());
            flags.add("-Xshare:auto");
            flags.add("-Xlog:cds*=off");
        } else if (archive instanceof DumpArchive dump) {
            flags.add("-XX:ArchiveClassesAtExit=" + dump.file());
            flags.add("-Xlog:cds*=off");
        }
        String keepMarker = keepMarker(mode, archive);
        if (keepMarker != null) flags.add("-D" + KEEP_MARKER + "=" + keepMarker);
        if (mode == RelaunchDecision.Mode.APP) {
            flags.add("-XX:MaxGCPauseMillis=20");
            flags.add("-XX:+ExplicitGCInvokesConcurrent");
        }
        return flags;
    }

    /**
     * The packaged app's launcher options beyond its archive and JavaFX's exports: the app's child flags
     * without an archive of the relaunch's own (the packaged app has its archive made where it is installed).
     */
    public static List<String> packagedAppFlags() {
        return flags(RelaunchDecision.Mode.APP, new NoArchive());
    }

    /** Prints {@link #packagedAppFlags} on one line, for packaging/build.xml. */
    public static void main(String[] args) {
        System.out.print(String.join(" ", packagedAppFlags()));
    }

    /** The app's child creates this file (a path) once its window is on the way ({@link Relaunch#windowOpening}). */
    static final String KEEP_MARKER = "flint.archiveKeepMarker";

    /** The marker file of an app run that makes its archive, else null. */
    static String keepMarker(RelaunchDecision.Mode mode, Archive archive) {
        return mode == RelaunchDecision.Mode.APP && archive instanceof DumpArchive dump ? dump.file() + ".keep" : null;
    }

    /**
     * The whole child command: the java binary, {@link #flags}, the user's JVM options, the marker that
     * stops a second relaunch, the main class or jar, and the arguments.
     */
    public static List<String> build(RelaunchDecision.Relaunch relaunch, Archive archive) {
        List<String> command = new ArrayList<>();
        command.add(relaunch.java());
        command.addAll(flags(relaunch.mode(), archive));
        command.addAll(relaunch.userJvmOptions());
        command.add("-D" + RelaunchDecision.RELAUNCHED + "=true");
        command.addAll(relaunch.target());
        command.addAll(relaunch.args());
        return command;
    }
}
