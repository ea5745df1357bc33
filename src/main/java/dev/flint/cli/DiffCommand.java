package dev.flint.cli;

import dev.flint.calltree.FuncNames;
import dev.flint.calltree.Transform;
import dev.flint.calltree.TransformSpec;
import dev.flint.diff.Comparison;
import dev.flint.diff.DiffText;
import dev.flint.diff.DiffTree;
import dev.flint.diff.UnitMismatchException;
import dev.flint.importer.ProfileFormatException;
import dev.flint.model.Categories;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.viewmodel.ThreadSelector;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * {@code flint diff BASE COMPARE [options]}: one merged call tree of a thread of each file, every node with
 * both sides' totals and the deltas (DESIGN.md). Transforms name functions in either file and apply to
 * both sides.
 */
@CommandLine.Command(name = "diff", description = "One call tree of two profiles: deltas, base and compare.")
final class DiffCommand implements Command {
    static final String USAGE = "usage: flint diff BASE COMPARE [--thread T] [--thread-base T] [--thread-compare T] "
            + "[--transform SPEC]... [--implementation combined|js|cpp] [--inverted] [--normalize] [--json] "
            + "[--sample-type TYPE] " + SourceMapOptions.USAGE;

    @CommandLine.Parameters(paramLabel = "BASE COMPARE", hideParamSyntax = true, arity = "0..*", description = "The two profiles: the "
            + "deltas are COMPARE's values less BASE's.")
    List<String> files = new ArrayList<>();

    @CommandLine.Mixin
    ViewOptions view = new ViewOptions();

    @CommandLine.Option(names = "--thread-base", paramLabel = "T", description = "BASE's thread, over --thread.")
    String threadBase;

    @CommandLine.Option(names = "--thread-compare", paramLabel = "T", description = "COMPARE's thread, over --thread.")
    String threadCompare;

    @CommandLine.Option(names = "--normalize", description = "Scale BASE so that its total equals COMPARE's.")
    boolean normalize;

    @CommandLine.Option(names = "--json", description = "The same tree as JSON.")
    boolean json;

    /** tree's own options, known here so that the error can say they belong to tree. */
    @CommandLine.Option(names = {"--select", "--expand", "--symbols"}, hidden = true)
    List<String> treeOnly = new ArrayList<>();

    @CommandLine.Mixin
    SourceMapOptions sourceMaps = new SourceMapOptions();

    @CommandLine.Mixin
    StandardOptions standard = new StandardOptions();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public String usage() {
        return USAGE;
    }

    @Override
    public void check() {
        for (String name : List.of("--select", "--expand", "--symbols")) {
            if (spec.commandLine().getParseResult().hasMatchedOption(name)) {
                throw new IllegalArgumentException(name + " is an option of flint tree, not of flint diff");
            }
        }
        if (files.size() > 2) throw new IllegalArgumentException("unexpected argument " + files.get(2));
        if (files.size() < 2) throw new IllegalArgumentException(files.isEmpty() ? "no files" : "no COMPARE file");
        view.check();
        sourceMaps.check();
    }

    private String baseFile() {
        return files.get(0);
    }

    private String compareFile() {
        return files.get(1);
    }

    @Override
    public int run(PrintStream out, PrintStream err) {
        Profile base;
        Profile compare;
        try {
            // Each side finds its own maps; both read the maps given (a minified build compares by original names).
            base = sourceMaps.loadSharingMaps(baseFile(), view.sampleType).profile();
            compare = sourceMaps.loadSharingMaps(compareFile(), view.sampleType).profile();
        } catch (ProfileFormatException e) {
            err.println(e.getMessage());
            return Cli.EXIT_BAD_FILE;
        }
        WarningLines.print(baseFile(), base, err);
        WarningLines.print(compareFile(), compare, err);

        ProfileThread baseThread;
        ProfileThread compareThread;
        try {
            baseThread = ThreadSelector.select(base, threadBase != null ? threadBase : view.thread);
        } catch (IllegalArgumentException e) {
            err.println(baseFile() + ": " + e.getMessage());
            return Cli.EXIT_USAGE;
        }
        try {
            compareThread = ThreadSelector.select(compare, threadCompare != null ? threadCompare : view.thread);
        } catch (IllegalArgumentException e) {
            err.println(compareFile() + ": " + e.getMessage());
            return Cli.EXIT_USAGE;
        }
        if (baseThread.weightType() != compareThread.weightType()) {
            err.println(compareFile() + ": its values are in "
                    + UnitMismatchException.unitName(compareThread.weightType()) + " but " + baseFile()
                    + "'s are in " + UnitMismatchException.unitName(baseThread.weightType())
                    + ": flint diff compares two profiles of one unit (both time, both counts or both bytes)");
            return Cli.EXIT_BAD_FILE;
        }

        DiffTree tree;
        try {
            Comparison comparison = Comparison.of(baseThread, defaultCategory(base.categories()), compareThread,
                    defaultCategory(compare.categories()));
            for (String spec : view.transforms) comparison = push(comparison, spec, base, compare);
            tree = comparison.tree(view.implementation(), view.inverted, normalize);
        } catch (IllegalArgumentException e) {
            err.println("flint diff: " + e.getMessage());
            return Cli.EXIT_USAGE;
        }

        try {
            Writer writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
            if (json) {
                DiffJson.write(tree, writer);
            } else {
                long indentation = DiffText.indentationChars(tree);
                if (indentation > TreeCommand.MAX_TEXT_INDENTATION) {
                    err.println(baseFile() + ": the diff tree nests so deep that its text would hold "
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
