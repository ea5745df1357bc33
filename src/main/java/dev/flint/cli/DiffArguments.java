package dev.flint.cli;

import dev.flint.calltree.Implementation;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The parsed arguments of {@code flint diff BASE COMPARE} (DESIGN.md). Options take {@code --name VALUE}
 * or {@code --name=VALUE}; {@code --thread} picks the thread in both files, {@code --thread-base} and
 * {@code --thread-compare} override it for one side.
 */
record DiffArguments(String baseFile, String compareFile, String baseThread, String compareThread,
                     List<String> transforms, Implementation implementation, boolean inverted, boolean json,
                     boolean normalize, String sampleType, List<String> sourceMaps) {

    static final String USAGE = "usage: flint diff BASE COMPARE [--thread T] [--thread-base T] [--thread-compare T] "
            + "[--transform SPEC]... [--implementation combined|js|cpp] [--inverted] [--normalize] [--json] "
            + "[--sample-type TYPE] " + SourceMapOptions.USAGE;

    /** @throws IllegalArgumentException naming the bad argument */
    static DiffArguments parse(List<String> args) {
        List<String> files = new ArrayList<>();
        String thread = null;
        String baseThread = null;
        String compareThread = null;
        List<String> transforms = new ArrayList<>();
        Implementation implementation = Implementation.COMBINED;
        boolean inverted = false;
        boolean json = false;
        boolean normalize = false;
        String sampleType = null;
        List<String> sourceMaps = new ArrayList<>();
        // tree's own options are known here so that the error can say they belong to tree.
        OptionScanner scanner = new OptionScanner(args, Set.of("--inverted", "--json", "--normalize"),
                Set.of("--thread", "--thread-base", "--thread-compare", "--transform", "--implementation",
                        "--sample-type", "--select", "--expand", "--symbols", SourceMapOptions.OPTION));
        while (scanner.hasNext()) {
            OptionScanner.Option option = scanner.next();
            String value = option.value();
            if (option.positional()) {
                if (files.size() == 2) throw new IllegalArgumentException("unexpected argument " + value);
                files.add(value);
                continue;
            }
            String name = option.name();
            switch (name) {
                case "--json" -> json = true;
                case "--normalize" -> normalize = true;
                case "--inverted" -> inverted = true;
                case "--select", "--expand", "--symbols" ->
                        throw new IllegalArgumentException(name + " is an option of flint tree, not of flint diff");
                default -> { }
            }
            if (value == null) continue;
            switch (name) {
                case "--thread" -> thread = value;
                case "--thread-base" -> baseThread = value;
                case "--thread-compare" -> compareThread = value;
                case "--transform" -> transforms.add(value);
                case "--implementation" -> {
                    implementation = Implementation.fromKey(value);
                    if (implementation == null) {
                        throw new IllegalArgumentException("--implementation must be combined, js or cpp, not " + value);
                    }
                }
                case SourceMapOptions.OPTION -> sourceMaps.add(value);
                default -> sampleType = value;
            }
        }
        if (files.size() < 2) throw new IllegalArgumentException(files.isEmpty() ? "no files" : "no COMPARE file");
        return new DiffArguments(files.get(0), files.get(1), baseThread != null ? baseThread : thread,
                compareThread != null ? compareThread : thread, transforms, implementation, inverted, json,
                normalize, sampleType, sourceMaps);
    }
}
