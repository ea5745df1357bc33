package dev.flint.cli;

import dev.flint.calltree.Implementation;
import dev.flint.export.ExportFormat;
import dev.flint.export.ImageSize;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The parsed arguments of {@code flint export} (DESIGN.md). Options take {@code --name VALUE} or {@code --name=VALUE}. */
record ExportArguments(String file, ExportFormat format, String output, String thread, List<String> transforms,
                       Implementation implementation, boolean inverted, ImageSize size, String sampleType,
                       List<String> sourceMaps) {

    static final String USAGE = "usage: flint export FILE --format folded|speedscope|svg|png --output OUT "
            + "[--thread T] [--transform SPEC]... [--inverted] [--implementation combined|js|cpp] [--size WxH] "
            + "[--sample-type TYPE] " + SourceMapOptions.USAGE;

    /** @throws IllegalArgumentException naming the bad argument */
    static ExportArguments parse(List<String> args) {
        String file = null;
        ExportFormat format = null;
        String output = null;
        String thread = null;
        List<String> transforms = new ArrayList<>();
        Implementation implementation = Implementation.COMBINED;
        boolean inverted = false;
        ImageSize size = null;
        String sampleType = null;
        List<String> sourceMaps = new ArrayList<>();
        OptionScanner scanner = new OptionScanner(args, Set.of("--inverted"), Set.of("--format", "--output",
                "--thread", "--transform", "--implementation", "--size", "--sample-type", SourceMapOptions.OPTION));
        while (scanner.hasNext()) {
            OptionScanner.Option option = scanner.next();
            String value = option.value();
            if (option.positional()) {
                if (file != null) throw new IllegalArgumentException("unexpected argument " + value);
                file = value;
                continue;
            }
            String name = option.name();
            if (name.equals("--inverted")) {
                inverted = true;
                continue;
            }
            switch (name) {
                case "--format" -> {
                    format = ExportFormat.fromKey(value);
                    if (format == null) {
                        throw new IllegalArgumentException("--format must be folded, speedscope, svg or png, not " + value);
                    }
                }
                case "--output" -> output = value;
                case "--thread" -> thread = value;
                case "--transform" -> transforms.add(value);
                case "--implementation" -> {
                    implementation = Implementation.fromKey(value);
                    if (implementation == null) {
                        throw new IllegalArgumentException("--implementation must be combined, js or cpp, not " + value);
                    }
                }
                case "--size" -> size = ImageSize.parse(value);
                case SourceMapOptions.OPTION -> sourceMaps.add(value);
                default -> sampleType = value;
            }
        }
        if (file == null) throw new IllegalArgumentException("no file");
        if (format == null) throw new IllegalArgumentException("no --format");
        if (output == null || output.isEmpty()) throw new IllegalArgumentException("no --output (- writes to stdout)");
        if (size != null && format != ExportFormat.PNG) throw new IllegalArgumentException("--size is for --format png");
        return new ExportArguments(file, format, output, thread, transforms, implementation, inverted, size, sampleType,
                sourceMaps);
    }
}
