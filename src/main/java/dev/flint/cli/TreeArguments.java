package dev.flint.cli;

import dev.flint.calltree.Implementation;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The parsed arguments of {@code flint tree} (DESIGN.md). Options take {@code --name VALUE} or {@code --name=VALUE}. */
record TreeArguments(String file, String thread, List<String> transforms, Implementation implementation,
                     boolean inverted, String select, List<String> expand, String symbols, boolean json,
                     String sampleType, List<String> sourceMaps) {

    static final String USAGE = "usage: flint tree FILE [--thread T] [--transform SPEC]... "
            + "[--implementation combined|js|cpp] [--inverted] [--select PATH] [--expand PATH]... "
            + "[--symbols FILE] [--json] [--sample-type TYPE] " + SourceMapOptions.USAGE;

    /** @throws IllegalArgumentException naming the bad argument */
    static TreeArguments parse(List<String> args) {
        String file = null;
        String thread = null;
        List<String> transforms = new ArrayList<>();
        Implementation implementation = Implementation.COMBINED;
        boolean inverted = false;
        String select = null;
        List<String> expand = new ArrayList<>();
        String symbols = null;
        boolean json = false;
        String sampleType = null;
        List<String> sourceMaps = new ArrayList<>();
        OptionScanner scanner = new OptionScanner(args, Set.of("--inverted", "--json"), Set.of("--thread",
                "--transform", "--implementation", "--select", "--expand", "--symbols", "--sample-type",
                SourceMapOptions.OPTION));
        while (scanner.hasNext()) {
            OptionScanner.Option option = scanner.next();
            String value = option.value();
            if (option.positional()) {
                if (file != null) throw new IllegalArgumentException("unexpected argument " + value);
                file = value;
                continue;
            }
            String name = option.name();
            if (value == null) {
                if (name.equals("--json")) json = true;
                else inverted = true;
                continue;
            }
            switch (name) {
                case "--thread" -> thread = value;
                case "--transform" -> transforms.add(value);
                case "--implementation" -> {
                    implementation = Implementation.fromKey(value);
                    if (implementation == null) {
                        throw new IllegalArgumentException("--implementation must be combined, js or cpp, not " + value);
                    }
                }
                case "--select" -> select = value;
                case "--expand" -> expand.add(value);
                case "--sample-type" -> sampleType = value;
                case SourceMapOptions.OPTION -> sourceMaps.add(value);
                default -> symbols = value;
            }
        }
        if (file == null) throw new IllegalArgumentException("no file");
        return new TreeArguments(file, thread, transforms, implementation, inverted, select, expand, symbols, json,
                sampleType, sourceMaps);
    }
}
