package dev.flint.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every test source that reads ../shared goes through {@link SharedTestdata} (so it skips, saying so, on a plain
 * clone) and carries its tag (so CI's second pass, {@code -Dgroups=shared-testdata}, runs it with ../shared).
 * A test that named the folder itself failed on a fresh clone; one without the tag would lose its shared
 * coverage in CI without a word.
 */
class SharedTestdataTagTest {
    @Test
    void everyTestReadingTheSharedFolderSkipsWithoutItAndIsTagged() throws IOException {
        List<String> wrong = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(Path.of("src/test/java"))) {
            for (Path file : walk.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                if (file.getFileName().toString().startsWith("SharedTestdata")) continue;
                String code = withoutComments(Files.readString(file, StandardCharsets.UTF_8));
                if (code.contains("../shared") || code.contains("flint.sharedTestdata")) {
                    wrong.add(file + ": names ../shared itself (use SharedTestdata)");
                }
                if (code.contains("SharedTestdata.") && !code.contains("@Tag(SharedTestdata.TAG)")) {
                    wrong.add(file + ": reads ../shared without @Tag(SharedTestdata.TAG)");
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    private static String withoutComments(String code) {
        return code.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("(?m)^\\s*//.*$", "");
    }
}
