import dev.flint.cli.Cli;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Records what the CLI prints for every file under the given folders, in one JVM, so a refactoring can be
 * checked for unchanged output (`diff -r BEFORE AFTER`). Each file gets info, tree (text and --json), calls
 * and export in each format; OUT/NNNN.COMMAND holds the exit status, stdout and stderr.
 *
 *   mvn -q -o -DskipTests package
 *   java -Xmx2g -cp 'target/classes:target/lib/*' tools/CliSnapshot.java OUT ../shared/testdata testdata
 */
public final class CliSnapshot {
    private static final String[][] COMMANDS = {
        {"info"}, {"tree"}, {"tree", "--json"}, {"calls"},
        {"export", "--format", "folded", "--output", "-"},
        {"export", "--format", "speedscope", "--output", "-"},
        {"export", "--format", "svg", "--output", "-"},
        {"export", "--format", "png", "--output", "-"},
    };

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args[0]);
        Files.createDirectories(out);
        List<Path> files = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            try (Stream<Path> walk = Files.walk(Path.of(args[i]))) {
                walk.filter(Files::isRegularFile).sorted().forEach(files::add);
            }
        }
        StringBuilder index = new StringBuilder();
        for (int n = 0; n < files.size(); n++) {
            Path file = files.get(n);
            index.append(String.format("%04d %s%n", n, file));
            for (String[] command : COMMANDS) {
                String[] full = new String[command.length + 1];
                full[0] = command[0];
                full[1] = file.toString();
                System.arraycopy(command, 1, full, 2, command.length - 1);
                ByteArrayOutputStream stdout = new ByteArrayOutputStream();
                ByteArrayOutputStream stderr = new ByteArrayOutputStream();
                int status;
                try (PrintStream o = new PrintStream(stdout, false, StandardCharsets.UTF_8);
                     PrintStream e = new PrintStream(stderr, false, StandardCharsets.UTF_8)) {
                    try {
                        status = Cli.run(full, o, e);
                    } catch (Throwable t) {
                        status = -1;
                        e.println("THROWN " + t);
                    }
                }
                String name = String.format("%04d.%s", n, String.join("_", command).replace("--", "").replace("_output_-", ""));
                byte[] head = ("status " + status + "\n--- stderr\n" + stderr.toString(StandardCharsets.UTF_8) + "--- stdout\n")
                        .getBytes(StandardCharsets.UTF_8);
                byte[] body = stdout.toByteArray();
                byte[] all = new byte[head.length + body.length];
                System.arraycopy(head, 0, all, 0, head.length);
                System.arraycopy(body, 0, all, head.length, body.length);
                Files.write(out.resolve(name), all);
            }
            System.err.print("\r" + (n + 1) + "/" + files.size());
        }
        Files.writeString(out.resolve("index.txt"), index);
        System.err.println();
    }
}
