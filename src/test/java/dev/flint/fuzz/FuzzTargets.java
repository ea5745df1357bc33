package dev.flint.fuzz;

import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.model.Categories;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.symbols.SymbolFileException;
import dev.flint.symbols.SymbolFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.zip.CRC32;

/**
 * The fuzz targets: each takes one input and throws when the oracle rejects what Flint did with it. The
 * Jazzer entry points ({@code jazzer/FlintFuzzTest}) and the regression tests over saved findings
 * ({@code FuzzFindingsTest}) both call these, so a finding replays exactly.
 */
public final class FuzzTargets {
    /** Where the CLI-driven targets write their input; a RAM disk when there is one. */
    private static final Path SCRATCH = scratchDir();

    private FuzzTargets() {}

    /** The targets by name, as {@code -Dtest=FlintFuzzTest#NAME} and the findings directories name them. */
    public enum Target {
        cpuprofile, chromeTrace, selfProfile, gecko, processed, folded, perfScript, pprof, jfr, heapProfile, dtrace,
        macosSample, v8Log, v8Preprocess, otlp, perfetto, symbols, tree, calls, sourceMap;

        public void run(byte[] input) {
            switch (this) {
                case symbols -> FuzzTargets.symbols(input);
                case tree -> FuzzTargets.tree(input);
                case calls -> FuzzTargets.calls(input);
                case sourceMap -> SourceMapOracle.check(input);
                default -> FuzzTargets.importer(input, name());
            }
        }
    }

    /**
     * An importer: the input loads into a consistent profile and {@code flint info} (which also integrates
     * every thread) prints real numbers, or it is refused in one line; then every thread's call tree builds
     * (info built them too until it stopped building what it does not print).
     */
    static void importer(byte[] input, String target) {
        String name = target + "-input";
        Profile profile = FuzzOracle.load(input, name);
        if (profile == null) return;
        Path file = scratch(input, name);
        CliRun run = CliRun.of(List.of("info", file.toString()));
        FuzzOracle.checkRun(run, file.toString(), input);
        if (run.status() != 0) return;
        FuzzOracle.checkJson(run.out(), run);
        Categories categories = profile.categories();
        int defaultCategory = categories == null || categories.size() == 0 ? -1 : categories.defaultCategory();
        for (ProfileThread thread : profile.threads()) {
            try {
                CallTree.build(thread, CallTreeOptions.DEFAULT.withDefaultCategory(defaultCategory));
            } catch (RuntimeException e) {
                throw new FuzzFinding("the call tree of " + thread.key() + " failed", e);
            }
        }
    }

    /**
     * The call tree path: the input loads, then {@code flint tree} with up to three transforms built from the
     * thread's own function names, a selected and an expanded path, maybe inverted, maybe another
     * implementation, as text or JSON. The options are drawn from the input's CRC, so an input replays them.
     */
    static void tree(byte[] input) {
        String name = "tree-input";
        Profile profile = FuzzOracle.load(input, name);
        if (profile == null || profile.threads().isEmpty()) return;
        Random random = new Random(crc(input));
        ProfileThread thread = profile.threads().get(random.nextInt(profile.threads().size()));
        Path file = scratch(input, name);
        List<String> args = new ArrayList<>(List.of("tree", file.toString()));
        if (random.nextInt(3) == 0) args.addAll(List.of("--thread", thread.pid() + ":" + thread.tid()));
        int transforms = random.nextInt(4);
        for (int i = 0; i < transforms; i++) args.addAll(List.of("--transform", transform(thread, random)));
        if (random.nextBoolean()) args.add("--inverted");
        if (random.nextInt(4) == 0) args.addAll(List.of("--implementation", random.nextBoolean() ? "js" : "cpp"));
        if (random.nextBoolean()) args.addAll(List.of("--select", path(thread, random)));
        if (random.nextBoolean()) args.addAll(List.of("--expand", path(thread, random)));
        boolean json = random.nextBoolean();
        if (json) args.add("--json");
        CliRun run = CliRun.of(args);
        FuzzOracle.checkRun(run, file.toString(), input);
        if (run.status() != 0) return;
        if (json) FuzzOracle.checkJson(run.out(), run);
        else FuzzOracle.checkTreeText(run.out(), run);
    }

    /** The timeline path: {@code flint calls} on every thread DevTools would show, then on one picked thread. */
    static void calls(byte[] input) {
        String name = "calls-input";
        Profile profile = FuzzOracle.load(input, name);
        if (profile == null) return;
        Path file = scratch(input, name);
        CliRun all = CliRun.of(List.of("calls", file.toString()));
        FuzzOracle.checkRun(all, file.toString(), input);
        if (all.status() == 0) FuzzOracle.checkJson(all.out(), all);
        if (profile.threads().isEmpty()) return;
        ProfileThread thread = profile.threads().get(new Random(crc(input)).nextInt(profile.threads().size()));
        CliRun one = CliRun.of(List.of("calls", file.toString(), "--thread", thread.pid() + ":" + thread.tid()));
        FuzzOracle.checkRun(one, file.toString(), input);
        if (one.status() == 0) FuzzOracle.checkJson(one.out(), one);
    }

    /**
     * Symbol files (Breakpad {@code .sym} and {@code nm} output, told apart by content): read cleanly or
     * refused, and a table that reads symbolicates the native test profile through {@code flint tree}.
     */
    static void symbols(byte[] input) {
        Path file = scratch(input, "example.sym");
        try {
            SymbolFiles.read(file);
        } catch (SymbolFileException e) {
            if (e.getMessage().contains("\n") || !e.getMessage().startsWith(file.toString())) {
                throw new FuzzFinding("symbol file refusal is not one line naming the file: " + e.getMessage(), e);
            }
            return;
        }
        Path profile = Path.of("testdata/native/example-native.json");
        if (!Files.exists(profile)) return;
        CliRun run = CliRun.of(List.of("tree", profile.toString(), "--symbols", file.toString()));
        // The table may be for another library: that is one usage line (exit 2), not a bug.
        FuzzOracle.checkRun(run, file.toString(), input);
        if (run.status() == 0) FuzzOracle.checkTreeText(run.out(), run);
    }

    private static String transform(ProfileThread thread, Random random) {
        String[] funcTypes = {"focus-function", "merge-function", "drop-function", "collapse-function-subtree",
                "collapse-direct-recursion", "collapse-recursion", "focus-self"};
        String[] pathTypes = {"focus-subtree", "merge-call-node", "merge-subtree"};
        String options = switch (random.nextInt(6)) {
            case 0 -> "[js]";
            case 1 -> "[cpp]";
            case 2 -> "[inverted]";
            default -> "";
        };
        return switch (random.nextInt(4)) {
            case 0, 1 -> funcTypes[random.nextInt(funcTypes.length)] + "=" + funcName(thread, random);
            case 2 -> pathTypes[random.nextInt(pathTypes.length)] + options + "=" + path(thread, random);
            default -> random.nextBoolean() ? "focus-category=" + (random.nextBoolean() ? "JavaScript" : "Other")
                    : "collapse-resource=" + funcName(thread, random);
        };
    }

    private static String funcName(ProfileThread thread, Random random) {
        int funcs = thread.funcs().size();
        return funcs == 0 ? "main" : thread.funcName(random.nextInt(funcs));
    }

    /** The names of a sampled stack, root first, cut at a random depth. */
    private static String path(ProfileThread thread, Random random) {
        int samples = thread.samples().size();
        if (samples == 0) return "main";
        List<String> names = new ArrayList<>();
        for (int s = thread.samples().stack(random.nextInt(samples)); s >= 0 && names.size() < 10_000;
             s = thread.stacks().prefix(s)) {
            names.add(0, thread.funcName(thread.frames().func(thread.stacks().frame(s))));
        }
        if (names.isEmpty()) return "main";
        return String.join(";", names.subList(0, 1 + random.nextInt(names.size())));
    }

    private static long crc(byte[] input) {
        CRC32 crc = new CRC32();
        crc.update(input);
        return crc.getValue();
    }

    private static Path scratch(byte[] input, String name) {
        try {
            Path file = SCRATCH.resolve(name);
            Files.write(file, input);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path scratchDir() {
        try {
            Path shm = Path.of("/dev/shm");
            Path parent = Files.isDirectory(shm) && Files.isWritable(shm) ? shm : Path.of(System.getProperty("java.io.tmpdir"));
            Path dir = Files.createTempDirectory(parent, "flint-fuzz-");
            dir.toFile().deleteOnExit();
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
