package dev.flint.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The parsed arguments of {@code flint lines} (DESIGN.md). Options take {@code --name VALUE} or {@code --name=VALUE}. */
record LinesArguments(String file, String function, String thread, List<String> sourceMaps,
                      List<String> transforms, boolean source, List<String> sources) {

    static final String USAGE = "usage: flint lines FILE --function NAME [--thread T] [--source-maps PATH]... "
            + "[--transform SPEC]... [--source] [--sources DIR]...";

    /** @throws IllegalArgumentException naming the bad argument */
    static LinesArguments parse(List<String> args) {
        String file = null;
        String function = null;
        String thread = null;
        List<String> sourceMaps = new ArrayList<>();
        List<String> transforms = new ArrayList<>();
        boolean source = false;
        List<String> sources = new ArrayList<>();
        OptionScanner scanner = new OptionScanner(args, Set.of("--source"),
                Set.of("--function", "--thread", SourceMapOptions.OPTION, "--transform", "--sources"));
        while (scanner.hasNext()) {
            OptionScanner.Option option = scanner.next();
            String value = option.value();
            if (option.positional()) {
                if (file != null) throw new IllegalArgumentException("unexpected argument " + value);
                file = value;
                continue;
            }
            switch (option.name()) {
                case "--source" -> source = true;
                case "--function" -> function = value;
                case "--thread" -> thread = value;
                case SourceMapOptions.OPTION -> sourceMaps.add(value);
                case "--transform" -> transforms.add(value);
                default -> sources.add(value);
            }
        }
        if (file == null) throw new IllegalArgumentException("no file");
        if (function == null) throw new IllegalArgumentException("--function is required");
        return new LinesArguments(file, function, thread, sourceMaps, transforms, source, sources);
    }
}
