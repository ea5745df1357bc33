package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class HermesFrameNameTest {
    /** The pattern the reader used before: the split must stay the same, only linear. */
    private static final Pattern OLD = Pattern.compile("^(.*)\\((.*):(\\d+):(\\d+)\\)$");

    private static String split(HermesFrameName name) {
        return name == null ? null : name.function() + "|" + name.script() + "|" + name.line() + "|" + name.column();
    }

    private static String oldSplit(String name) {
        Matcher m = OLD.matcher(name);
        if (!m.matches() || m.group(2).isEmpty()) return null;
        return m.group(1) + "|" + m.group(2) + "|" + Integer.parseInt(m.group(3)) + "|" + Integer.parseInt(m.group(4));
    }

    @Test
    void splitsFunctionScriptLineAndColumn() {
        assertEquals("render|index.bundle|120|15", split(HermesFrameName.parse("render(index.bundle:120:15)")));
        assertEquals("f(x)(http://h:80/a|b).js|1|2", split(HermesFrameName.parse("f(x)(http://h:80/a(b).js:1:2)")),
                "the script starts after the last (, as the pattern's greedy split had it");
        assertEquals("|a.js|1|2", split(HermesFrameName.parse("(a.js:1:2)")));
        assertNull(HermesFrameName.parse("f(:1:2)"), "an empty script is no split");
        assertNull(HermesFrameName.parse("[Native] JSON.parse"));
        assertNull(HermesFrameName.parse("f(a.js:1:)"));
        assertNull(HermesFrameName.parse("f(a.js:1:2) "));
        assertNull(HermesFrameName.parse("f\n(a.js:1:2)"));
    }

    @Test
    void splitsAsThePatternDidOnRandomNames() {
        Random random = new Random(23);
        String alphabet = "((::)01a.\n";
        for (int n = 0; n < 200_000; n++) {
            StringBuilder name = new StringBuilder();
            int length = random.nextInt(12);
            for (int i = 0; i < length; i++) name.append(alphabet.charAt(random.nextInt(alphabet.length())));
            if (random.nextBoolean()) name.append(random.nextBoolean() ? ":1:2)" : "(s:3:4)");
            String text = name.toString();
            assertEquals(oldSplit(text), split(HermesFrameName.parse(text)), text);
        }
    }

    /** The pattern took minutes on this; a generous bound keeps the test about behaviour, not speed. */
    @Test
    void aNameOf200kParenthesesIsNoSplitAndCostsNothing() throws Exception {
        String name = "(".repeat(200_000);
        String almost = "(".repeat(200_000) + "a:1:2)";
        CompletableFuture<String> result = CompletableFuture.supplyAsync(
                () -> split(HermesFrameName.parse(name)) + " " + split(HermesFrameName.parse(almost)));
        assertEquals("null " + "(".repeat(199_999) + "|a|1|2", result.get(10, TimeUnit.SECONDS));
    }
}
