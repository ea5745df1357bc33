package dev.flint.bench;

import dev.flint.model.ProfileThread;
import dev.flint.model.ResourceKind;
import dev.flint.symbols.SymbolFiles;
import dev.flint.symbols.SymbolTable;
import dev.flint.symbols.Symbolication;
import dev.flint.symbols.Symbolicator;
import java.io.BufferedWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * Reading a large Breakpad file and applying it to a large native thread, on synthetic data of a
 * realistic shape (libxul-like: many functions with line records, some inlined calls; a deep stack tree
 * of unsymbolicated addresses). Prints the figures; warm runs after two untimed ones.
 *
 * <pre>
 * mvn -q -o -DskipTests package
 * java -cp 'target/flint.jar:target/flint-bench.jar:target/lib/*:target/bench-lib/*' dev.flint.bench.SymbolicationBenchmark [FUNCS] [FRAMES] [SAMPLES]
 * </pre>
 * Defaults: 200,000 functions, 100,000 distinct frame addresses, 1,000,000 samples.
 */
public final class SymbolicationBenchmark {
    private SymbolicationBenchmark() {}

    public static void main(String[] args) throws Exception {
        int funcs = args.length > 0 ? Integer.parseInt(args[0]) : 200_000;
        int frames = args.length > 1 ? Integer.parseInt(args[1]) : 100_000;
        int samples = args.length > 2 ? Integer.parseInt(args[2]) : 1_000_000;
        Path sym = Files.createTempFile("flint-bench", ".sym");
        try {
            writeSymFile(sym, funcs);
            ProfileThread thread = nativeThread(frames, samples, funcs * 64L);
            System.out.printf("sym file: %,d functions, %.1f MB; thread: %,d frames, %,d stacks, %,d samples%n",
                    funcs, Files.size(sym) / 1e6, thread.frames().size(), thread.stacks().size(), thread.samples().size());
            for (int run = 0; run < 5; run++) {
                long start = System.nanoTime();
                SymbolTable table = SymbolFiles.read(sym);
                long read = System.nanoTime();
                Symbolication result = Symbolicator.apply(thread, table);
                long applied = System.nanoTime();
                if (run < 2) continue;
                System.out.printf("run %d: read %.0f ms (%.0f MB/s), apply %.0f ms, %,d frames resolved, %,d funcs mapped%n",
                        run - 1, (read - start) / 1e6, Files.size(sym) / 1e6 / ((read - start) / 1e9),
                        (applied - read) / 1e6, result.resolvedFrames(), result.funcMap().size());
            }
        } finally {
            Files.deleteIfExists(sym);
        }
    }

    /** Functions 64 bytes apart, four line records each, an inlined call in every tenth. */
    private static void writeSymFile(Path sym, int funcs) throws Exception {
        try (BufferedWriter out = Files.newBufferedWriter(sym)) {
            out.write("MODULE Linux x86_64 BENCH0000000000000000000000000000 libbench.so\n");
            out.write("FILE 0 src/bench.cpp\nINLINE_ORIGIN 0 mozilla::detail::InlinedHelper()\n");
            for (int f = 0; f < funcs; f++) {
                long start = f * 64L;
                out.write("FUNC " + Long.toHexString(start) + " 40 0 mozilla::dom::Function" + f + "(int, char const*)\n");
                for (int line = 0; line < 4; line++) {
                    out.write(Long.toHexString(start + line * 16L) + " 10 " + (f * 10 + line) + " 0\n");
                }
                if (f % 10 == 0) out.write("INLINE 0 " + (f * 10 + 1) + " 0 0 " + Long.toHexString(start + 16) + " 10\n");
            }
        }
    }

    /** A random stack tree over {@code frames} addresses in one library, samples on random stacks. */
    private static ProfileThread nativeThread(int frames, int samples, long addressSpace) {
        Random random = new Random(42);
        ProfileThread thread = ProfileThread.empty(1, 1, "bench", "bench");
        int lib = thread.libs().add(thread.strings().indexOf("libbench.so"), -1, thread.strings().indexOf("libbench.so"),
                thread.strings().indexOf("BENCH0000000000000000000000000000"), 0, addressSpace);
        int resource = thread.resources().add(thread.strings().indexOf("libbench.so"), ResourceKind.LIBRARY, lib);
        for (int f = 0; f < frames; f++) {
            long address = (long) (random.nextDouble() * addressSpace);
            int func = thread.funcs().add(thread.strings().indexOf("0x" + Long.toHexString(address)), resource, -1, -1, -1,
                    false, false);
            thread.frames().add(func, -1, -1, address, -1, -1, -1, 0);
        }
        int stacks = frames * 3;
        for (int s = 0; s < stacks; s++) {
            int prefix = s == 0 ? -1 : random.nextInt(s) - (random.nextInt(50) == 0 ? s : 0);
            thread.stacks().add(Math.max(-1, prefix), random.nextInt(frames));
        }
        for (int i = 0; i < samples; i++) thread.samples().add(random.nextInt(stacks), i * 1000.0);
        return thread;
    }
}
