package dev.flint.importer.speedscope;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.importer.ProfileLoader;
import dev.flint.importer.ProgressListener;
import dev.flint.importer.SourceBytes;
import dev.flint.model.Profile;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A hostile speedscope file costs what its samples cost: many profiles over one big shared frame table (issue
 * 33: 20,000 profiles over 1 M frames took 24.5 s and 1.48 GB in flint calls). Each profile used to get an
 * array as long as shared.frames (2,000 x 200,000 x 4 bytes = 1.6 GB allocated here); it now maps only the
 * frames it names. Checked on the bytes the loading thread allocates, which a busy machine does not change.
 */
class SpeedscopeSharedFramesCostTest {
    private static final int PROFILES = 2_000;
    private static final int FRAMES = 200_000;

    @Test
    void manyProfilesOverOneBigFrameTableAllocateAboutTheFileNotProfilesTimesFrames() throws Exception {
        StringBuilder json = new StringBuilder("{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\",")
                .append("\"shared\":{\"frames\":[");
        for (int i = 0; i < FRAMES; i++) json.append(i == 0 ? "" : ",").append("{\"name\":\"f").append(i).append("\"}");
        json.append("]},\"profiles\":[");
        for (int p = 0; p < PROFILES; p++) {
            int base = (int) ((long) p * 7919 % (FRAMES - 2));
            json.append(p == 0 ? "" : ",").append("{\"type\":\"sampled\",\"name\":\"p").append(p)
                    .append("\",\"unit\":\"milliseconds\",\"startValue\":0,\"endValue\":2,\"samples\":[[")
                    .append(base).append(',').append(base + 1).append("],[").append(base).append("]],\"weights\":[1,1]}");
        }
        json.append("]}");
        byte[] bytes = json.toString().getBytes(StandardCharsets.UTF_8);

        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        Profile profile = ProfileLoader.load(SourceBytes.of(bytes, "hostile.speedscope.json"), ProgressListener.NONE);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;

        assertEquals(PROFILES, profile.threads().size());
        assertEquals(2, profile.threads().get(0).funcs().size(), "a profile holds the frames it names");
        // The file is 5 MB; its frames and threads take a few hundred MB to read at most, not 1.6 GB.
        assertTrue(allocated < 600L << 20, (allocated >> 20) + " MB allocated for a " + (bytes.length >> 20) + " MB file");
    }
}
