package dev.flint.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * The floor a single-threaded JSON reader can reach: gunzip (when the file starts with the gzip magic) and
 * one Jackson token pass over the whole file, nothing kept. {@code tools/bench-cold.sh} times it as a whole
 * process next to {@code flint info}.
 * <pre>
 * java -cp 'target/flint.jar:target/flint-bench.jar:target/lib/*:target/bench-lib/*' dev.flint.bench.JacksonPass FILE
 * </pre>
 */
public final class JacksonPass {
    private JacksonPass() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: JacksonPass FILE");
            System.exit(2);
        }
        Path file = Path.of(args[0]);
        long tokens = 0;
        try (InputStream raw = new BufferedInputStream(Files.newInputStream(file), 1 << 16)) {
            raw.mark(2);
            boolean gzip = raw.read() == 0x1f && raw.read() == 0x8b;
            raw.reset();
            InputStream in = gzip ? new GZIPInputStream(raw, 1 << 16) : raw;
            try (JsonParser parser = new JsonFactory().createParser(in)) {
                for (JsonToken t = parser.nextToken(); t != null; t = parser.nextToken()) tokens++;
            }
        }
        System.out.println(tokens + " tokens");
    }
}
