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
                List.of("info", "f.json")), new UseArchive("/c/flint-a-b-cli-123.jsa"));
        assertEquals(concat(List.of("/jdk/bin/java", "-XX:TieredStopAtLevel=1", "-XX:SharedArchiveFile=/c/flint-a-b-cli-123.jsa",
                "-Xshare:auto", "-Xlog:cds*=off"), List.of("-Xmx2g", "-Dx=a b", "-Dflint.relaunched=true",
                "-jar", JAR, "info", "f.json")), command);
    }

    @Test
    void theFirstRunWritesTheArchiveAtExit() {
        List<String> command = ChildCommand.build(relaunch(Mode.CLI, List.of(), List.of("tree", "f")),
                new DumpArchive("/c/.tmp-1-2-flint-a-b-cli-dump.jsa"));
        assertEquals(concat(List.of("/jdk/bin/java", "-XX:TieredStopAtLevel=1",
                "-XX:ArchiveClassesAtExit=/c/.tmp-1-2-flint-a-b-cli-dump.jsa", "-Xlog:cds*=off"),
                List.of("-Dflint.relaunched=true", "-jar", JAR, "tree", "f")), command);
    }

    @Test
    void theAppKeepsShortPausesAndMarksARunThatOpenedTheWindow() {
        assertEquals(List.of("/jdk/bin/java", "-XX:TieredStopAtLevel=1", "-XX:SharedArchiveFile=/c/app.jsa", "-Xshare:auto",
                "-Xlog:cds*=off", "-XX:MaxGCPauseMillis=20", "-XX:+ExplicitGCInvokesConcurrent", "-Dflint.relaunched=true", "-jar", JAR, "t.json"),
                ChildCommand.build(relaunch(Mode.APP, List.of(), List.of("t.json")), new UseArchive("/c/app.jsa")));
        assertEquals(List.of("/jdk/bin/java", "-XX:TieredStopAtLevel=1", "-XX:ArchiveClassesAtExit=/c/.tmp-app.jsa",
                "-Xlog:cds*=off", "-Dflint.archiveKeepMarker=/c/.tmp-app.jsa.keep", "-XX:MaxGCPauseMillis=20", "-XX:+ExplicitGCInvokesConcurrent",
                "-Dflint.relaunched=true", "-jar", JAR),
                ChildCommand.build(relaunch(Mode.APP, List.of(), List.of()), new DumpArchive("/c/.tmp-app.jsa")));
    }

    @Test
    void withoutAnArchiveItIsC1Only() {
        assertEquals(concat(List.of("/jdk/bin/java", "-XX:TieredStopAtLevel=1"),
                List.of("-Dflint.relaunched=true", "-jar", JAR, "calls", "f")),
                ChildCommand.build(relaunch(Mode.CLI, List.of(), List.of("calls", "f")), new NoArchive()));
    }

    /** packaging/build.xml takes the packaged launcher's flags from here: the app child's, no archive flags. */
    @Test
    void thePackagedAppGetsTheAppChildsFlags() {
        assertEquals(List.of("-XX:TieredStopAtLevel=1", "-XX:MaxGCPauseMillis=20", "-XX:+ExplicitGCInvokesConcurrent"),
                ChildCommand.packagedAppFlags());
        java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();
        java.io.PrintStream out = System.out;
        System.setOut(new java.io.PrintStream(printed, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            ChildCommand.main(new String[0]);
        } finally {
            System.setOut(out);
        }
        assertEquals("-XX:TieredStopAtLevel=1 -XX:MaxGCPauseMillis=20 -XX:+ExplicitGCInvokesConcurrent", printed.toString(java.nio.charset.StandardCharsets.UTF_8));
    }
}
