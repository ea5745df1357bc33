package dev.flint.cli;

import dev.flint.calltree.Implementation;
import java.util.ArrayList;
import java.util.List;

/**
 * The parsed arguments of {@code flint diff BASE COMPARE} (DESIGN.md). Options take {@code --name VALUE}
 * or {@code --name=VALUE}; {@code --thread} picks the thread in both files, {@code --thread-base} and
 * {@code --thread-compare} override it for one side.
 */
record DiffArguments(String baseFile, String compareFile, String baseThread, String compareThread,
                     List<String> transforms, Implementation implementation, boolean inverted, boolean json,
                     boolean normalize, String sampleType) {

    static final String USAGE = "usage: flint diff BASE COMPARE [--thread T] [--thread-base T] [--thread-compare T] "
            + "[--transform SPEC]... [--implementation combined|js|cpp] [--inverted] [--normalize] [--json] "
            + "[--sample-type TYPE]";

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
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("--")) {
                if (files.size() == 2) throw new IllegalArgumentException("unexpected argument " + arg);
                files.add(arg);
                continue;
            }
            String name = arg;
            String value = null;
            int equals = arg.indexOf('=');
            if (equals > 0) {
                name = arg.substring(0, equals);
                value = arg.substring(equals + 1);
            }
            switch (name) {
                case "--inverted", "--json", "--normalize" -> {
                    if (value != null) throw new IllegalArgumentException(name + " takes no value");
                    switch (name) {
                        case "--json" -> json = true;
                        case "--normalize" -> normalize = true;
                        default -> inverted = true;
                    }
                    continue;
                }
                case "--thread", "--thread-base", "--thread-compare", "--transform", "--implementation",
                        "--sample-type" -> { }
                case "--select", "--expand", "--symbols" ->
                        throw new IllegalArgumentException(name + " is an option of flint tree, not of flint diff");
                default -> throw new IllegalArgumentException("unknown option " + arg);
            }
            if (value == null) {
                if (i + 1 >= args.size()) throw new IllegalArgumentException(name + " needs a value");
                value = args.get(++i);
            }
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
                default -> sampleType = value;
            }
        }
        if (files.size() < 2) throw new IllegalArgumentException(files.isEmpty() ? "no files" : "no COMPARE file");
        return new DiffArguments(files.get(0), files.get(1), baseThread != null ? baseThread : thread,
                compareThread != null ? compareThread : thread, transforms, implementation, inverted, json,
                normalize, sampleType);
    }
}
