package dev.flint.cli;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.CodePoints;
import dev.flint.calltree.FuncNames;
import dev.flint.calltree.SampleRange;
import dev.flint.calltree.Transform;
import dev.flint.calltree.TransformSpec;
import dev.flint.calltree.TransformStack;
import dev.flint.calltree.ViewPaths;
import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.Categories;
import dev.flint.model.ControlChars;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.symbols.SymbolFileException;
import dev.flint.symbols.SymbolFiles;
import dev.flint.symbols.SymbolTable;
import dev.flint.symbols.Symbolication;
import dev.flint.symbols.Symbolicator;
import dev.flint.viewmodel.ThreadSelector;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import picocli.CommandLine;

/**
 * {@code flint tree FILE [options]}: the call tree of one thread as text or JSON (DESIGN.md). The selected
 * and expanded paths are read in the base thread, then follow the symbols and every transform by the
 * translation rules, exactly as the app's view state does.
 */
@CommandLine.Command(name = "tree", description = "The call tree of one thread, as text or JSON.")
final class TreeCommand extends FileCommand {
    static final String USAGE = "usage: flint tree FILE [--thread T] [--transform SPEC]... "
            + "[--implementation combined|js|cpp] [--inverted] [--select PATH] [--expand PATH]... "
            + "[--symbols FILE] [--json] [--sample-type TYPE] " + SourceMapOptions.USAGE;


    @CommandLine.Mixin
    ViewOptions view = new ViewOptions();

    @CommandLine.Option(names = "--select", paramLabel = "PATH", description = "A call node path (names joined by "
            + "';', root first) selected before anything is applied; after the tree, 'selected: PATH' as the symbols "
            + "and transforms translate it.")
    String select;

    @CommandLine.Option(names = "--expand", paramLabel = "PATH", description = "An expanded call node path; after "
            + "the tree, one 'expanded: PATH' line per translated path. Repeatable.")
    List<String> expand = new ArrayList<>();

    @CommandLine.Option(names = "--symbols", paramLabel = "FILE", description = "Apply a symbol table (Breakpad "
            + ".sym or nm output) before the transforms.")
    String symbolsFile;

    @CommandLine.Option(names = "--json", description = "The same tree as JSON.")
    boolean json;

    TreeCommand() {
        super(USAGE, "no file");
    }

    @Override
    public void check() {
        super.check();
        view.check();
    }

    @Override
    public int run(PrintStream out, PrintStream err) {
        Profile profile;
        SymbolTable symbols = null;
        try {
            profile = sourceMaps.load(file, view.sampleType).profile();
            WarningLines.print(file, profile, err);
            if (symbolsFile != null) symbols = SymbolFiles.read(CliFiles.path(symbolsFile));
        } catch (ProfileFormatException | SymbolFileException e) {
            err.println(e.getMessage());
            return Cli.EXIT_BAD_FILE;
        }
        try {
            java.io.Writer writer = new java.io.BufferedWriter(
                    new java.io.OutputStreamWriter(out, java.nio.charset.StandardCharsets.UTF_8), 1 << 16);
            render(profile, symbols, writer);
            writer.flush();
            out.flush();
            return 0;
        } catch (TextTooLarge e) {
            err.println(file + ": " + e.getMessage());
            return Cli.EXIT_BAD_FILE;
        } catch (IllegalArgumentException e) {
            err.println(file + ": " + e.getMessage());
            return Cli.EXIT_USAGE;
        } catch (java.io.IOException e) {
            err.println("flint tree: cannot write the output: " + e.getMessage());
            return Cli.EXIT_BAD_FILE;
        }
    }

    /**
     * Past this much indentation the text form is refused (two spaces per level per line grow with the
     * square of the depth: a 100,000-deep stack would print 10 GB); the JSON form has no indentation.
     */
    static final long MAX_TEXT_INDENTATION = 1L << 30;

    /** A tree whose text form would be unreasonably large. */
    static final class TextTooLarge extends RuntimeException {
        TextTooLarge(String message) {
            super(message);
        }
    }

    /** Writes the whole output to {@code out} as it is made. */
    void render(Profile profile, SymbolTable symbols, Appendable out) throws java.io.IOException {
        ProfileThread thread = ThreadSelector.select(profile, view.thread);
        Categories categories = profile.categories();
        int defaultCategory = categories == null || categories.size() == 0 ? -1 : categories.defaultCategory();

        FuncNames baseNames = new FuncNames(thread);
        CallNodePath selected = select == null ? CallNodePath.EMPTY : baseNames.path(select);
        List<CallNodePath> expanded = new ArrayList<>();
        for (String path : expand) expanded.add(baseNames.path(path));
        ViewPaths paths = new ViewPaths(selected, expanded);
        boolean inverted = view.inverted;

        if (symbols != null) {
            // Before any transform: names in --select/--expand are from before the symbols.
            Symbolication symbolication;
            try {
                symbolication = Symbolicator.apply(thread, symbols);
            } catch (SymbolFileException e) {
                throw new IllegalArgumentException("--symbols " + symbolsFile + ": " + e.getMessage(), e);
            }
            thread = symbolication.thread();
            paths = paths.mapFuncs(symbolication.funcMap()::newFuncs, inverted);
        }

        TransformStack stack = TransformStack.of(thread, defaultCategory);
        for (String spec : view.transforms) {
            Transform transform = TransformSpec.parse(spec, stack, categories);
            paths = stack.translate(paths, transform);
            stack = stack.push(transform);
        }

        CallTreeOptions options = new CallTreeOptions(view.implementation(), inverted,
                SampleRange.ALL, defaultCategory);
        CallTree tree = CallTree.build(stack.thread(), options);
        ProfileThread shown = stack.thread();
        String selectedText = select == null ? null : FuncNames.names(shown, paths.selected());
        TreeSet<String> expandedTexts = new TreeSet<>(CodePoints::compare);
        for (CallNodePath path : paths.expanded()) expandedTexts.add(FuncNames.names(shown, path));

        if (json) {
            out.append(TreeJson.format(tree, selectedText, expand.isEmpty() ? null : expandedTexts));
            return;
        }
        long indentation = CallTreeText.indentationChars(tree);
        if (indentation > MAX_TEXT_INDENTATION) {
            throw new TextTooLarge("the call tree nests so deep that its text would hold " + (indentation >> 20)
                    + " MiB of indentation alone: use --json, which has none");
        }
        CallTreeText.write(tree, out);
        if (selectedText != null) {
            out.append(selectedText.isEmpty() ? "selected:" : "selected: " + ControlChars.escape(selectedText)).append('\n');
        }
        for (String path : expandedTexts) out.append("expanded: ").append(ControlChars.escape(path)).append('\n');
    }
}
