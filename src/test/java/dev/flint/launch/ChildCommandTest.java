package dev.flint.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.launch.ChildCommand.DumpArchive;
import dev.flint.launch.ChildCommand.NoArchive;
import dev.flint.launch.ChildCommand.UseArchive;
import dev.flint.launch.RelaunchDecision.Mode;
import dev.flint.launch.RelaunchDecision.Relaunch;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The child's whole command line, flag by flag, for each mode and archive state. */
class ChildCommandTest {
    private static final String JAR = "/home/u/flint/target/flint.jar";
    /** Inputs of 1 GB once inflated. */
    private static final long BIG = 1L << 30;

    private static Relaunch relaunch(Mode mode, List<String> userOptions, List<String> args) {
        return new Relaunch("/jdk/bin/java", userOptions, List.of("-jar", JAR), List.of(JAR), true, mode, args);
    }

    private static List<String> concat(List<String>... parts) {
        List<String> all = new ArrayList<>();
        for (List<String> part : parts) all.addAll(part);
        return all;
    }

    @Test
    void aCommandLineRunMapsItsArchiveWithC1Only() {
        List<String> command = ChildCommand.build(relaunch(Mode.CLI, List.of("-Xmx2g", "-Dx=a b"),
                List.of("info", "f.json")), new UseArchive("/c/flint-a-b-cli-123.jsa"), 4L << 30, BIG);
        assertEquals(concat(List.of("/jdk/bin/java", "-XX:TieredStopAtLevel=1", "-XX:SharedArchiveFile=/c/flint-a-b-cli-123.jsa",
                "-Xshare:auto", "-Xlog:cds*=off", "-XX:+UseParallelGC", "-XX:MaxTenuringThreshold=0"), List.of("-Xmx2g", "-Dx=a b", "-Dflint.relaunched=true",
                "-jar", JAR, "info", "f.json")), command);
    }

    @Test
    void theFirstRunWritesTheArchiveAtExit() {
        List<String> command = ChildCommand.build(relaunch(Mode.CLI, List.of(), List.of("tree", "f")),
                new DumpArchive("/c/.tmp-1-2-flint-a-b-cli-dump.jsa"), 4L << 30, BIG);
        assertEquals(concat(List.of("/jdk/bin/java", "-XX:TieredStopAtLevel=1",
                "-XX:ArchiveClassesAtExit=/c/.tmp-1-2-flint-a-b-cli-dump.jsa", "-Xlog:cds*=off", "-XX:+UseParallelGC", "-XX:MaxTenuringThreshold=0",
                "-XX:MaxNewSize=48m", "-Xms512m"), List.of("-Dflint.relaunched=true", "-jar", JAR, "tree", "f")), command);
    }

    @Test
    void theAppKeepsShortPausesAndMarksARunThatOpenedTheWindow() {
        assertEquals(List.of("/jdk/bin/java", "-XX:TieredStopAtLevel=1", "-XX:SharedArchiveFile=/c/app.jsa", "-Xshare:auto",
                "-Xlog:cds*=off", "-XX:MaxGCPauseMillis=20", "-XX:GCTimeRatio=2", "-XX:MaxTenuringThreshold=0",
                "-XX:NewSize=96m", "-Dflint.relaunched=true", "-jar", JAR, "t.json"),
                ChildCommand.build(relaunch(Mode.APP, List.of(), List.of("t.json")), new UseArchive("/c/app.jsa"), 4L << 30, 0));
        assertEquals(List.of("/jdk/bin/java", "-XX:TieredStopAtLevel=1", "-XX:ArchiveClassesAtExit=/c/.tmp-app.jsa",
                "-Xlog:cds*=off", "-Dflint.archiveKeepMarker=/c/.tmp-app.jsa.keep", "-XX:MaxGCPauseMillis=20", "-XX:GCTimeRatio=2", "-XX:MaxTenuringThreshold=0",
                "-XX:NewSize=96m", "-Dflint.relaunched=true", "-jar", JAR),
                ChildCommand.build(relaunch(Mode.APP, List.of(), List.of()), new DumpArchive("/c/.tmp-app.jsa"), 4L << 30, 0));
    }

    @Test
    void withoutAnArchiveItIsC1Only() {
        assertEquals(concat(List.of("/jdk/bin/java", "-XX:TieredStopAtLevel=1", "-XX:+UseParallelGC", "-XX:MaxTenuringThreshold=0",
                "-XX:MaxNewSize=48m", "-Xms" + (BIG >> 21) + "m"),
                List.of("-Dflint.relaunched=true", "-jar", JAR, "calls", "f")),
                ChildCommand.build(relaunch(Mode.CLI, List.of(), List.of("calls", "f")), new NoArchive(), 4L << 30, BIG));
    }

    /** An input under 512 MB inflated keeps the JVM's default collector and heap sizing (G1). */
    @Test
    void aSmallInputKeepsTheDefaultCollector() {
        assertEquals(concat(List.of("/jdk/bin/java", "-XX:TieredStopAtLevel=1"),
                List.of("-Dflint.relaunched=true", "-jar", JAR, "calls", "f")),
                ChildCommand.build(relaunch(Mode.CLI, List.of(), List.of("calls", "f")), new NoArchive(), 4L << 30,
                        ChildCommand.BIG_INPUT_BYTES - 1));
    }

    /**
     * The command line's parallel collector and small young generation give way to the user's own choice: two
     * collectors would stop the JVM at its start, and a young generation the size of a small heap makes the JVM
     * print a warning.
     */
    @Test
    void theCommandLinesCollectorAndYoungGenerationGiveWayToTheUsers() {
        long big = 4L << 30;
        assertEquals(List.of(), ChildCommand.commandLineHeapFlags(List.of(), big, ChildCommand.BIG_INPUT_BYTES - 1));
        String initialHeap = "-Xms" + (BIG >> 21) + "m";
        List<String> parallel = List.of("-XX:+UseParallelGC", "-XX:MaxTenuringThreshold=0");
        assertEquals(concat(parallel, List.of("-XX:MaxNewSize=48m", initialHeap)),
                ChildCommand.commandLineHeapFlags(List.of("-Dx=1"), big, BIG));
        assertEquals(List.of("-XX:MaxNewSize=48m", initialHeap), ChildCommand.commandLineHeapFlags(List.of("-XX:+UseG1GC"), big, BIG));
        assertEquals(List.of("-XX:MaxNewSize=48m", initialHeap), ChildCommand.commandLineHeapFlags(List.of("-XX:+UseSerialGC"), big, BIG));
        assertEquals(parallel, ChildCommand.commandLineHeapFlags(List.of("-Xmx200m"), big, BIG));
        assertEquals(parallel, ChildCommand.commandLineHeapFlags(List.of("-Xms64m"), big, BIG));
        assertEquals(parallel, ChildCommand.commandLineHeapFlags(List.of("-XX:MaxNewSize=64m"), big, BIG));
        assertEquals(parallel, ChildCommand.commandLineHeapFlags(List.of("-XX:MaxRAMPercentage=10"), big, BIG));
        assertEquals(parallel, ChildCommand.commandLineHeapFlags(List.of(), 256L << 20, BIG));
        assertEquals(List.of(), ChildCommand.commandLineHeapFlags(List.of("-XX:+UseZGC", "-Xmn64m"), big, BIG));
        // The window keeps G1: its pauses must stay under a frame.
        assertEquals(List.of("/jdk/bin/java", "-XX:TieredStopAtLevel=1", "-XX:MaxGCPauseMillis=20",
                "-XX:GCTimeRatio=2", "-XX:MaxTenuringThreshold=0", "-XX:NewSize=96m", "-XX:InitialHeapSize=" + (BIG >> 21) + "m",
                "-XX:InitiatingHeapOccupancyPercent=75", "-XX:MetaspaceSize=64m", "-Dflint.relaunched=true", "-jar", JAR, "t.json"),
                ChildCommand.build(relaunch(Mode.APP, List.of(), List.of("t.json")), new NoArchive(), big, BIG));
    }

    /** The window's least young generation gives way to a collector or heap size of the user's, and to a small heap. */
    @Test
    void theWindowsYoungGenerationGivesWayToTheUsersHeapOrCollector() {
        long big = 4L << 30;
        assertEquals(List.of("-XX:NewSize=96m"), ChildCommand.appHeapFlags(List.of("-Dx=1", "-XX:MaxGCPauseMillis=50"), big, 0));
        assertEquals(List.of(), ChildCommand.appHeapFlags(List.of("-XX:+UseParallelGC"), big, 0));
        assertEquals(List.of(), ChildCommand.appHeapFlags(List.of("-Xms32m"), big, 0));
        assertEquals(List.of(), ChildCommand.appHeapFlags(List.of("-Xmx200m"), big, 0));
        assertEquals(List.of(), ChildCommand.appHeapFlags(List.of("-XX:NewSize=16m"), big, 0));
        assertEquals(List.of(), ChildCommand.appHeapFlags(List.of(), 256L << 20, 0));
        assertEquals(List.of("/jdk/bin/java", "-XX:TieredStopAtLevel=1", "-XX:MaxGCPauseMillis=20",
                "-XX:GCTimeRatio=2", "-XX:MaxTenuringThreshold=0", "-XX:+UseSerialGC", "-Dflint.relaunched=true", "-jar", JAR),
                ChildCommand.build(relaunch(Mode.APP, List.of("-XX:+UseSerialGC"), List.of()), new NoArchive(), big, 0));
    }

    /**
     * Big launch files give the window an initial heap sized as the command line's, G1's first marking at 75 % of the
     * heap and a collection for class metadata at 64 MB, and only that: its least heap,
     * below which G1 never shrinks, stays the JVM's default, so closing the file's tab still gives the heap back.
     * A small input, or the user's own heap size or collector, keeps the window's defaults. A JVM given the flags
     * (over a 600 MB largest heap, where the initial heap is three quarters of it) runs, prints no warning and has a
     * least heap far under its initial heap (-Xms450m would make it 450 MB).
     */
    @Test
    void bigLaunchFilesSizeTheWindowsInitialHeapButNotItsLeastHeap() throws Exception {
        long big = 4L << 30;
        assertEquals(List.of("-XX:NewSize=96m", "-XX:InitialHeapSize=512m", "-XX:InitiatingHeapOccupancyPercent=75",
                        "-XX:MetaspaceSize=64m"),
                ChildCommand.appHeapFlags(List.of("-Dx=1"), big, BIG));
        assertEquals(List.of("-XX:NewSize=96m"), ChildCommand.appHeapFlags(List.of(), big, ChildCommand.BIG_INPUT_BYTES - 1));
        assertEquals(List.of(), ChildCommand.appHeapFlags(List.of("-Xmx3g"), big, BIG));
        assertEquals(List.of(), ChildCommand.appHeapFlags(List.of("-XX:+UseZGC"), big, BIG));
        List<String> command = new java.util.ArrayList<>(List.of(
                java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx600m"));
        command.addAll(ChildCommand.flags(Mode.APP, new NoArchive()));
        command.addAll(ChildCommand.appHeapFlags(List.of(), 600L << 20, 4L << 30));
        command.addAll(List.of("-XX:+PrintFlagsFinal", "-version"));
        Process jvm = new ProcessBuilder(command).redirectErrorStream(true).start();
        String printed = new String(jvm.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, jvm.waitFor(), printed);
        org.junit.jupiter.api.Assertions.assertFalse(printed.contains("VM warning"), printed);
        assertEquals(450L << 20, flagValue(printed, "InitialHeapSize"));
        assertEquals(75, flagValue(printed, "InitiatingHeapOccupancyPercent"));
        assertEquals(64L << 20, flagValue(printed, "MetaspaceSize"));
        // The least heap is the window's least young generation (96 MB) and a little, as without the initial heap.
        org.junit.jupiter.api.Assertions.assertTrue(flagValue(printed, "MinHeapSize") <= 128L << 20, printed);
    }

    /** A size flag's value in {@code -XX:+PrintFlagsFinal}'s table. */
    private static long flagValue(String printed, String name) {
        for (String line : printed.split("\n")) {
            String[] words = line.trim().split("\\s+");
            if (words.length > 3 && words[1].equals(name)) return Long.parseLong(words[3]);
        }
        throw new AssertionError(name + " not printed");
    }

    /** With G1 (the window's collector) the least young generation prints nothing, even over a small initial heap. */
    @Test
    void theWindowsYoungGenerationPrintsNothingOverASmallInitialHeap() throws Exception {
        assertPrintsNoWarningOverASmallHeap(ChildCommand.PROMOTE_AT_ONCE, ChildCommand.APP_YOUNG_GENERATION);
    }

    /** A JVM given {@code flags} over a 32 MB initial heap (a small machine's) runs and prints no warning. */
    private static void assertPrintsNoWarningOverASmallHeap(String... flags) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of(
                java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xms32m", "-Xmx600m"));
        command.addAll(List.of(flags));
        command.add("-version");
        Process jvm = new ProcessBuilder(command).redirectErrorStream(true).start();
        String printed = new String(jvm.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, jvm.waitFor());
        org.junit.jupiter.api.Assertions.assertFalse(printed.contains("warning"), printed);
    }

    /**
     * The young generation's flag says nothing on a machine whose initial heap (1/64 of its memory) is smaller
     * than 128 MB: {@code -Xmn128m} made the JVM print "NewSize was set larger than initial heap size" on
     * standard output there, into the command line's output. A small machine's heap is stood in for by -Xms/-Xmx.
     */
    @Test
    void theYoungGenerationFlagPrintsNothingOnASmallMachine() throws Exception {
        assertPrintsNoWarningOverASmallHeap(ChildCommand.COMMAND_LINE_COLLECTOR, ChildCommand.YOUNG_GENERATION);
    }

    /**
     * The initial heap is half the inflated input, but never past three quarters of the largest heap: an initial
     * heap above the largest one stops the JVM at its start ("Initial heap size set to a larger value than the
     * maximum heap size").
     */
    @Test
    void theInitialHeapFollowsTheInputUpToThreeQuartersOfTheLargestHeap() throws Exception {
        assertEquals(512, ChildCommand.initialHeapMegabytes(8L << 30, 1L << 30));
        assertEquals(450, ChildCommand.initialHeapMegabytes(600L << 20, 4L << 30));
        String javaBinary = java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new java.util.ArrayList<>(List.of(javaBinary, "-Xmx600m"));
        command.addAll(ChildCommand.commandLineHeapFlags(List.of(), 600L << 20, 4L << 30));
        command.add("-version");
        Process jvm = new ProcessBuilder(command).redirectErrorStream(true).start();
        String printed = new String(jvm.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, jvm.waitFor(), printed);
        org.junit.jupiter.api.Assertions.assertFalse(printed.toLowerCase(java.util.Locale.ROOT).contains("warning"), printed);
        org.junit.jupiter.api.Assertions.assertTrue(command.contains("-Xms450m"), command.toString());
    }

    /** packaging/build.xml takes the packaged launcher's flags from here: the app child's, no archive flags. */
    @Test
    void thePackagedAppGetsTheAppChildsFlags() {
        assertEquals(List.of("-XX:TieredStopAtLevel=1", "-XX:MaxGCPauseMillis=20", "-XX:GCTimeRatio=2",
                "-XX:MaxTenuringThreshold=0", "-XX:NewSize=96m"), ChildCommand.packagedAppFlags());
        java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();
        java.io.PrintStream out = System.out;
        System.setOut(new java.io.PrintStream(printed, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            ChildCommand.main(new String[0]);
        } finally {
            System.setOut(out);
        }
        assertEquals("-XX:TieredStopAtLevel=1 -XX:MaxGCPauseMillis=20 -XX:GCTimeRatio=2 -XX:MaxTenuringThreshold=0 -XX:NewSize=96m", printed.toString(java.nio.charset.StandardCharsets.UTF_8));
    }

    /**
     * Where the system offers transparent huge pages, a big input's command line asks for them, after its heap
     * flags and before the user's options (so a user's -XX:-UseTransparentHugePages wins); a small input and the
     * window do not.
     */
    @Test
    void aBigInputAsksForTransparentHugePagesWhereTheSystemOffersThem() {
        Relaunch cli = relaunch(Mode.CLI, List.of("-Dx=1"), List.of("info", "f"));
        List<String> command = ChildCommand.build(cli, new NoArchive(), 4L << 30, BIG, true);
        assertEquals(List.of("-XX:+UseParallelGC", "-XX:MaxTenuringThreshold=0", "-XX:MaxNewSize=48m", "-Xms512m",
                "-XX:+UseTransparentHugePages", "-Dx=1"), command.subList(2, 8));
        assertEquals(ChildCommand.build(cli, new NoArchive(), 4L << 30, BIG), concat(command.subList(0, 6), command.subList(7, command.size())));
        org.junit.jupiter.api.Assertions.assertFalse(ChildCommand.build(cli, new NoArchive(), 4L << 30,
                ChildCommand.BIG_INPUT_BYTES - 1, true).contains(ChildCommand.HUGE_PAGES));
        org.junit.jupiter.api.Assertions.assertFalse(ChildCommand.build(relaunch(Mode.APP, List.of(), List.of("f")),
                new NoArchive(), 4L << 30, BIG, true).contains(ChildCommand.HUGE_PAGES));
    }
}
