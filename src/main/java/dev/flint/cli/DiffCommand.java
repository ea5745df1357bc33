package dev.flint.cli;

import dev.flint.calltree.Transform;
import dev.flint.diff.Comparison;
import dev.flint.diff.DiffText;
import dev.flint.diff.DiffTree;
import dev.flint.diff.UnitMismatchException;
import dev.flint.importer.ProfileFormatException;
import dev.flint.model.Categories;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * {@code flint diff BASE COMPARE [options]}: one merged call tree of a thread of each file, every node with
 * both sides' totals and the deltas (DESIGN.md). Transforms name functions in either file and apply to
 * both sides.
 */
final class DiffCommand implements Command {
    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        DiffArguments arguments;
        try {
            arguments = DiffArguments.parse(args);
        } catch (IllegalArgumentException e) {
            err.println("flint diff: " + e.getMessage() + "; " + DiffArguments.USAGE);
            return Cli.EXIT_USAGE;
        }
        Profile base;
        Profile compare;
        try {
            // Each side finds its own maps; both read the maps given (a minified build compares by original names).
            base = SourceMapOptions.load(arguments.baseFile(), arguments.sampleType(), arguments.sourceMaps()).profile();
            compare = SourceMapOptions.load(arguments.compareFile(), arguments.sampleType(), arguments.sourceMaps())
                    .profile();
        } catch (ProfileFormatException e) {
            err.println(e.getMessage());
            return Cli.EXIT_BAD_FILE;
        }
        WarningLines.print(arguments.baseFile(), base, err);
        WarningLines.print(arguments.compareFile(), compare, err);

        ProfileThread baseThread;
        ProfileThread compareThread;
        try {
            baseThread = ThreadSelector.select(base, arguments.baseThread());
        } catch (IllegalArgumentException e) {
            err.println(arguments.baseFile() + ": " + e.getMessage());
            return Cli.EXIT_USAGE;
        }
        try {
            compareThread = ThreadSelector.select(compare, arguments.compareThread());
        } catch (IllegalArgumentException e) {
            err.println(arguments.compareFile() + ": " + e.getMessage());
            return Cli.EXIT_USAGE;
        }
        if (baseThread.weightType() != compareThread.weightType()) {
            err.println(arguments.compareFile() + ": its values are in "
                    + UnitMismatchException.unitName(compareThread.weightType()) + " but " + arguments.baseFile()
                    + "'s are in " + UnitMismatchException.unitName(baseThread.weightType())
                    + ": flint diff compares two profiles of one unit (both time, both counts or both bytes)");
            return Cli.EXIT_BAD_FILE;
        }

        DiffTree tree;
        try {
            Comparison comparison = Comparison.of(baseThread, defaultCategory(base.categories()), compareThread,
                    defaultCategory(compare.categories()));
            for (String spec : arguments.transforms()) comparison = push(comparison, spec, base, compare);
            tree = comparison.tree(arguments.implementation(), arguments.inverted(), arguments.normalize());
        } catch (IllegalArgumentException e) {
            err.println("flint diff: " + e.getMessage());
            return Cli.EXIT_USAGE;
        }

        try {
            Writer writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
            if (arguments.json()) {
                DiffJson.write(tree, writer);
            } else {
                long indentation = DiffText.indentationChars(tree);
                if (indentation > TreeCommand.MAX_TEXT_INDENTATION) {
                    err.println(arguments.baseFile() + ": the diff tree nests so deep that its text would hold "
                            + (indentation >> 20) + " MiB of indentation alone: use --json, which has none");
                    return Cli.EXIT_BAD_FILE;
                }
                DiffText.write(tree, writer);
            }
            writer.flush();
            out.flush();
            return 0;
        } catch (IOException e) {
            err.println("flint diff: cannot write the output: " + e.getMessage());
            return Cli.EXIT_BAD_FILE;
        }
    }

    /**
     * Pushes one {@code --transform} onto both sides. Its names resolve among the functions either side
     * samples at this point (so a function only one file has can be named); a category is looked up in each
     * profile's own category list.
     */
    private static Comparison push(Comparison comparison, String spec, Profile base, Profile compare) {
        ProfileThread baseNow = comparison.baseStack().thread();
        ProfileThread compareNow = comparison.compareStack().thread();
        boolean[] used = FuncNames.usedFuncs(baseNow);
        boolean[] usedByCompare = FuncNames.usedFuncs(compareNow);
        if (usedByCompare.length > used.length) used = java.util.Arrays.copyOf(used, usedByCompare.length);
        for (int func = 0; func < usedByCompare.length; func++) used[func] |= usedByCompare[func];
        ProfileThread names = baseNow.funcs().size() >= compareNow.funcs().size() ? baseNow : compareNow;
        FuncNames funcNames = new FuncNames(names, used);
        Transform onBase = TransformSpec.parse(spec, funcNames, base.categories());
        Transform onCompare = TransformSpec.parse(spec, funcNames, compare.categories());
        return comparison.push(onBase, onCompare);
    }

    private static int defaultCategory(Categories categories) {
        return categories == null || categories.size() == 0 ? -1 : categories.defaultCategory();
    }
}
