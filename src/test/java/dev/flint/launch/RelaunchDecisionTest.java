package dev.flint.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.cli.Cli;
import dev.flint.launch.RelaunchDecision.InProcess;
import dev.flint.launch.RelaunchDecision.Mode;
import dev.flint.launch.RelaunchDecision.Relaunch;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** When the jar's main starts a child JVM, and with which of the user's options (a pure function of the facts). */
class RelaunchDecisionTest {
    private static final String JAVA = "/jdk/bin/java";
    private static final String JAR = "/home/u/flint/target/flint.jar";

    /** Facts of {@code java LINE...} whose main got {@code args}, class path {@code classPath}. */
    private static LaunchFacts facts(List<String> line, List<String> args, String classPath) {
        return facts(line, args, classPath, Map.of(), Map.of());
    }

    private static LaunchFacts facts(List<String> line, List<String> args, String classPath,
            Map<String, String> extraProperties, Map<String, String> environment) {
        Map<String, String> properties = new HashMap<>(extraProperties);
        properties.put("java.class.path", classPath);
        properties.put("path.separator", ":");
        return new LaunchFacts(JAVA, line, args, properties, environment);
    }

    private static Relaunch relaunch(LaunchFacts facts) {
        RelaunchDecision.Decision decision = RelaunchDecision.decide(facts);
        assertTrue(decision instanceof Relaunch, decision.toString());
        return (Relaunch) decision;
    }

    private static String inProcess(LaunchFacts facts) {
        RelaunchDecision.Decision decision = RelaunchDecision.decide(facts);
        assertTrue(decision instanceof InProcess, decision.toString());
        return ((InProcess) decision).reason();
    }

    @Test
    void aJarRunOfASubcommandRelaunchesWithTheCommandLinesArchive() {
        Relaunch r = relaunch(facts(List.of("-jar", JAR, "info", "t.json"), List.of("info", "t.json"), JAR));
        assertEquals(JAVA, r.java());
        assertEquals(List.of(), r.userJvmOptions());
        assertEquals(List.of("-jar", JAR), r.target());
        assertEquals(List.of(JAR), r.classPath());
        assertEquals(List.of("info", "t.json"), r.args());
        assertEquals(Mode.CLI, r.mode());
        assertTrue(r.archivable());
    }

    @Test
    void theWindowAndItsFilesUseTheAppsArchive() {
        assertEquals(Mode.APP, relaunch(facts(List.of("-jar", JAR), List.of(), JAR)).mode());
        assertEquals(Mode.APP, relaunch(facts(List.of("-jar", JAR, "a.json", "b.json"), List.of("a.json", "b.json"), JAR)).mode());
    }

    @Test
    void theUsersOwnOptionsAreKeptInOrderWithJdkJavaOptionsFirst() {
        LaunchFacts facts = facts(List.of("-Xmx2g", "-Dname=a b", "-XX:+UseParallelGC", "-jar", JAR, "tree", "-x"),
                List.of("tree", "-x"), JAR, Map.of(), Map.of("JDK_JAVA_OPTIONS", "-Xss4m '-Dq=x y'"));
        Relaunch r = relaunch(facts);
        assertEquals(List.of("-Xss4m", "-Dq=x y", "-Xmx2g", "-Dname=a b", "-XX:+UseParallelGC"), r.userJvmOptions());
    }

    @Test
    void aClassPathOfJarsRelaunchesWithTheMainClass() {
        String classPath = JAR + ":/home/u/flint/target/lib/jackson-core.jar";
        Relaunch r = relaunch(facts(List.of("-cp", "target/flint.jar:target/lib/*", "dev.flint.Main", "calls", "f"),
                List.of("calls", "f"), classPath));
        assertEquals(List.of("-cp", "target/flint.jar:target/lib/*"), r.userJvmOptions());
        assertEquals(List.of("dev.flint.Main"), r.target());
        assertEquals(List.of(JAR, "/home/u/flint/target/lib/jackson-core.jar"), r.classPath());
    }

    @Test
    void classDirectoriesRunInProcessUnlessForcedAndThenWithoutAnArchive() {
        List<String> line = List.of("-cp", "target/classes:lib/a.jar", "dev.flint.Main", "info", "f");
        assertEquals("started from class directories",
                inProcess(facts(line, List.of("info", "f"), "target/classes:lib/a.jar")));
        Relaunch forced = relaunch(facts(line, List.of("info", "f"), "target/classes:lib/a.jar",
                Map.of("flint.relaunch", "force"), Map.of()));
        assertFalse(forced.archivable());
    }

    @Test
    void thePackagedLauncherTheChildItselfAndATurnedOffRelaunchRunInProcess() {
        List<String> line = List.of("-jar", JAR, "info", "f");
        List<String> args = List.of("info", "f");
        assertEquals("the packaged app's launcher passes its own flags",
                inProcess(facts(line, args, JAR, Map.of("jpackage.app-path", "/opt/flint/bin/Flint"), Map.of())));
        assertEquals("already relaunched", inProcess(facts(line, args, JAR, Map.of("flint.relaunched", "true"), Map.of())));
        assertEquals("turned off", inProcess(facts(line, args, JAR, Map.of("flint.relaunch", "false"), Map.of())));
        assertEquals("turned off", inProcess(facts(line, args, JAR, Map.of(), Map.of("FLINT_RELAUNCH", "0"))));
        assertEquals("turned off", inProcess(facts(line, args, JAR, Map.of(), Map.of("FLINT_RELAUNCH", "false"))));
    }

    @Test
    void theUsersOwnChoiceOfArchiveOrCompilerIsLeftAlone() {
        for (String option : List.of("-XX:SharedArchiveFile=/tmp/a.jsa", "-Xshare:off", "-Xshare:on",
                "-XX:TieredStopAtLevel=4", "-XX:-TieredCompilation", "-Xint", "-XX:ArchiveClassesAtExit=x.jsa",
                "-XX:VMOptionsFile=opts", "-XX:DumpLoadedClassList=x.classlist",
                "-agentlib:jdwp=transport=dt_socket,server=y,address=5005", "-javaagent:a.jar", "-verbose:class",
                "-showversion", "@argfile")) {
            assertTrue(inProcess(facts(List.of(option, "-jar", JAR, "info", "f"), List.of("info", "f"), JAR))
                    .startsWith("the user chose") || option.startsWith("@"), option);
            // ... also when it comes from JDK_JAVA_OPTIONS
            inProcess(facts(List.of("-jar", JAR, "info", "f"), List.of("info", "f"), JAR, Map.of(),
                    Map.of("JDK_JAVA_OPTIONS", option)));
        }
    }

    @Test
    void environmentOptionsTheJvmAnnouncesRunInProcess() {
        // Each JVM prints "Picked up JAVA_TOOL_OPTIONS: ..." on stderr: a child would print it a second time.
        List<String> line = List.of("-jar", JAR, "info", "f");
        inProcess(facts(line, List.of("info", "f"), JAR, Map.of(), Map.of("JAVA_TOOL_OPTIONS", "-Xmx1g")));
        inProcess(facts(line, List.of("info", "f"), JAR, Map.of(), Map.of("_JAVA_OPTIONS", "-Xmx1g")));
        assertEquals("JDK_JAVA_OPTIONS has an unclosed quote", inProcess(facts(line, List.of("info", "f"), JAR,
                Map.of(), Map.of("JDK_JAVA_OPTIONS", "-Dx='open"))));
    }

    @Test
    void anUnknownOrInconsistentCommandLineRunsInProcess() {
        assertEquals("command line unknown", inProcess(new LaunchFacts(JAVA, null, List.of("info", "f"),
                Map.of("java.class.path", JAR), Map.of())));
        assertEquals("arguments do not match the command line",
                inProcess(facts(List.of("-jar", JAR, "info", "g"), List.of("info", "f"), JAR)));
        assertEquals("started as a module", inProcess(facts(List.of("-m", "flint/dev.flint.Main", "info", "f"),
                List.of("info", "f"), JAR, Map.of("jdk.module.main", "flint"), Map.of())));
    }

    @Test
    void helpAndTheSmokeCheckAnswerInProcess() {
        for (String quick : List.of("help", "--help", "-h", "--smoke")) {
            assertEquals("a quick answer", inProcess(facts(List.of("-jar", JAR, quick), List.of(quick), JAR)));
        }
    }

    @Test
    void aRecordingRunsInProcessSoCtrlCReachesTheJvmThatEndsTheWorkload() {
        List<String> args = List.of("record", "node", "--", "node", "long.js");
        List<String> line = new java.util.ArrayList<>(List.of("-jar", JAR));
        line.addAll(args);
        assertEquals("a recording", inProcess(facts(line, args, JAR)));
    }

    @Test
    void theCommandLinesArchiveCoversEverySubcommand() {
        for (String command : RelaunchDecision.CLI_COMMANDS) assertTrue(Cli.isSubcommand(command), command);
        for (String command : List.of("info", "tree", "calls", "export", "diff")) {
            assertTrue(RelaunchDecision.CLI_COMMANDS.contains(command), command);
        }
    }
}
