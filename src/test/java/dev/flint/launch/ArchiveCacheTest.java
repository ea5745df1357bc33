package dev.flint.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.launch.ArchiveCache.JarStamp;
import dev.flint.launch.ChildCommand.DumpArchive;
import dev.flint.launch.ChildCommand.NoArchive;
import dev.flint.launch.ChildCommand.UseArchive;
import dev.flint.launch.RelaunchDecision.Mode;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where archives live, which one a run maps, and what happens to a dump after the child (on made-up files). */
class ArchiveCacheTest {
    private static final List<JarStamp> JARS = List.of(new JarStamp("/u/flint.jar", 1000, 5), new JarStamp("/u/lib/a.jar", 20, 6));

    @TempDir
    Path dir;

    private ArchiveCache cache(List<JarStamp> jars, Mode mode) {
        return ArchiveCache.of(dir.toFile(), jars, "/jdk\n17.0.15", mode);
    }

    /** What the child writes: JDK 17's dynamic archive magic, then {@code bytes - 4} more bytes. */
    private static void writeDump(String file, int bytes) throws IOException {
        byte[] data = new byte[bytes];
        data[0] = (byte) 0xa8;
        data[1] = (byte) 0xab;
        data[2] = 0x0b;
        data[3] = (byte) 0xf0;
        Files.write(Path.of(file), data);
    }

    private List<String> names() {
        String[] names = dir.toFile().list();
        Arrays.sort(names);
        return List.of(names);
    }

    @Test
    void theCacheDirectoryFollowsXdg() {
        assertEquals(new File("/x/cache/flint/cds"), ArchiveCache.directory(Map.of("XDG_CACHE_HOME", "/x/cache"), "/home/u"));
        assertEquals(new File("/home/u/.cache/flint/cds"), ArchiveCache.directory(Map.of(), "/home/u"));
        // the XDG spec: a relative path is ignored
        assertEquals(new File("/home/u/.cache/flint/cds"), ArchiveCache.directory(Map.of("XDG_CACHE_HOME", "rel"), "/home/u"));
    }

    @Test
    void theFirstRunDumpsTheSecondMapsWhatTheFirstWrote() throws IOException {
        ArchiveCache cache = cache(JARS, Mode.CLI);
        ChildCommand.Archive first = cache.choose(42);
        DumpArchive dump = assertInstance(DumpArchive.class, first);
        assertTrue(new File(dump.file()).getName().startsWith(".tmp-42-"), dump.file());
        writeDump(dump.file(), 5000);
        cache.finish(first, true);
        assertEquals(List.of(cache.prefix() + "5000.jsa"), names());
        UseArchive use = assertInstance(UseArchive.class, cache(JARS, Mode.CLI).choose(43));
        assertEquals(dir.resolve(cache.prefix() + "5000.jsa").toString(), use.file());
    }

    @Test
    void aDumpOfAFailedRunOrWithoutItsHeaderIsNeverPlaced() throws IOException {
        ArchiveCache cache = cache(JARS, Mode.CLI);
        ChildCommand.Archive failed = cache.choose(1);
        writeDump(((DumpArchive) failed).file(), 5000);
        cache.finish(failed, false);
        assertEquals(List.of(), names());

        ChildCommand.Archive headerless = cache.choose(2);
        Files.write(Path.of(((DumpArchive) headerless).file()), new byte[5000]); // JDK 17 writes the header last
        cache.finish(headerless, true);
        assertEquals(List.of(), names());

        cache.finish(cache.choose(3), true); // the child wrote nothing
        assertEquals(List.of(), names());
    }

    @Test
    void anArchiveCutShortIsDeletedAndMadeAgain() throws IOException {
        ArchiveCache cache = cache(JARS, Mode.CLI);
        ChildCommand.Archive first = cache.choose(1);
        writeDump(((DumpArchive) first).file(), 5000);
        cache.finish(first, true);
        Path placed = dir.resolve(cache.prefix() + "5000.jsa");
        Files.write(placed, Arrays.copyOf(Files.readAllBytes(placed), 4096)); // JDK 17 would map it and die of SIGBUS
        assertInstance(DumpArchive.class, cache.choose(2));
        assertEquals(List.of(), names());
    }

    @Test
    void aRebuiltJarOrAnotherJdkMakesANewArchiveAndTheOldOneGoes() throws IOException {
        ArchiveCache old = cache(JARS, Mode.CLI);
        ArchiveCache oldApp = cache(JARS, Mode.APP);
        ArchiveCache otherJars = cache(List.of(new JarStamp("/elsewhere/flint.jar", 1000, 5)), Mode.CLI);
        for (ArchiveCache cache : List.of(old, oldApp, otherJars)) {
            ChildCommand.Archive dump = cache.choose(1);
            writeDump(((DumpArchive) dump).file(), 100);
            cache.finish(dump, true);
        }
        assertEquals(3, names().size());

        List<JarStamp> rebuilt = List.of(new JarStamp("/u/flint.jar", 1001, 7), JARS.get(1));
        ArchiveCache current = cache(rebuilt, Mode.CLI);
        assertNotEquals(old.prefix(), current.prefix());
        assertNotEquals(old.prefix(), ArchiveCache.of(dir.toFile(), JARS, "/jdk\n21", Mode.CLI).prefix());
        ChildCommand.Archive dump = assertInstance(DumpArchive.class, current.choose(2));
        writeDump(((DumpArchive) dump).file(), 200);
        current.finish(dump, true);
        // the same jars' older fingerprint (both modes) is gone; another jar's archive stays
        assertEquals(List.of(current.prefix() + "200.jsa", otherJars.prefix() + "100.jsa").stream().sorted().toList(), names());
    }

    @Test
    void bothModesOfOneFingerprintLiveSideBySide() throws IOException {
        for (Mode mode : Mode.values()) {
            ArchiveCache cache = cache(JARS, mode);
            ChildCommand.Archive dump = cache.choose(1);
            writeDump(((DumpArchive) dump).file(), 100);
            cache.finish(dump, true);
        }
        assertEquals(2, names().size());
        assertInstance(UseArchive.class, cache(JARS, Mode.CLI).choose(2));
        assertInstance(UseArchive.class, cache(JARS, Mode.APP).choose(2));
    }

    @Test
    void withoutAWritableDirectoryThereIsNoArchive() throws IOException {
        Path file = Files.writeString(dir.resolve("not-a-directory"), "x");
        ArchiveCache cache = ArchiveCache.of(file.resolve("flint/cds").toFile(), JARS, "/jdk", Mode.CLI);
        assertInstance(NoArchive.class, cache.choose(1));
    }

    @Test
    void onlyOptionsThatCanChangeWhatCdsChecksAreFingerprinted() {
        assertEquals(List.of("-Xmx40g", "-XX:-UseCompressedOops", "--patch-module", "m=x"), ArchiveCache.optionsThatMatter(
                List.of("-Dx=y", "-Xmx40g", "-Xlog:gc", "-XX:-UseCompressedOops", "-ea", "-Xss8m", "--patch-module", "m=x")));
    }

    @Test
    void theManifestsClassPathJarsAreStampedToo(@TempDir Path jars) throws IOException {
        Path lib = Files.createDirectories(jars.resolve("lib"));
        Files.writeString(lib.resolve("a.jar"), "abc");
        Path jar = jars.resolve("flint.jar");
        java.util.jar.Manifest manifest = new java.util.jar.Manifest();
        manifest.getMainAttributes().put(java.util.jar.Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(java.util.jar.Attributes.Name.CLASS_PATH, "lib/a.jar lib/missing.jar");
        try (var out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar), manifest)) {
            out.putNextEntry(new java.util.zip.ZipEntry("x.txt"));
        }
        List<JarStamp> stamps = ArchiveCache.stamps(List.of(jar.toString()));
        assertEquals(List.of(jar.toString(), lib.resolve("a.jar").toString(), lib.resolve("missing.jar").toString()),
                stamps.stream().map(JarStamp::path).toList());
        assertEquals(3, stamps.get(1).bytes());
        assertFalse(stamps.get(2).modifiedMillis() > 0);
    }

    private static <T> T assertInstance(Class<T> type, Object value) {
        assertTrue(type.isInstance(value), String.valueOf(value));
        return type.cast(value);
    }
}
