package dev.flint.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.flint.cli.Cli;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Test helper: the call tree text `flint tree ARGS` prints (the CLI contract), failing on a non-zero exit. */
public final class TreeText {
    private TreeText() {}

    public static String tree(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] all = new String[args.length + 1];
        all[0] = "tree";
        System.arraycopy(args, 0, all, 1, args.length);
        int status = Cli.run(all, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }
}
