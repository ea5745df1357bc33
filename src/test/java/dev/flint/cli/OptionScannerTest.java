package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OptionScannerTest {
    private static List<String> scan(String... args) {
        OptionScanner scanner = new OptionScanner(List.of(args), Set.of("--json"), Set.of("--thread"));
        List<String> seen = new ArrayList<>();
        while (scanner.hasNext()) {
            OptionScanner.Option option = scanner.next();
            seen.add(option.positional() ? "word " + option.value() : option.name() + " " + option.value());
        }
        return seen;
    }

    private static String refusal(String... args) {
        return assertThrows(IllegalArgumentException.class, () -> scan(args)).getMessage();
    }

    @Test
    void wordsFlagsAndBothSpellingsOfAnOption() {
        assertEquals(List.of("word f", "--thread 1:2", "--json null", "--thread a=b", "word g"),
                scan("f", "--thread", "1:2", "--json", "--thread=a=b", "g"));
    }

    @Test
    void badArgumentsAreNamed() {
        assertEquals("unknown option --threads=1", refusal("f", "--threads=1"));
        assertEquals("--thread needs a value", refusal("f", "--thread"));
        assertEquals("--json takes no value", refusal("--json=yes"));
    }
}
