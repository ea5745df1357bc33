package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Files users try that Flint does not read (testdata/hostile/refuse, made by make-hostile.sh with the real
 * tools where there are any) get one line that says what the file looks like; hostile folded counts are
 * refused with the line that holds them.
 */
class ForeignFormatsTest {
    private static final Path REFUSE = Path.of("testdata/hostile/refuse");

    private static String error(String name) {
        Path file = REFUSE.resolve(name);
        ProfileFormatException e = assertThrows(ProfileFormatException.class, () -> ProfileLoader.load(file));
        String prefix = file + ": ";
        assertEquals(prefix, e.getMessage().substring(0, prefix.length()), e.getMessage());
        return e.getMessage().substring(prefix.length());
    }

    @Test
    void eachForeignFormatIsNamed() {
        Map<String, String> expected = new TreeMap<>(Map.ofEntries(
                Map.entry("stacks.folded.xz", "an xz-compressed file: decompress it first (xz -d)"),
                Map.entry("stacks.folded.zst", "a zstd-compressed file: decompress it first (zstd -d)"),
                Map.entry("stacks.folded.bz2", "a bzip2-compressed file: decompress it first (bunzip2)"),
                Map.entry("stacks.folded.lz4", "an lz4-compressed file: decompress it first (lz4 -d)"),
                Map.entry("stacks.zip", "a zip archive: extract the profile from it first"),
                Map.entry("archive.7z", "a 7z archive: extract the profile from it first"),
                Map.entry("double-gzip.folded.gz", "a gzip file inside a gzip file: decompress it once first"),
                Map.entry("devtools-recording.json", ForeignFormats.devtoolsRecording()),
                Map.entry("Info.plist", ForeignFormats.plist()),
                Map.entry("xctrace-export.xml", "an Instruments (xctrace export) XML document: not supported"),
                Map.entry("error-page.html",
                        "an HTML page, not a profile (a saved web page or an error page instead of the download?)")));
        Map<String, String> actual = new TreeMap<>();
        for (String name : expected.keySet()) actual.put(name, error(name));
        assertEquals(expected, actual);
    }

    @Test
    void anInstrumentsTraceBundleIsADirectory(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path bundle = java.nio.file.Files.createDirectory(dir.resolve("Launch.trace"));
        ProfileFormatException e = assertThrows(ProfileFormatException.class, () -> ProfileLoader.load(bundle));
        assertEquals(bundle + ": " + ForeignFormats.instrumentsBundle(), e.getMessage());
    }

    @Test
    void foldedCountsAreDecimalNumbers() {
        String decimal = "the count must be a decimal number like 12 or 0.5: ";
        assertEquals("line 1: " + decimal + "'main;work 1d'", error("count-java-suffix.folded"));
        assertEquals("line 1: " + decimal + "'main;work 0x1p3'", error("count-hex-float.folded"));
        assertEquals("line 1: " + decimal + "'main;work -3'", error("count-negative.folded"));
        assertEquals("line 2: the line does not end in a count: 'main;idle NaN'", error("count-nan.folded"));
        assertEquals("line 2: the line does not end in a count: 'main;idle Infinity'", error("count-infinity.folded"));
        assertEquals("line 2: the counts add up to more than 9007199254740992, past what a double adds exactly: "
                + "not a real profile", error("count-sum-overflows.folded"));
        assertEquals(true, error("count-400-digits.folded").startsWith("line 1: " + decimal), "400 digits");
    }

    @Test
    void fractionalCountsStillLoad() throws Exception {
        assertEquals(2.5, Loads.text("main;a 1.5\nmain 1\n", "f.folded").threads().get(0).samples().weight(0) + 1);
        assertEquals(Double.NaN, FoldedStacksImporter.decimalCount("1."));
        assertEquals(Double.NaN, FoldedStacksImporter.decimalCount(".5"));
        assertEquals(Double.NaN, FoldedStacksImporter.decimalCount("1e3"));
        assertEquals(12.25, FoldedStacksImporter.decimalCount("12.25"));
    }
}
