package dev.flint.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real main through a real relaunch: a jar made here from target/classes (its manifest's Class-Path
 * naming the dependency jars, as the build's does) run with {@code java -jar}, against the same jar with
 * {@code -Dflint.relaunch=false}. {@code FLINT_RELAUNCH_DEBUG} makes the parent print its decision and the
 * child print its own command line (read back from the child's /proc), so the flags are checked where they
 * arrived.
 */
class RelaunchProcessTest {
    private static final String PROFILE = "testdata/cpuprofile/node-small.cpuprofile";

    @TempDir
    static Path work;
    private static Path jar;

    @BeforeAll
    static void makeJar() throws IOException {
        // Relative entries, as the build's manifest has (lib/...), reaching the dependency jars where they are.
        StringBuilder classPath = new StringBuilder();
        String testClassPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        for (String entry : testClassPath.split(File.pathSeparator)) {
            Path path = Path.of(entry).toAbsolutePath().normalize();
            if (!entry.endsWith(".jar") || !Files.isRegularFile(path)) continue;
            classPath.append(classPath.length() == 0 ? "" : " ").append(work.toAbsolutePath().relativize(path).toString()
                    .replace(File.separatorChar, '/'));
        }
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "dev.flint.Main");
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, classPath.toString());
        jar = work.resolve("flint.jar");
        Path classes = Path.of("target/classes");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest);
                Stream<Path> files = Files.walk(classes)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new ZipEntry(classes.relativize(file).toString().replace(File.separatorChar, '/')));
                Files.copy(file, out);
                out.closeEntry();
            }
            // The child that holds still for theChildEndsWhenTheParentIsTerminated.
            String holding = "dev/flint/launch/HoldingMain.class";
            out.putNextEntry(new ZipEntry(holding));
            Files.copy(Path.of("target/test-classes").resolve(holding), out);
            out.closeEntry();
        }
    }

    private record Run(int status, String out, String err) {
        /** The child's own command line, as it printed it in debug mode. */
        String childLine() {
            return err.lines().filter(l -> l.startsWith("flint-relaunch: this JVM ") && l.contains("-Dflint.relaunched=true"))
                    .findFirst().orElse("");
        }

        /** stderr without the debug lines. */
        String userErr() {
            return err.lines().filter(l -> !l.startsWith("flint-relaunch: ")).map(l -> l + "\n").reduce("", String::concat);
        }
    }

    private static Run run(Path cache, List<String> jvmOptions, String... args) throws Exception {
        return run(cache, jvmOptions, null, args);
    }

    private static Run run(Path cache, List<String> jvmOptions, Path stdin, String... args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.add("-jar");
        command.add(jar.toString());
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        for (String variable : List.of("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "FLINT_RELAUNCH")) {
            builder.environment().remove(variable);
        }
        builder.environment().put("XDG_CACHE_HOME", cache.toString());
        builder.environment().put("FLINT_RELAUNCH_DEBUG", "1");
        Path out = Files.createTempFile(work, "out", ".txt");
        Path err = Files.createTempFile(work, "err", ".txt");
        builder.redirectOutput(out.toFile()).redirectError(err.toFile());
        if (stdin != null) builder.redirectInput(stdin.toFile());
        Process process = builder.start();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "flint did not end");
        return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    private static List<String> archives(Path cache) throws IOException {
        Path dir = cache.resolve("flint/cds");
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static final List<String> OFF = List.of("-Dflint.relaunch=false");

    @Test
    void infoAndTreePrintExactlyWhatTheInProcessRunPrintsAndTheArchiveIsMadeOnceThenMapped() throws Exception {
        Path cache = Files.createDirectories(work.resolve("cache-same"));
        Run plainInfo = run(cache, OFF, "info", PROFILE);
        assertEquals(0, plainInfo.status(), plainInfo.err());
        assertEquals("", plainInfo.childLine(), "no relaunch with -Dflint.relaunch=false");
        assertEquals(List.of(), archives(cache));

        Run first = run(cache, List.of(), "info", PROFILE);
        assertEquals(0, first.status(), first.err());
        assertEquals(plainInfo.out(), first.out());
        assertEquals(plainInfo.userErr(), first.userErr());
        assertTrue(first.childLine().contains("-XX:TieredStopAtLevel=1"), first.err());
        assertTrue(first.childLine().contains("-XX:ArchiveClassesAtExit="), first.err());
        List<String> made = archives(cache);
        assertEquals(1, made.size(), made.toString());
        assertTrue(made.get(0).matches("flint-[0-9a-f]+-[0-9a-f]+-cli-[0-9]+\\.jsa"), made.toString());

        // The second run maps it: the child's class loading log says Flint's classes came from the archive.
        Run second = run(cache, List.of("-Xlog:class+load=info:file=" + work.resolve("classes-%p.log")), "info", PROFILE);
        assertEquals(plainInfo.out(), second.out());
        assertTrue(second.childLine().contains("-XX:SharedArchiveFile=" + cache.resolve("flint/cds").resolve(made.get(0))),
                second.err());
        assertEquals(made, archives(cache));
        boolean mapped = false;
        try (Stream<Path> logs = Files.list(work)) {
            for (Path log : logs.filter(p -> p.getFileName().toString().startsWith("classes-")).toList()) {
                mapped |= Files.readString(log).contains("dev.flint.cli.Cli source: shared objects file (top)");
            }
        }
        assertTrue(mapped, "Cli loaded from the dynamic archive");

        Run plainTree = run(cache, OFF, "tree", PROFILE, "--inverted");
        Run tree = run(cache, List.of(), "tree", PROFILE, "--inverted");
        assertEquals(0, tree.status(), tree.err());
        assertEquals(plainTree.out(), tree.out());
        assertTrue(tree.out().length() > 100, tree.out());
    }

    @Test
    void aBadFileGivesOneErrorLineAndTheSameExitStatus() throws Exception {
        Path cache = Files.createDirectories(work.resolve("cache-bad"));
        Path bad = Files.writeString(work.resolve("bad.json"), "{\"traceEvents\": [{\"ph\": ");
        Run plain = run(cache, OFF, "info", bad.toString());
        Run relaunched = run(cache, List.of(), "info", bad.toString());
        assertFalse(relaunched.childLine().isEmpty(), relaunched.err());
        assertEquals(plain.status(), relaunched.status());
        assertTrue(relaunched.status() != 0);
        assertEquals("", relaunched.out());
        assertEquals(1, relaunched.userErr().lines().count(), relaunched.err());
        assertEquals(plain.userErr(), relaunched.userErr());
        assertEquals(List.of(), archives(cache), "a failed run makes no archive");
    }

    @Test
    void stdinReachesTheChild() throws Exception {
        Path folded = Files.writeString(work.resolve("in.folded"), "main;work 3\nmain;idle 2\n");
        Run run = run(Files.createDirectories(work.resolve("cache-stdin")), List.of(), folded, "tree", "/dev/stdin");
        assertFalse(run.childLine().isEmpty(), run.err());
        assertEquals(0, run.status(), run.err());
        assertEquals("main total=5 self=0\n  work total=3 self=3\n  idle total=2 self=2\n", run.out());
    }

    @Test
    void aDamagedArchiveOrARebuiltJarIsNeverMappedAndIsMadeAgain() throws Exception {
        Path cache = Files.createDirectories(work.resolve("cache-damaged"));
        String expected = run(cache, OFF, "info", PROFILE).out();
        run(cache, List.of(), "info", PROFILE);
        Path archive = cache.resolve("flint/cds").resolve(archives(cache).get(0));
        byte[] bytes = Files.readAllBytes(archive);
        archive.toFile().setWritable(true);
        Files.write(archive, java.util.Arrays.copyOf(bytes, bytes.length / 2)); // mapped, JDK 17 would die of SIGBUS

        Run afterTruncation = run(cache, List.of(), "info", PROFILE);
        assertEquals(0, afterTruncation.status(), afterTruncation.err());
        assertEquals(expected, afterTruncation.out());
        assertEquals("", afterTruncation.userErr());
        assertTrue(afterTruncation.childLine().contains("-XX:ArchiveClassesAtExit="), afterTruncation.err());
        List<String> remade = archives(cache);
        assertEquals(1, remade.size(), remade.toString());

        // A rebuilt jar (a new modification time): a new archive, the old one pruned, no word about it.
        assertTrue(jar.toFile().setLastModified(jar.toFile().lastModified() + 10_000));
        Run afterRebuild = run(cache, List.of(), "info", PROFILE);
        assertEquals(expected, afterRebuild.out());
        assertEquals("", afterRebuild.userErr());
        List<String> rebuilt = archives(cache);
        assertEquals(1, rebuilt.size(), rebuilt.toString());
        assertFalse(rebuilt.equals(remade));
    }

    @Test
    void anArchiveTheJvmRefusesIsRefusedSilently() throws Exception {
        // The archive of the jar as it was, under the name of the jar as it is now (touched): the length
        // check passes, CDS itself refuses it (the jar's time changed), and JDK 17 says so on stdout unless
        // -Xlog:cds*=off.
        Path cache = Files.createDirectories(work.resolve("cache-refused"));
        String expected = run(cache, OFF, "info", PROFILE).out();
        run(cache, List.of(), "info", PROFILE);
        Path archive = cache.resolve("flint/cds").resolve(archives(cache).get(0));
        assertTrue(jar.toFile().setLastModified(jar.toFile().lastModified() + 20_000));
        String javaBinary = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        LaunchFacts facts = new LaunchFacts(javaBinary, List.of("-jar", jar.toString(), "info", PROFILE), List.of("info", PROFILE),
                java.util.Map.of("java.class.path", jar.toString(), "path.separator", File.pathSeparator),
                java.util.Map.of("XDG_CACHE_HOME", cache.toString()));
        RelaunchDecision.Relaunch relaunch = (RelaunchDecision.Relaunch) RelaunchDecision.decide(facts);
        Path renamed = archive.resolveSibling(Relaunch.archiveCache(relaunch, facts.environment()).prefix()
                + Files.size(archive) + ".jsa");
        Files.move(archive, renamed);
        Run run = run(cache, List.of(), "info", PROFILE);
        assertTrue(run.childLine().contains("-XX:SharedArchiveFile=" + renamed), run.err());
        assertEquals(0, run.status(), run.err());
        assertEquals(expected, run.out());
        assertEquals("", run.userErr());
    }

    @Test
    void withoutAWritableCacheTheChildRunsWithC1OnlyAndNoArchive() throws Exception {
        Path notADirectory = Files.writeString(work.resolve("cache-file"), "x");
        Run run = run(notADirectory, List.of(), "info", PROFILE);
        assertEquals(0, run.status(), run.err());
        assertTrue(run.childLine().contains("-XX:TieredStopAtLevel=1"), run.err());
        assertFalse(run.childLine().contains("Archive"), run.err());
        assertEquals(run(notADirectory, OFF, "info", PROFILE).out(), run.out());
    }

    @Test
    void theUsersOwnJvmOptionsReachTheChildAndTheirChoiceOfCompilerIsKept() throws Exception {
        Path cache = Files.createDirectories(work.resolve("cache-options"));
        Run withOptions = run(cache, List.of("-Xmx300m", "-Dflint.test.marker=a b"), "info", PROFILE);
        assertTrue(withOptions.childLine().contains("-Xmx300m, -Dflint.test.marker=a b, -Dflint.relaunched=true"), withOptions.err());
        Run ownCompiler = run(cache, List.of("-XX:TieredStopAtLevel=4"), "info", PROFILE);
        assertEquals("", ownCompiler.childLine(), "no relaunch over the user's own -XX:TieredStopAtLevel");
        assertTrue(ownCompiler.err().contains("flint-relaunch: InProcess[reason=the user chose -XX:TieredStopAtLevel=4]"),
                ownCompiler.err());
    }

    @Test
    void theChildEndsWhenTheParentIsTerminated() throws Exception {
        // The jar's classes with a main class whose child waits a minute (HoldingMain) before any work.
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp", jar.toString(),
                HoldingMain.class.getName(), "info", PROFILE);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("XDG_CACHE_HOME", Files.createDirectories(work.resolve("cache-term")).toString());
        for (String variable : List.of("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "FLINT_RELAUNCH")) {
            builder.environment().remove(variable);
        }
        builder.environment().remove("FLINT_RELAUNCH_DEBUG");
        Process parent = builder.start();
        ProcessHandle child = null;
        for (int i = 0; i < 600 && child == null; i++) {
            child = parent.toHandle().children().findFirst().orElse(null);
            if (child == null) Thread.sleep(50);
        }
        assertTrue(child != null, "the parent started a child");
        assertTrue(child.isAlive());
        parent.destroy(); // SIGTERM: the parent's shutdown hook stops the child
        assertTrue(parent.waitFor(30, TimeUnit.SECONDS));
        child.onExit().completeOnTimeout(child, 30, TimeUnit.SECONDS).join();
        assertFalse(child.isAlive(), "the child ended with its parent");
        assertEquals(List.of(), archives(work.resolve("cache-term")).stream().filter(n -> !n.startsWith(".tmp-")).toList(),
                "a stopped run makes no archive");
    }
}
