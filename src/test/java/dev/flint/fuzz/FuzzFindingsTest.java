package dev.flint.fuzz;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.flint.fuzz.FuzzTargets.Target;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every input the fuzzers found a bug with (testdata/fuzz/findings/TARGET/NAME) goes through its target's
 * oracle again: it must now load with real output everywhere, or be refused in one clean line. The
 * per-finding expectations (which line, which message) are in FuzzFindingsExpectationsTest.
 */
class FuzzFindingsTest {
    static final Path FINDINGS = Path.of("testdata/fuzz/findings");

    /**
     * Findings whose fix another helper owns and has not landed yet (file -> what and who); each still runs
     * and is reported as skipped. Empty this as fixes land: a finding that passes must not stay here.
     */
    static final Map<String, String> OPEN = Map.of();

    @TestFactory
    Stream<DynamicTest> everyFindingNowPassesItsOracle() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        try (Stream<Path> targets = Files.list(FINDINGS)) {
            for (Path dir : targets.sorted().toList()) {
                Target target = Target.valueOf(dir.getFileName().toString());
                try (Stream<Path> files = Files.list(dir)) {
                    for (Path file : files.sorted().toList()) {
                        String name = target + "/" + file.getFileName();
                        tests.add(DynamicTest.dynamicTest(name, () -> {
                            assumeFalse(OPEN.containsKey(name), () -> "open finding: " + OPEN.get(name));
                            target.run(Files.readAllBytes(file));
                        }));
                    }
                }
            }
        }
        assertFalse(tests.isEmpty(), "no findings under " + FINDINGS);
        return tests.stream();
    }
}
