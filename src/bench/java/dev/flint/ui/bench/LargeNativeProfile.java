package dev.flint.ui.bench;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;

/**
 * Writes a large unsymbolicated native profile (Firefox processed format, version 70, as seed 002's
 * {@code testdata/native/example-native.json}) and the Breakpad symbol file that resolves it, for the
 * scripted UI session and the pulse benchmark: no big file is committed, the same seed gives the same
 * files. Functions are 0x100 bytes apart; each has several sampled addresses, so symbolication collapses
 * many frames per function. Stacks are random walks of 3 to 24 frames from a pool (real profiles revisit
 * a few hot stacks); samples are 1 ms apart.
 */
public final class LargeNativeProfile {
    public static final String LIBRARY = "synthetic";
    public static final String BREAKPAD_ID = "5EED00FF000000000000000000000000";
    private static final int ADDRESSES_PER_FUNC = 4;

    private LargeNativeProfile() {}

    /** The two files written: the profile and its symbols. */
    public record Files2(Path profile, Path symbols) {}

    public static Files2 write(Path folder, int sampleCount, int funcCount, long seed) throws IOException {
        Random random = new Random(seed);
        int frameCount = funcCount * ADDRESSES_PER_FUNC;
        // Stack table: (prefix, frame) pairs from random walks, deduplicated.
        Map<Long, Integer> stackByKey = new HashMap<>();
        IntColumn stackFrame = new IntColumn();
        IntColumn stackPrefix = new IntColumn();
        int[] pool = new int[Math.max(1, sampleCount / 50)];
        for (int p = 0; p < pool.length; p++) {
            int func = random.nextInt(Math.min(6, funcCount));
            int depth = 3 + random.nextInt(22);
            int stack = -1;
            for (int level = 0; level < depth; level++) {
                int frame = func * ADDRESSES_PER_FUNC + random.nextInt(ADDRESSES_PER_FUNC);
                long key = ((long) stack << 32) | frame;
                Integer known = stackByKey.get(key);
                if (known == null) {
                    known = stackFrame.size();
                    stackFrame.add(frame);
                    stackPrefix.add(stack);
                    stackByKey.put(key, known);
                }
                stack = known;
                func = random.nextInt(funcCount);
            }
            pool[p] = stack;
        }
        Path profile = folder.resolve("large-native-" + sampleCount + ".json");
        try (BufferedWriter out = Files.newBufferedWriter(profile, StandardCharsets.UTF_8)) {
            out.write("{\"meta\":{\"version\":27,\"preprocessedProfileVersion\":70,\"interval\":1,\"startTime\":1700000000000,"
                    + "\"product\":\"Flint synthetic\",\"symbolicated\":false,"
                    + "\"categories\":[{\"name\":\"Other\",\"color\":\"grey\",\"subcategories\":[\"Other\"]}],"
                    + "\"sampleUnits\":{\"time\":\"ms\",\"eventDelay\":\"ms\",\"threadCPUDelta\":\"ns\"}},");
            out.write("\"libs\":[{\"name\":\"" + LIBRARY + "\",\"path\":\"/opt/" + LIBRARY + "\",\"debugName\":\"" + LIBRARY
                    + "\",\"debugPath\":\"/opt/" + LIBRARY + "\",\"breakpadId\":\"" + BREAKPAD_ID
                    + "\",\"codeId\":null,\"arch\":\"x86_64\"}],");
            // Strings: one per frame address (the unsymbolicated func names), then the library.
            out.write("\"shared\":{\"stringArray\":[");
            for (int f = 0; f < frameCount; f++) out.write("\"0x" + Long.toHexString(address(f)) + "\",");
            out.write("\"" + LIBRARY + "\"],");
            out.write("\"resourceTable\":{\"length\":1,\"lib\":[0],\"name\":[" + frameCount + "],\"host\":[null],\"type\":[1]},");
            out.write("\"funcTable\":{\"length\":" + frameCount + ",\"name\":");
            writeRange(out, frameCount);
            out.write(",\"isJS\":" + repeat("false", frameCount) + ",\"relevantForJS\":" + repeat("false", frameCount)
                    + ",\"resource\":" + repeat("0", frameCount) + ",\"source\":" + repeat("null", frameCount)
                    + ",\"lineNumber\":" + repeat("null", frameCount) + ",\"columnNumber\":" + repeat("null", frameCount) + "},");
            out.write("\"frameTable\":{\"length\":" + frameCount + ",\"address\":[");
            for (int f = 0; f < frameCount; f++) out.write((f == 0 ? "" : ",") + address(f));
            out.write("],\"inlineDepth\":" + repeat("0", frameCount) + ",\"category\":" + repeat("0", frameCount)
                    + ",\"subcategory\":" + repeat("0", frameCount) + ",\"func\":");
            writeRange(out, frameCount);
            out.write(",\"lib\":" + repeat("0", frameCount) + ",\"nativeSymbol\":" + repeat("null", frameCount)
                    + ",\"innerWindowID\":" + repeat("null", frameCount) + ",\"line\":" + repeat("null", frameCount)
                    + ",\"column\":" + repeat("null", frameCount) + "},");
            out.write("\"stackTable\":{\"length\":" + stackFrame.size() + ",\"frame\":[");
            for (int s = 0; s < stackFrame.size(); s++) out.write((s == 0 ? "" : ",") + stackFrame.get(s));
            out.write("],\"prefixOffset\":[");
            for (int s = 0; s < stackFrame.size(); s++) {
                int prefix = stackPrefix.get(s);
                out.write((s == 0 ? "" : ",") + (prefix < 0 ? 0 : s - prefix));
            }
            out.write("]}},\"threads\":[{\"name\":\"main\",\"processName\":\"synthetic\",\"processType\":\"default\","
                    + "\"pid\":\"1\",\"tid\":1,\"isMainThread\":true,\"registerTime\":0,\"unregisterTime\":null,");
            out.write("\"samples\":{\"length\":" + sampleCount + ",\"weightType\":\"samples\",\"weight\":null,\"stack\":[");
            // A skewed draw: a few stacks are hot. Runs of the same stack make long calls.
            int current = pool[0];
            for (int i = 0; i < sampleCount; i++) {
                if (random.nextInt(4) == 0) {
                    double skew = random.nextDouble();
                    current = pool[(int) (skew * skew * skew * pool.length)];
                }
                out.write((i == 0 ? "" : ",") + current);
            }
            out.write("],\"timeDeltas\":[0");
            for (int i = 1; i < sampleCount; i++) out.write(",1");
            out.write("]},\"markers\":{\"length\":0,\"name\":[],\"startTime\":[],\"endTime\":[],\"phase\":[],\"category\":[],\"data\":[]}}]}");
        }
        Path symbols = folder.resolve(LIBRARY + ".sym");
        try (BufferedWriter out = Files.newBufferedWriter(symbols, StandardCharsets.UTF_8)) {
            out.write("MODULE Linux x86_64 " + BREAKPAD_ID + " " + LIBRARY + "\n");
            out.write("FILE 0 synthetic.cpp\n");
            for (int func = 0; func < funcCount; func++) {
                out.write("FUNC " + Long.toHexString(0x1000L + 0x100L * func) + " 100 0 function" + func + "\n");
            }
        }
        return new Files2(profile, symbols);
    }

    /** Frame f is one of {@link #ADDRESSES_PER_FUNC} addresses inside function f / ADDRESSES_PER_FUNC. */
    private static long address(int frame) {
        return 0x1000L + 0x100L * (frame / ADDRESSES_PER_FUNC) + 0x10L * (1 + frame % ADDRESSES_PER_FUNC);
    }

    private static void writeRange(BufferedWriter out, int count) throws IOException {
        out.write('[');
        for (int i = 0; i < count; i++) out.write((i == 0 ? "" : ",") + i);
        out.write(']');
    }

    private static String repeat(String value, int count) {
        StringBuilder text = new StringBuilder(count * (value.length() + 1) + 2).append('[');
        for (int i = 0; i < count; i++) text.append(i == 0 ? "" : ",").append(value);
        return text.append(']').toString();
    }

    private static final class IntColumn {
        private int[] values = new int[1024];
        private int size;

        void add(int value) {
            if (size == values.length) values = java.util.Arrays.copyOf(values, size * 2);
            values[size++] = value;
        }

        int get(int index) { return values[index]; }
        int size() { return size; }
    }
}
