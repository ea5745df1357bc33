package dev.flint.cli;

import dev.flint.calltree.Implementation;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The options that shape a thread's call tree, shared by {@code tree}, {@code export} and {@code diff} (a
 * picocli mixin): which thread, the transforms, the implementation filter, inversion, the pprof value column.
 */
final class ViewOptions {
    @Option(names = "--thread", paramLabel = "T", description = "The thread: pid:tid, a tid or a thread name "
            + "(default: the one the file names, else the one with the most samples).")
    String thread;

    @Option(names = "--transform", paramLabel = "SPEC", description = "Push a transform, TYPE=ARG or "
            + "TYPE[OPTIONS]=ARG (the README's flint tree section lists the types); repeatable, applied in order.")
    List<String> transforms = new ArrayList<>();

    @Option(names = "--implementation", paramLabel = "combined|js|cpp", description = "The implementation "
            + "filter (default: combined).")
    String implementationKey;

    @Option(names = "--inverted", description = "The inverted (bottom-up) tree.")
    boolean inverted;

    @Option(names = "--sample-type", paramLabel = "TYPE", description = "A pprof profile's value column by its "
            + "type name (default: the file's default type, as go tool pprof); an OpenTelemetry profile's sample "
            + "type as TYPE/UNIT or TYPE.")
    String sampleType;

    /** @throws IllegalArgumentException for an unknown implementation */
    void check() {
        implementation();
    }

    Implementation implementation() {
        if (implementationKey == null) return Implementation.COMBINED;
        Implementation implementation = Implementation.fromKey(implementationKey);
        if (implementation == null) {
            throw new IllegalArgumentException("--implementation must be combined, js or cpp, not " + implementationKey);
        }
        return implementation;
    }
}
