package dev.flint.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A load passes its progress on to the window at most every {@link ProfileLoading#SHOWN_EVERY_NANOS} (each report the
 * window shows costs a pulse and a frame beside the load), and always the file's end: the reader reports every
 * megabyte, and a 30 MB file read in well under a second gave the window 30 texts.
 */
class ProfileLoadingProgressTest {
    private static final int MEGABYTES = 30;

    /** A Chrome trace of two events padded with whitespace to {@link #MEGABYTES} MB: read fast, reported every megabyte. */
    private static Path paddedTrace(Path dir) throws IOException {
        Path file = dir.resolve("padded.json");
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("[{\"name\":\"a\",\"ph\":\"X\",\"ts\":0,\"dur\":10,\"pid\":1,\"tid\":1},");
            char[] spaces = new char[1 << 20];
            java.util.Arrays.fill(spaces, ' ');
            for (int i = 0; i < MEGABYTES; i++) out.write(spaces);
            out.write("{\"name\":\"b\",\"ph\":\"X\",\"ts\":20,\"dur\":10,\"pid\":1,\"tid\":1}]");
        }
        return file;
    }

    @Test
    void progressReachesTheWindowAtMostFourTimesASecondAndAtTheFilesEnd(@TempDir Path dir) throws Exception {
        Path file = paddedTrace(dir);
        List<String> messages = Collections.synchronizedList(new ArrayList<>());
        List<Double> fractions = Collections.synchronizedList(new ArrayList<>());
        long start = System.nanoTime();
        ProfileLoading.load(List.of(file), new ProfileLoading.Progress() {
            @Override public void message(String text) { messages.add(text); }
            @Override public void fraction(double done) { fractions.add(done); }
            @Override public boolean isCancelled() { return false; }
        });
        long elapsedNanos = System.nanoTime() - start;
        List<String> read = messages.stream().filter(text -> text.contains(" MB")).toList();
        // The first report, then one per interval the load lasted: however slow the machine, never one per megabyte.
        long allowed = 1 + elapsedNanos / ProfileLoading.SHOWN_EVERY_NANOS + 1;
        assertTrue(read.size() <= Math.min(allowed, MEGABYTES / 2), read.size() + " reports in " + elapsedNanos / 1_000_000 + " ms: " + read);
        long size = Files.size(file);
        assertEquals(new dev.flint.viewmodel.LoadProgressText("padded.json", 0).text(size, size, 0), read.get(read.size() - 1),
                "the file's end is shown");
        assertEquals(1.0, fractions.get(fractions.size() - 1), 1e-9);
    }
}
