package dev.flint.cli;

import dev.flint.calltree.CallNodePath;
import dev.flint.calltree.CallTree;
import dev.flint.calltree.CallTreeOptions;
import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.CodePoints;
import dev.flint.calltree.SampleRange;
import dev.flint.calltree.Transform;
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
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * {@code flint tree FILE [options]}: the call tree of one thread as text or JSON (DESIGN.md). The selected
 * and expanded paths are read in the base thread, then follow the symbols and every transform by the
 * translation rules, exactly as the app's view state does.
 */
final class TreeCommand implements Command {
    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        TreeArguments arguments;
        try {
            arguments = TreeArguments.parse(args);
        } catch (IllegalArgumentException e) {
            err.println("flint tree: " + e.getMessage() + "; " + TreeArguments.USAGE);
            return Cli.EXIT_USAGE;
        }
        Profile profile;
        SymbolTable symbols = null;
        try {
            profile = SourceMapOptions.load(arguments.file(), arguments.sampleType(), arguments.sourceMaps()).profile();
            WarningLines.print(arguments.file(), profile, err);
            if (arguments.symbols() != null) symbols = SymbolFiles.read(CliFiles.path(arguments.symbols()));
        } catch (ProfileFormatException | SymbolFileException e) {
            err.println(e.getMessage());
            return Cli.EXIT_BAD_FILE;
        }
        try {
            java.io.Writer writer = new java.io.BufferedWriter(
                    new java.io.OutputStreamWriter(out, java.nio.charset.StandardCharsets.UTF_8), 1 << 16);
            render(profile, arguments, symbols, writer);
            writer.flush();
            out.flush();
            return 0;
        } catch (TextTooLarge e) {
            err.println(arguments.file() + ": " + e.getMessage());
            return Cli.EXIT_BAD_FILE;
        } catch (IllegalArgumentException e) {
            err.println(arguments.file() + ": " + e.getMessage());
            return Cli.EXIT_USAGE;
        } catch (java.io.IOException e) {
            err.println("flint tree: cannot write the output: " + e.getMessage());
            return Cli.EXIT_BAD_FILE;
        }
    }

    /** The whole output for a loaded profile. @throws IllegalArgumentException for a bad option value */
    static String render(Profile profile, TreeArguments arguments) {
        if (arguments.symbols() != null) throw new IllegalArgumentException("--symbols needs its table read first");
        return render(profile, arguments, null);
    }

    /**
     * The whole output, with {@code symbols} (the table {@code --symbols} names, null without it) applied to
     * the thread before the transforms.
     *
     * @throws IllegalArgumentException for a bad option value, or a table for none of the thread's libraries
     */
    static String render(Profile profile, TreeArguments arguments, SymbolTable symbols) {
        StringBuilder text = new StringBuilder();
        try {
            render(profile, arguments, symbols, text);
        } catch (java.io.IOException impossible) {
            throw new java.io.UncheckedIOException(impossible);
        }
        return text.toString();
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
    static void render(Profile profile, TreeArguments arguments, SymbolTable symbols, Appendable out)
            throws java.io.IOException {
        ProfileThread thread = ThreadSelector.select(profile, arguments.thread());
        Categories categories = profile.categories();
        int defaultCategory = categories == null || categories.size() == 0 ? -1 : categories.defaultCategory();

        FuncNames baseNames = new FuncNames(thread);
        CallNodePath selected = arguments.select() == null ? CallNodePath.EMPTY : baseNames.path(arguments.select());
        List<CallNodePath> expanded = new ArrayList<>();
        for (String path : arguments.expand()) expanded.add(baseNames.path(path));
        ViewPaths paths = new ViewPaths(selected, expanded);
        boolean inverted = arguments.inverted();

        if (symbols != null) {
            // Before any transform: names in --select/--expand are from before the symbols.
            Symbolication symbolication;
            try {
                symbolication = Symbolicator.apply(thread, symbols);
            } catch (SymbolFileException e) {
                throw new IllegalArgumentException("--symbols " + arguments.symbols() + ": " + e.getMessage(), e);
            }
            thread = symbolication.thread();
            paths = paths.mapFuncs(symbolication.funcMap()::newFuncs, inverted);
        }

        TransformStack stack = TransformStack.of(thread, defaultCategory);
        for (String spec : arguments.transforms()) {
            Transform transform = TransformSpec.parse(spec, stack, categories);
            paths = stack.translate(paths, transform);
            stack = stack.push(transform);
        }

        CallTreeOptions options = new CallTreeOptions(arguments.implementation(), inverted,
                SampleRange.ALL, defaultCategory);
        CallTree tree = CallTree.build(stack.thread(), options);
        ProfileThread shown = stack.thread();
        String selectedText = arguments.select() == null ? null : FuncNames.names(shown, paths.selected());
        TreeSet<String> expandedTexts = new TreeSet<>(CodePoints::compare);
        for (CallNodePath path : paths.expanded()) expandedTexts.add(FuncNames.names(shown, path));

        if (arguments.json()) {
            out.append(TreeJson.format(tree, selectedText, arguments.expand().isEmpty() ? null : expandedTexts));
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
