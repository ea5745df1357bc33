package dev.flint.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.importer.ProfileFormatException;
import dev.flint.model.Categories;
import dev.flint.model.Profile;
import dev.flint.model.ProfileFormat;
import dev.flint.model.ProfileThread;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class SmokeCheckTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void printsOneLinePerLoadedFile() {
        SmokeCheck.Loader loader = file -> profileWithSamples(3, 1);

        int status = run(List.of(Path.of("/p/ä b.cpuprofile")), loader);

        assertEquals(0, status);
        assertEquals("smoke ok: cpuprofile, 2 threads, 4 samples: /p/ä b.cpuprofile\n", text(out));
        assertEquals("", text(err));
    }

    @Test
    void badFileIsOneErrorLineAndStatusOne() {
        SmokeCheck.Loader loader = file -> {
            throw new ProfileFormatException(file.toString(), "byte 0", "not JSON");
        };

        int status = run(List.of(Path.of("/p/x.cpuprofile")), loader);

        assertEquals(1, status);
        assertEquals("", text(out));
        assertEquals("/p/x.cpuprofile: byte 0: not JSON\n", text(err));
    }

    @Test
    void missingFileThroughTheRealLoader() {
        int status = SmokeCheck.run(launch(Path.of("/nonexistent/x.cpuprofile")), print(out), print(err));

        assertEquals(1, status);
        assertEquals("/nonexistent/x.cpuprofile: no such file\n", text(err));
    }

    @Test
    void noFileIsAUsageError() {
        assertEquals(2, run(List.of(), file -> profileWithSamples(1)));
        assertEquals("usage: flint --smoke FILE...\n", text(err));
    }

    @Test
    void argumentThatIsNoPathHereFailsTheCheck() {
        var launch = new LaunchArguments(List.of(Path.of("/p/ok.cpuprofile")), List.of("pr??file: not representable"),
                true, false);

        int status = SmokeCheck.run(launch, file -> profileWithSamples(1), print(out), print(err));

        assertEquals(1, status);
        assertEquals("smoke ok: cpuprofile, 1 thread, 1 sample: /p/ok.cpuprofile\n", text(out));
        assertEquals("pr??file: not representable\n", text(err));
    }

    private int run(List<Path> files, SmokeCheck.Loader loader) {
        return SmokeCheck.run(launch(files.toArray(Path[]::new)), loader, print(out), print(err));
    }

    private static LaunchArguments launch(Path... files) {
        return new LaunchArguments(List.of(files), List.of(), true, false);
    }

    private static Profile profileWithSamples(int... samplesPerThread) {
        List<ProfileThread> threads = new java.util.ArrayList<>();
        for (int i = 0; i < samplesPerThread.length; i++) {
            ProfileThread thread = ProfileThread.empty(1, i + 1, "t" + i, "");
            for (int s = 0; s < samplesPerThread[i]; s++) thread.samples().add(-1, s);
            threads.add(thread);
        }
        return new Profile(ProfileFormat.CPUPROFILE, threads, new Categories(), false);
    }

    private static PrintStream print(ByteArrayOutputStream bytes) {
        return new PrintStream(bytes, true, StandardCharsets.UTF_8);
    }

    private static String text(ByteArrayOutputStream bytes) {
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
