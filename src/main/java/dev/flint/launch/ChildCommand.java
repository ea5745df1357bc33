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
     * <li>the app: not {@code -XX:+ExplicitGCInvokesConcurrent}: the window asks for a full collection
     *     ({@link System#gc}) only once it holds no profile (its last tab closed), when what is left live is the
     *     bare window (about 50 MB); otherwise it turns G1's periodic, concurrent collection on for a while
     *     ({@code ui.app.MemoryReturn}). Closing the 4 GB trace's only tab (load 9-10): RSS 2.02 GB to 260 MB 2 s
     *     after the close (the collection: 1.41 GB to 47 MB of heap in a 431 ms pause; 167 ms at load 6); with the
     *     flag, a concurrent cycle, 709 MB after 6 s and 309 MB after 15 s (load 5), and 2.47 GB for 17 s without
     *     {@link #PROMOTE_AT_ONCE} either.
     * <li>the app: {@code -XX:GCTimeRatio=2}: G1 grows the heap when more than 1/(1 + ratio) of the time goes to
     *     collections, 1/13 by default; a load allocates columns that all survive, and at the default G1 grew
     *     the heap far past them. 1/5 kept it nearer: the 4 GB trace's load in the app's collector settings
     *     (in one JVM, C1, two runs each, load 5) peaked at 1.92-1.94 GB RSS against 2.35-2.40 GB, in 41-49
     *     against 45-50 CPU s and 37-41 against 45-50 s. 1/3, with {@link #PROMOTE_AT_ONCE}: the 4 GB trace read
     *     and its tracks built (in one JVM, C1, load 4-8) peaked at 2.15 GB RSS against 2.53-2.66 GB at 1/5, in
     *     38.5 against 37.4-40.8 CPU s (1/2: 2.11-2.13 GB, 37.3-44.1 CPU s).
     * <li>the app: {@link #PROMOTE_AT_ONCE}, as the command line has it for big inputs, here for a closed tab's sake:
     *     the 1 GB trace's tab stayed in the heap through four concurrent cycles after its close (15-19 s), though
     *     a heap dump's full collection 4 s after the close found 46 MB live and no profile. The explanation the
     *     figures fit: G1's concurrent marking takes every object in the survivor spaces as live, and the survivors
     *     (the closed tab's views and cells, dead but young) and the old tab's columns kept each other alive through
     *     the young collections' remembered sets until the survivors were promoted, about fifteen young collections
     *     (promoted after one: freed 6 s after the close). Promoted at once, there are no survivors, and the first
     *     cycle after the close (1 s) freed the 1 GB trace's tab: RSS 755 -> 466 MB 2 s after the close, 277 MB
     *     after 10 s, against about 750 MB until 15-16 s before (the 4 GB trace's tab took the second cycle, 6-11 s).
     *     A load's columns are copied once instead of aging in the survivor spaces.
     * </ul>
     * The command line's collector and young generation, and the window's young generation, initial heap, first
     * marking and metadata threshold, follow the user's options ({@link #commandLineHeapFlags}, {@link #appHeapFlags}).
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
            flags.add("-XX:GCTimeRatio=2");
            flags.add(PROMOTE_AT_ONCE);
        }
        return flags;
    }

    /**
     * The packaged app's launcher options beyond its archive and JavaFX's exports: the app's child flags
     * without an archive of the relaunch's own (the packaged app has its archive made where it is installed),
     * and its young generation (its launcher takes no JVM options of the user's).
     */
    public static List<String> packagedAppFlags() {
        List<String> flags = flags(RelaunchDecision.Mode.APP, new NoArchive());
        flags.add(APP_YOUNG_GENERATION);
        return flags;
    }

    /** Prints {@link #packagedAppFlags} on one line, for packaging/build.xml. */
    public static void main(String[] args) {
        System.out.print(String.join(" ", packagedAppFlags()));
    }

    /** Inputs smaller than this (inflated) keep the JVM's default collector: see {@link #commandLineHeapFlags}. */
    static final long BIG_INPUT_BYTES = 512L << 20;
    /**
     * The command line's young generation: see {@link #commandLineHeapFlags}. At most 48 MB: every megabyte of heap a
     * run touches for the first time costs its first touch, and on this project's benchmark VM (a Firecracker guest
     * whose free memory the host takes back) that is most of a big load's system time, 2.9-12.5 ms per MB against
     * 0.34 ms for writing the same megabyte again (a C loop touching 500 MB in huge pages, load 5-8). The young
     * collections' pauses are that too: what they cost is the old-generation pages the survivors are copied into
     * (perf: clear_page_erms under the scavenge's copying, 10.6 % of the 1 GB trace's CPU samples), not their
     * number. With 48 MB instead of 128 MB (parallel collector, the command line's other flags, one run each at load
     * 8.7-9.4): the 4 GB trace peaked at 1,403 against 1,469 MB RSS, in 89 against 33 young pauses of 6.91 against
     * 7.21 s in all, 28.7 against 30.4 CPU s (3.9 against 5.4 s system time); the 1 GB trace (64 MB and 32 MB
     * against 128 MB, two interleaved runs each, load 5-8.5) 452 and 425 against 515 MB, pauses 1.7-3.3 s whichever
     * the size. Below 48 MB the 4 GB trace's peak hardly fell (32 MB: 1,398 MB) and its pauses grew to 139.
     */
    static final String YOUNG_GENERATION = "-XX:MaxNewSize=48m";
    /** Below this largest heap (a machine with under 2 GB of memory, or a user's small -Xmx), the JVM's own sizing stays. */
    static final long YOUNG_GENERATION_MIN_HEAP = 512L << 20;
    /** JVM options by which the user sized the heap or its young generation: the command line's young generation gives way. */
    private static final List<String> HEAP_SIZING = List.of("-Xmx", "-Xms", "-Xmn", "-XX:MaxHeapSize", "-XX:InitialHeapSize",
            "-XX:MinHeapSize", "-XX:NewSize", "-XX:MaxNewSize", "-XX:NewRatio", "-XX:MaxRAM");

    /**
     * The command line's collector and heap sizing for a big input ({@link #BIG_INPUT_BYTES} or more once
     * inflated), unless the user chose their own: the parallel collector promoting at once ({@link #PROMOTE_AT_ONCE}),
     * an initial heap sized from the input ({@link #initialHeapMegabytes}) and a small young generation
     * ({@link #YOUNG_GENERATION}; {@code -XX:MaxNewSize}, not {@code -Xmn}: a young generation fixed above the initial heap, which is 1/64
     * of the memory, so on a machine of under 8 GB, makes the JVM print a warning on standard output).
     *
     * <p>Why: a command-line run builds one profile and exits, so only the work counts, not the pauses. A big
     * trace's columns all survive to the end, and G1 (the default) paid for them three ways: its write
     * barriers (heavy in C1 code), its concurrent refinement and marking threads competing with the inflate
     * and parse threads for two cores, and a heap grown far past the live set. Measured with C1 on the
     * issue 35 traces (one run each, load 5-8 from other work, so CPU seconds count, not wall): 1 GB trace,
     * G1 13.5-13.7 CPU s and 790 MB peak RSS, serial with -Xmn128m 9.1-11.3 CPU s and 512 MB, parallel with
     * -Xmn128m 9.3-10.5 CPU s and 522 MB; 4 GB trace, G1 37.4 CPU s and 2.67 GB, serial 30.6-30.9 CPU s and
     * 1.46 GB, parallel 36.6 CPU s and 1.50 GB. A bounded young generation (128 MB then) keeps the peak near the
     * live set (the default let it grow with the heap), and its collections stay cheap because what
     * survives them is what the profile keeps anyway. Serial and parallel cost the same CPU, but the parallel
     * collector's pauses use both cores while the reading threads wait: idle, on the relaunched command line,
     * the 1 GB trace took 5.80-7.22 s with it against 6.34-7.70 s with serial and 6.18-7.89 s with G1 (three
     * runs each, interleaved), the 4 GB trace 20.0 s against 21.3 s, both at 1.45 GB peak RSS (G1 on the session's
     * starting build: 29.0 s, 2.54 GB). Smaller inputs keep G1: on the 117 MB trace (231 MB
     * inflated, megabyte screenshots that G1 allocates outside the young generation and never copies) it used
     * about 0.5 CPU s less than serial and 150 against 180-200 MB.
     *
     * <p>Left out where they would clash: no collector (nor its tenuring) when the user chose one (two collectors
     * stop the JVM at its start), no sizing when the user sized the heap or its young generation themselves
     * (the JVM warns when a young generation fills the heap) or when the largest heap is under
     * {@link #YOUNG_GENERATION_MIN_HEAP}.
     */
    static List<String> commandLineHeapFlags(List<String> userOptions, long maxHeapBytes, long inputBytes) {
        if (inputBytes < BIG_INPUT_BYTES) return List.of();
        List<String> flags = new ArrayList<>();
        if (!collectorChosen(userOptions)) {
            flags.add(COMMAND_LINE_COLLECTOR);
            flags.add(PROMOTE_AT_ONCE);
        }
        if (!heapSized(userOptions, maxHeapBytes)) {
            flags.add(YOUNG_GENERATION);
            flags.add("-Xms" + initialHeapMegabytes(maxHeapBytes, inputBytes) + "m");
        }
        return flags;
    }

    /**
     * The window's young generation, at least {@link #APP_YOUNG_GENERATION}, unless the user chose a collector or
     * sized the heap (as for {@link #commandLineHeapFlags}: with the serial or parallel collector a young generation
     * over the initial heap makes the JVM print a warning; G1 prints none).
     *
     * <p>Why: under {@code -XX:MaxGCPauseMillis=20} G1 starts with a young generation of 5 % of the initial heap (about
     * 19 MB on a 24 GB machine) and keeps it small, so a start-up that opens a file collects over and over while the
     * file is read and the window is built (the 117 MB trace: 9 young collections before the first paint, each
     * copying the columns that outlive it and stopping the FX thread too); with at least 96 MB, 2-3. The first paint
     * of the 117 MB trace through the relaunch (FirstPaintBenchmark, at raised priority on the shared 2-core machine,
     * load 10-12, five interleaved runs each): 4.39-4.57 s against 4.54-4.96 s, faster in every pair; the tab built
     * 0.66-0.93 s after the load against 0.86-1.06 s.
     */
    static List<String> appHeapFlags(List<String> userOptions, long maxHeapBytes, long inputBytes) {
        if (collectorChosen(userOptions) || heapSized(userOptions, maxHeapBytes)) return List.of();
        if (inputBytes < BIG_INPUT_BYTES) return List.of(APP_YOUNG_GENERATION);
        return List.of(APP_YOUNG_GENERATION, APP_INITIAL_HEAP + initialHeapMegabytes(maxHeapBytes, inputBytes) + "m",
                APP_FIRST_MARKING, APP_METASPACE_THRESHOLD);
    }

    /**
     * For big launch files, the class metadata may grow to 64 MB before G1 collects for it (the JVM's default is 21 MB).
     *
     * <p>Why: the window's classes (about 21 MB of metadata once the file's tab is open) crossed the default just as the
     * 4 GB trace's tab opened, and G1 then started a concurrent cycle ("Metadata GC Threshold") that marked the whole
     * heap, the 1.2 GB the load keeps, between the load's end and the first frame; the app's metadata was 24.7 MB at
     * that frame. Through the relaunch (three interleaved pairs, the runs' autogroup at nice -15, load 25-37): a cycle in
     * two runs of three without it, none with it; drawn at 20.1, 15.8, 15.8 s against 16.6, 18.5, 18.0 s (the first
     * run used 33.5 against 27.0 CPU s in all, the machine's scatter), the collector's threads 1.03-1.14 against
     * 1.07-1.32 CPU s, peak RSS 1.50-1.61 against 1.47-1.69 GB.
     */
    static final String APP_METASPACE_THRESHOLD = "-XX:MetaspaceSize=64m";

    /**
     * For big launch files, G1's first concurrent marking starts when the old generation fills 75 % of the heap, not 45 %
     * (G1 adapts the threshold from its later cycles on; a user's own {@code -XX:InitiatingHeapOccupancyPercent} comes
     * later on the command line and wins).
     *
     * <p>Why: the load keeps all it reads, about 1.2 GB of the 4 GB trace's {@link #APP_INITIAL_HEAP initial heap} of
     * 2 GB, and past 45 % G1 marked the whole heap and ran mixed collections that copied columns promoted moments before,
     * right when the file is read and the tracks are built (-Xlog:gc: one marking cycle of 0.56 s, three mixed
     * collections). Nothing is garbage there, so the marking found nothing to free. The app on the 4 GB trace (the
     * relaunched child's command, five interleaved pairs, the runs' autogroup at nice -15, load 16-21): drawn at 18.9,
     * 17.0, 17.1, 17.9, 20.0 s against 17.6, 18.4, 17.5, 19.1, 20.1 s, peak RSS 1.47-1.51 against 1.53-1.60 GB (three
     * pairs), the concurrent marking thread's 0.21-0.22 CPU s gone, 29-30 pauses against 31-32. The window's periodic
     * collections after a load ({@code ui.app.MemoryReturn}), which give a closed tab's memory back, do not wait for
     * this threshold.
     */
    static final String APP_FIRST_MARKING = "-XX:InitiatingHeapOccupancyPercent=75";

    /**
     * The window's initial heap for big launch files ({@link #BIG_INPUT_BYTES} or more once inflated), sized as the
     * command line's ({@link #initialHeapMegabytes}), but by {@code -XX:InitialHeapSize} and not {@code -Xms}: -Xms
     * also sets the least heap, below which G1 never shrinks, and closing the file's tab must give its memory back
     * ({@code ui.app.MemoryReturn}); -XX:InitialHeapSize leaves the least heap at its default (8 MB).
     *
     * <p>Why: G1 starts concurrent marking when the old generation passes a share of the heap, and with the window's
     * small default heap (1/64 of the memory) held tight by {@link #flags}' {@code GCTimeRatio}, the 4 GB trace's load
     * crossed it again and again as its columns were promoted: 7 marking cycles and 13 mixed collections, which copied
     * the columns promoted before once more (one run each, the child's command, load 12-14: 1 cycle and 5 with the
     * initial heap). Heap the load never fills is only reserved, not touched, so the peak RSS stays (1.61 against
     * 1.63 GB).
     */
    static final String APP_INITIAL_HEAP = "-XX:InitialHeapSize=";

    /** The window's least young generation: see {@link #appHeapFlags}. */
    static final String APP_YOUNG_GENERATION = "-XX:NewSize=96m";

    /** The user chose a collector. */
    private static boolean collectorChosen(List<String> userOptions) {
        for (String option : userOptions) {
            if (option.startsWith("-XX:+Use") && option.endsWith("GC")) return true;
        }
        return false;
    }

    /** The user sized the heap or its young generation, or the largest heap is under {@link #YOUNG_GENERATION_MIN_HEAP}. */
    private static boolean heapSized(List<String> userOptions, long maxHeapBytes) {
        if (maxHeapBytes < YOUNG_GENERATION_MIN_HEAP) return true;
        for (String option : userOptions) {
            for (String sizing : HEAP_SIZING) {
                if (option.startsWith(sizing)) return true;
            }
        }
        return false;
    }

    /**
     * The command line's initial heap for a big input: half the inflated input, so that the old generation
     * beside the young one holds what a load keeps (a third of the input on the issue 35 traces: 310 MB of the
     * 1 GB one, 1.2 GB of the 4 GB one), at most three quarters of the largest heap. The default (1/64 of the memory) made the parallel collector
     * grow the old generation by full collections as the columns were promoted: one on the 1 GB trace (1.2 s
     * of its pauses at load 9), five on the 4 GB one. Heap the load never fills is only reserved, not touched,
     * so it adds nothing to the resident size.
     */
    static long initialHeapMegabytes(long maxHeapBytes, long inputBytes) {
        return Math.min(inputBytes / 2, maxHeapBytes / 4 * 3) >> 20;
    }

    /**
     * The command line's tenuring: what survives one young collection goes to the old generation at once.
     * A load's columns survive to the end, and aging them in the survivor spaces copied them up to seven times
     * before promotion: the 1 GB trace's young collections copied 509 MB with the default, 285 MB with this
     * (its live set at the end is 310 MB), the 4 GB trace's 2,198 MB against 1,243 MB (-Xlog:gc+heap=debug
     * summed over one run each, load 8-11; user CPU 37.9 against 34.5 s on the 4 GB trace, peak RSS the same).
     */
    static final String PROMOTE_AT_ONCE = "-XX:MaxTenuringThreshold=0";

    /**
     * A big input's command line asks for the heap in transparent huge pages where the system offers them
     * (Linux with transparent_hugepage "always" or "madvise"; the flag exists only in Linux JVMs, and where the
     * kernel refuses it the JVM would print a warning into the output, so it is not passed there). A load
     * touches its heap once, page by page, and on this machine's VM the first touch of each 4 KB page was most of
     * the collector's pause time (the pauses copy the columns into old-generation pages touched for the first
     * time). With 2 MB pages, on the 4 GB trace in the command line's JVM flags (one run each, load 3.7): 25.6
     * against 34.6 s, the pauses 3.1 against 5.9 s, 30.7 against 34.5 user CPU s, peak RSS 1.43 against 1.45 GB;
     * the 1 GB trace (two pairs, load 3.7): 8.6-9.9 against 9.2-10.6 s, pauses 0.9-1.0 against 1.5 s, 467-513
     * against 461-482 MB. A user's -XX:-UseTransparentHugePages comes later on the command line and wins.
     */
    static final String HUGE_PAGES = "-XX:+UseTransparentHugePages";

    /** The command line's collector: see {@link #commandLineHeapFlags}. */
    static final String COMMAND_LINE_COLLECTOR = "-XX:+UseParallelGC";

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
        long inputBytes = InputSizes.inflatedBytes(relaunch.args());
        // Asked only where the answer is used: reading the setting (Files.readString) loads some 25 classes of
        // java.nio's channels that the JDK's own archive does not hold, before the fork, for every command.
        boolean hugePagesUsed = relaunch.mode() == RelaunchDecision.Mode.CLI && inputBytes >= BIG_INPUT_BYTES;
        return build(relaunch, archive, Runtime.getRuntime().maxMemory(), inputBytes,
                hugePagesUsed && TransparentHugePages.offered(TransparentHugePages.LINUX_SETTING));
    }

    /** As {@link #build(RelaunchDecision.Relaunch, Archive, long, long, boolean)} on a system without transparent huge pages. */
    static List<String> build(RelaunchDecision.Relaunch relaunch, Archive archive, long maxHeapBytes, long inputBytes) {
        return build(relaunch, archive, maxHeapBytes, inputBytes, false);
    }

    /**
     * As {@link #build(RelaunchDecision.Relaunch, Archive)}, for a parent whose largest heap is {@code maxHeapBytes}
     * (the child's would be the same: same machine, same options) and input files of about {@code inputBytes}
     * once inflated ({@link InputSizes}).
     */
    static List<String> build(RelaunchDecision.Relaunch relaunch, Archive archive, long maxHeapBytes, long inputBytes,
                              boolean transparentHugePages) {
        List<String> command = new ArrayList<>();
        command.add(relaunch.java());
        command.addAll(flags(relaunch.mode(), archive));
        if (relaunch.mode() == RelaunchDecision.Mode.CLI) {
            command.addAll(commandLineHeapFlags(relaunch.userJvmOptions(), maxHeapBytes, inputBytes));
            if (transparentHugePages && inputBytes >= BIG_INPUT_BYTES) command.add(HUGE_PAGES);
        } else {
            command.addAll(appHeapFlags(relaunch.userJvmOptions(), maxHeapBytes, inputBytes));
        }
        command.addAll(relaunch.userJvmOptions());
        command.add("-D" + RelaunchDecision.RELAUNCHED + "=true");
        command.addAll(relaunch.target());
        command.addAll(relaunch.args());
        return command;
    }
}
