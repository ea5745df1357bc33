package dev.flint.importer;

import com.fasterxml.jackson.core.JsonParser;
import dev.flint.model.Profile;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * The fast way through a .cpuprofile: the content inflated whole, its top-level {@code samples} and
 * {@code timeDeltas} (two thirds of a big profile's bytes) read by {@link IntegerList} on a second thread
 * while Jackson reads the rest (nodes, times) with those arrays emptied.
 *
 * <p>It only ever returns a profile or null. Null (the caller then reads the file with Jackson from the
 * start) when the content is larger than {@link CpuProfileImporter#MAX_FAST_BYTES}, cannot be inflated,
 * has a layout or a number the fast readers do not take, or has any error at all: every error message,
 * byte offset and warning is the one the Jackson path gives, because the Jackson path gives it.
 */
final class FastArrays {
    private FastArrays() {}

    /** How the importer reads the emptied content and adds the arrays. */
    @FunctionalInterface
    interface Reading {
        Profile read(JsonParser parser, String file, Lists arrays) throws IOException, ProfileFormatException;
    }

    /** The arrays being read on the worker; {@link #addTo} waits for them. */
    static final class Lists {
        private final FutureTask<IntegerList[]> task;

        private Lists(FutureTask<IntegerList[]> task) {
            this.task = task;
        }

        /** Adds the samples and time deltas to {@code builder}; false when either was not plain integers. */
        boolean addTo(V8ProfileBuilder builder) {
            IntegerList[] lists;
            try {
                lists = task.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            } catch (ExecutionException e) {
                return false;
            }
            if (lists[0] == null || lists[1] == null) return false;
            builder.addSamples(lists[0]);
            builder.addTimeDeltas(lists[1]);
            return true;
        }
    }

    /** The profile, or null when the caller must read the file with Jackson. */
    static Profile read(SourceBytes source, ProgressListener progress, String file, Reading reading) {
        byte[] content;
        int length;
        try (InputStream in = source.open(progress)) {
            content = new byte[(int) Math.min(CpuProfileImporter.MAX_FAST_BYTES + 1L,
                    Math.max(1 << 16, source.gzipped() ? source.storedSize() * 5 : source.storedSize() + 1))];
            length = 0;
            while (true) {
                if (length == content.length) {
                    if (length > CpuProfileImporter.MAX_FAST_BYTES) return null;
                    content = Arrays.copyOf(content, (int) Math.min(CpuProfileImporter.MAX_FAST_BYTES + 1L, 2L * length));
                }
                int n = in.read(content, length, content.length - length);
                if (n < 0) break;
                length += n;
            }
        } catch (IOException unreadable) {
            return null;
        }
        CpuProfileLayout layout = CpuProfileLayout.scan(content, length);
        if (layout == null) return null;
        FutureTask<IntegerList[]> task = new FutureTask<>(() -> new IntegerList[] {layout.samples(), layout.timeDeltas()});
        Thread worker = new Thread(task, "flint-cpuprofile-arrays");
        worker.setDaemon(true);
        worker.start();
        try (JsonParser parser = JsonInput.open(layout.withoutArrays())) {
            return reading.read(parser, file, new Lists(task));
        } catch (CancellationException cancelled) {
            throw cancelled;
        } catch (IOException | ProfileFormatException | RuntimeException anyError) {
            return null;
        } finally {
            task.cancel(true);
        }
    }
}
