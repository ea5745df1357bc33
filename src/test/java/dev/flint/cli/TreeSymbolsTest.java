package dev.flint.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** `flint tree --symbols` on seed 002's native profile (testdata/native). */
class TreeSymbolsTest {
    private static final String NATIVE = "testdata/native/example-native.json";
    private static final String SYM = "testdata/native/example.sym";

    private record Result(int status, String out, String err) {}

    private static Result tree(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> all = new ArrayList<>(List.of("tree"));
        all.addAll(List.of(args));
        int status = Cli.run(all.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void withoutSymbolsEachAddressIsANode() {
        Result result = tree(NATIVE, "--select", "0x09;0x11", "--expand", "0x03", "--expand", "0x09");
        assertEquals("""
                0x03 total=3 self=0
                  0x11 total=3 self=3
                0x09 total=3 self=0
                  0x11 total=3 self=3
                0x06 total=2 self=0
                  0x15 total=2 self=2
                0x02 total=1 self=1
                0x08 total=1 self=1
                selected: 0x09;0x11
                expanded: 0x03
                expanded: 0x09
                """, result.out());
    }

    @Test
    void symbolsCollapseTheAddressesAndKeepTheSelectionOnDoSomething() {
        Result result = tree(NATIVE, "--symbols", SYM, "--select", "0x09;0x11", "--expand", "0x03", "--expand", "0x09");
        assertEquals("", result.err());
        assertEquals("""
                main total=10 self=2
                  doSomething total=6 self=6
                  someInterlude total=2 self=2
                selected: main;doSomething
                expanded: main
                """, result.out());
    }

    @Test
    void version70FrameLibsAreSymbolicatedToo() {
        // The library only in frameTable.lib (no resourceTable.lib), as version 70 writes it.
        Result result = tree("testdata/native/example-native-frame-lib.json", "--symbols", SYM);
        assertEquals("", result.err());
        assertEquals("""
                main total=10 self=2
                  doSomething total=6 self=6
                  someInterlude total=2 self=2
                """, result.out());
    }

    @Test
    void transformsNameTheSymbolicatedFunctions() {
        Result result = tree(NATIVE, "--symbols", "testdata/native/example.nm", "--transform",
                "merge-function=main", "--select", "0x06;0x15");
        assertEquals("""
                doSomething(int) total=6 self=6
                someInterlude() total=2 self=2
                selected: someInterlude()
                """, result.out());
    }

    @Test
    void theInvertedSelectionIsLeafFirst() {
        Result result = tree(NATIVE, "--symbols", SYM, "--inverted", "--select", "0x11;0x03");
        assertEquals("""
                doSomething total=6 self=6
                  main total=6 self=0
                main total=2 self=2
                someInterlude total=2 self=2
                  main total=2 self=0
                selected: doSomething;main
                """, result.out());
    }

    @Test
    void badSymbolFilesAreOneLineErrors() {
        Result missing = tree(NATIVE, "--symbols", "testdata/native/missing.sym");
        assertEquals(Cli.EXIT_BAD_FILE, missing.status());
        assertEquals("testdata/native/missing.sym: no such file\n", missing.err());
        Result otherModule = tree("testdata/processed/hand-made.json", "--symbols", SYM);
        assertEquals(Cli.EXIT_USAGE, otherModule.status());
        assertEquals("testdata/processed/hand-made.json: --symbols testdata/native/example.sym: the symbols are for "
                + "module example (5EED0020000000000000000000000000), which is none of the thread's libraries "
                + "with native frames: libxul.so\n", otherModule.err());
    }
}
