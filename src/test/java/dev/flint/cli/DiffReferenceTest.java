package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.flint.testing.SharedTestdata;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code flint diff} against tools/diff-reference.py, an implementation of DESIGN.md's diff rules written
 * from the text alone, over a fixed seed of generated folded and .cpuprofile pairs (shared and one-sided
 * functions, recursion, URLs across origins, transforms, --inverted, --normalize, --json, a mixed-unit
 * pair), plus the shared real .cpuprofile pairs when ../shared is there. tools/diff-check.py makes the
 * cases and compares; skipped when python3 is absent. More cases: -Dflint.diffCheck.seed=S
 * -Dflint.diffCheck.count=N.
 */
@Tag(SharedTestdata.TAG)
class DiffReferenceTest {
    @TempDir
    Path dir;

    @Test
    void flintDiffAgreesWithTheIndependentReference() throws Exception {
        assumeTrue(pythonAvailable(), "python3 is not installed");
        String seed = System.getProperty("flint.diffCheck.seed", "16");
        String count = System.getProperty("flint.diffCheck.count", "80");
        List<String> make = new ArrayList<>(List.of("python3", "tools/diff-check.py", "make", dir.toString(),
                "--seed", seed, "--count", count));
        Path shared = SharedTestdata.fileOrNull("cpuprofile");
        if (shared != null) {
            make.addAll(List.of("--shared", shared.getParent().toString()));
        }
        assertEquals(0, python(make).status, "diff-check.py make failed");

        List<String> cases = Files.readAllLines(dir.resolve("cases.tsv"), StandardCharsets.UTF_8);
        Path actual = Files.createDirectories(dir.resolve("actual"));
        for (int k = 0; k < cases.size(); k++) {
            List<String> args = new ArrayList<>(List.of("diff"));
            args.addAll(List.of(cases.get(k).split("\t")));
            CliRun run = CliRun.of(args.toArray(String[]::new));
            Files.writeString(actual.resolve(k + ".out"), run.out(), StandardCharsets.UTF_8);
            Files.writeString(actual.resolve(k + ".status"), Integer.toString(run.status()));
        }
        Result check = python(List.of("python3", "tools/diff-check.py", "check", dir.toString()));
        assertEquals(0, check.status, check.output);
    }

    private record Result(int status, String output) {}

    private static Result python(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        return new Result(p.exitValue(), output);
    }

    private static boolean pythonAvailable() {
        try {
            Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }
}
