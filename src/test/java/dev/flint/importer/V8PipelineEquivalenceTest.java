package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.cli.Cli;
import dev.flint.model.Categories;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * One V8 profile, three carriers: the .cpuprofile itself, the CpuProfile event DevTools wraps it in, and
 * Profile + ProfileChunk events (nodes linked by parent, as Chrome streams them). One reader and one builder
 * serve all three, so tables, categories, trees and calls must be the same.
 */
class V8PipelineEquivalenceTest {
    private static final Path CPU_PROFILE = Path.of("testdata/cpuprofile/node-small.cpuprofile");
    /** The same profile in a CpuProfile event and as Profile/ProfileChunk events (testdata/v8/make-fixtures.py). */
    private static final Path CPU_PROFILE_EVENT = Path.of("testdata/v8/node-small-cpuprofile-event.json");
    private static final Path CHUNKS = Path.of("testdata/v8/node-small-chunks.json");

    @Test
    void tablesAndCategoriesAreTheSame() throws Exception {
        String expected = tables(ProfileLoader.load(CPU_PROFILE));
        assertEquals(expected, tables(ProfileLoader.load(CPU_PROFILE_EVENT)));
        assertEquals(expected.replaceAll("end=[^ ]*", ""), tables(ProfileLoader.load(CHUNKS)).replaceAll("end=[^ ]*", ""));
        assertEquals("Other Idle JavaScript GC / CC", categories(ProfileLoader.load(CPU_PROFILE).categories()));
    }

    @Test
    void treesAndCallsAreTheSame() {
        for (String[] command : new String[][] {{"tree"}, {"tree", "--transform", "focus-category=JavaScript"},
                {"tree", "--implementation", "js", "--inverted"}, {"calls"}}) {
            String expected = run(command, CPU_PROFILE);
            assertEquals(expected, run(command, CPU_PROFILE_EVENT), String.join(" ", command));
            assertEquals(expected, run(command, CHUNKS), String.join(" ", command));
        }
    }

    private static String run(String[] command, Path file) {
        String[] args = new String[command.length + 1];
        args[0] = command[0];
        args[1] = file.toString();
        System.arraycopy(command, 1, args, 2, command.length - 1);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    private static String categories(Categories categories) {
        StringBuilder names = new StringBuilder();
        for (int c = 0; c < categories.size(); c++) names.append(c == 0 ? "" : " ").append(categories.get(c).name());
        return names.toString();
    }

    /** Every table a view reads, as text. */
    private static String tables(Profile profile) {
        StringBuilder out = new StringBuilder(categories(profile.categories())).append('\n');
        ProfileThread thread = profile.threads().stream().filter(t -> t.cpuProfile() != null).findFirst().orElseThrow();
        out.append(thread.key()).append(" start=").append(thread.cpuProfile().startMicros())
                .append(" end=").append(thread.cpuProfile().endMicros()).append('\n');
        for (int f = 0; f < thread.funcs().size(); f++) {
            out.append("func ").append(thread.funcName(f)).append(' ').append(thread.funcs().fileName(f) < 0 ? ""
                    : thread.strings().get(thread.funcs().fileName(f))).append(':').append(thread.funcs().line(f))
                    .append(':').append(thread.funcs().column(f)).append(" js=").append(thread.funcs().isJS(f))
                    .append(" relevant=").append(thread.funcs().relevantForJS(f)).append('\n');
        }
        for (int f = 0; f < thread.frames().size(); f++) {
            out.append("frame ").append(thread.frames().func(f)).append(" category=")
                    .append(thread.frames().category(f)).append('\n');
        }
        for (int s = 0; s < thread.stacks().size(); s++) {
            out.append("stack ").append(thread.stacks().prefix(s)).append(' ').append(thread.stacks().frame(s))
                    .append(" node=").append(thread.cpuProfile().nodeIdByStack()[s]).append('\n');
        }
        for (int i = 0; i < thread.samples().size(); i++) {
            out.append("sample ").append(thread.samples().stack(i)).append(' ').append(thread.samples().timeMicros(i))
                    .append(' ').append(thread.samples().weight(i)).append('\n');
        }
        return out.toString();
    }
}
