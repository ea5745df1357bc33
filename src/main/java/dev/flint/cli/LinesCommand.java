package dev.flint.cli;

import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.FuncLineHits;
import dev.flint.calltree.FuncNames;
import dev.flint.calltree.FuncSourceName;
import dev.flint.calltree.SampleRange;
import dev.flint.calltree.SourceLines;
import dev.flint.calltree.Transform;
import dev.flint.calltree.TransformSpec;
import dev.flint.calltree.TransformStack;
import dev.flint.importer.ProfileFormatException;
import dev.flint.model.Categories;
import dev.flint.model.ControlChars;
import dev.flint.model.MessageText;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.sourcemaps.OriginalSources;
import dev.flint.sourcemaps.ProfileMapping;
import dev.flint.sourcemaps.SourceMapSet;
import dev.flint.sourcemaps.SourceMapping;
import dev.flint.sourcemaps.SourceText;
import dev.flint.sourcemaps.SourceTexts;
import dev.flint.sourcemaps.TickLines;
import dev.flint.viewmodel.ThreadSelector;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * {@code flint lines FILE --function NAME ...}: the per-line hits of one function, the source view's data
 * (DESIGN.md): the function's source file or URL, then {@code LINE self=S total=T} per line with hits, in
 * line order and in the thread's unit, values printed as {@code flint tree} prints them.
 */
@CommandLine.Command(name = "lines", description = "Self and total per source line of one function (the "
        + "source view's data).")
final class LinesCommand extends FileCommand {
    static final String USAGE = "usage: flint lines FILE --function NAME [--thread T] [--source-maps PATH]... "
            + "[--no-source-maps] [--transform SPEC]... [--source] [--sources DIR]...";
    /** Source text printed per line at most; a minified bundle's one line can be megabytes. */
    static final int MAX_LINE_CHARS = MessageText.MAX_QUOTED;


    @CommandLine.Option(names = "--function", paramLabel = "NAME", description = "The function (required): a name, "
            + "or name@resource where several functions share the name.")
    String function;

    @CommandLine.Option(names = "--thread", paramLabel = "T", description = "The thread: pid:tid, a tid or a "
            + "thread name (default: the one the file names, else the one with the most samples).")
    String thread;

    @CommandLine.Option(names = "--transform", paramLabel = "SPEC", description = "Push a transform first, as flint "
            + "tree's --transform; repeatable, applied in order.")
    List<String> transforms = new ArrayList<>();

    @CommandLine.Option(names = "--source", description = "Add each line's source text after a tab, when Flint "
            + "finds it (the map's sourcesContent, a local file, --sources).")
    boolean source;

    @CommandLine.Option(names = "--sources", paramLabel = "DIR", description = "A folder to look for source files "
            + "in (by the longest matching path suffix); repeatable.")
    List<String> sources = new ArrayList<>();

    private final List<Path> folders = new ArrayList<>();

    LinesCommand() {
        super(USAGE, "no file");
    }

    @Override
    public void check() {
        super.check();
        if (function == null) throw new IllegalArgumentException("--function is required");
    }

    @Override
    public int run(PrintStream out, PrintStream err) {
        try {
            for (String folder : sources) folders.add(sourcesFolder(folder));
        } catch (IllegalArgumentException e) {
            err.println("flint lines: " + e.getMessage() + "; " + USAGE);
            return Cli.EXIT_USAGE;
        } catch (ProfileFormatException e) {
            err.println(e.getMessage());
            return Cli.EXIT_USAGE;
        }
        Profile profile;
        List<Path> mapPaths;
        try {
            mapPaths = sourceMaps.paths();
            profile = CliFiles.load(file);
        } catch (ProfileFormatException e) {
            err.println(e.getMessage());
            return Cli.EXIT_BAD_FILE;
        }
        SourceMapSet maps = sourceMaps.discover(profile, mapPaths);
        ProfileMapping mapping = ProfileMapping.apply(profile, maps);
        WarningLines.print(file, mapping.profile(), err);
        try {
            StringBuilder text = new StringBuilder();
            List<String> warnings = render(profile, maps, mapping, new SourceTexts(folders), text);
            for (String warning : warnings) err.println("warning: " + file + ": " + warning);
            PrintStream utf8 = new PrintStream(out, false, java.nio.charset.StandardCharsets.UTF_8);
            utf8.print(text);
            utf8.flush();
            return 0;
        } catch (IllegalArgumentException e) {
            err.println(file + ": " + e.getMessage());
            return Cli.EXIT_USAGE;
        }
    }

    private static Path sourcesFolder(String folder) throws ProfileFormatException {
        Path path = CliFiles.path(folder);
        if (!Files.isDirectory(path)) throw new IllegalArgumentException("--sources " + folder + ": not a folder");
        return path;
    }

    /**
     * The whole output for a loaded profile ({@code profile} as read, {@code mapping} with the maps applied).
     *
     * @return warning texts (after "warning: FILE: "): scripts whose per-line ticks could not be mapped
     * @throws IllegalArgumentException for an unknown thread or function, or a bad transform
     */
    List<String> render(Profile profile, SourceMapSet maps, ProfileMapping mapping, SourceTexts texts,
                        StringBuilder out) {
        Profile mappedProfile = mapping.profile();
        ProfileThread mapped = ThreadSelector.select(mappedProfile, thread);
        int index = mappedProfile.threads().indexOf(mapped);
        ProfileThread unmapped = profile.threads().get(index);
        SourceMapping threadMapping = mapping.threads().get(index);
        Categories categories = mappedProfile.categories();
        int defaultCategory = categories == null || categories.size() == 0 ? -1 : categories.defaultCategory();
        TransformStack stack = TransformStack.of(mapped, defaultCategory);
        for (String spec : transforms) {
            Transform transform = TransformSpec.parse(spec, stack, categories);
            stack = stack.push(transform);
        }
        ProfileThread thread = stack.thread();
        int func = FuncNames.of(stack).func(function);
        TickLines tickLines = new TickLines(unmapped, threadMapping, maps);
        List<FuncLineHits.Row> rows = FuncLineHits.count(thread, func, SampleRange.ALL,
                FuncLineHits.Ticks.of(unmapped, thread, tickLines::originalLine, threadMapping::newFuncs));
        String sourceName = FuncSourceName.of(thread, func, profile.format());
        out.append(ControlChars.escape(sourceName)).append('\n');
        SourceLines lines = null;
        if (source && !sourceName.isEmpty()) {
            SourceText found = OriginalSources.find(texts, unmapped, threadMapping, maps, func, sourceName);
            if (found.found()) lines = SourceLines.of(found.text());
        }
        for (FuncLineHits.Row row : rows) {
            out.append(row.line()).append(" self=").append(CallTreeText.number(row.self()))
                    .append(" total=").append(CallTreeText.number(row.total()));
            String line = lines == null ? null : lines.line(row.line());
            if (line != null) out.append('\t').append(printable(line));
            out.append('\n');
        }
        List<String> warnings = new ArrayList<>();
        tickLines.unmappedTicks().forEach((script, count) -> warnings.add(MessageText.clip(ControlChars.escape(script),
                MessageText.MAX_QUOTED) + ": per-line hits cannot be mapped through its source map (a generated line"
                + " holds several original lines, as in a minified bundle): shown on the function's first line ("
                + MessageText.count(count) + (count == 1 ? " positionTicks entry" : " positionTicks entries") + " affected)"));
        return warnings;
    }

    /** A source line as printed: control characters but tabs escaped, cut at {@link #MAX_LINE_CHARS}. */
    static String printable(String line) {
        String cut = line.length() <= MAX_LINE_CHARS ? line : line.substring(0, MAX_LINE_CHARS) + "\u2026";
        String[] parts = cut.split("\t", -1);
        for (int i = 0; i < parts.length; i++) parts[i] = ControlChars.escape(parts[i]);
        return String.join("\t", parts);
    }
}
