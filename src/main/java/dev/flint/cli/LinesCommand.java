package dev.flint.cli;

import dev.flint.calltree.CallTreeText;
import dev.flint.calltree.FuncLineHits;
import dev.flint.calltree.FuncSourceName;
import dev.flint.calltree.SampleRange;
import dev.flint.calltree.SourceLines;
import dev.flint.calltree.Transform;
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
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code flint lines FILE --function NAME ...}: the per-line hits of one function, the source view's data
 * (DESIGN.md): the function's source file or URL, then {@code LINE self=S total=T} per line with hits, in
 * line order and in the thread's unit, values printed as {@code flint tree} prints them.
 */
final class LinesCommand implements Command {
    /** Source text printed per line at most; a minified bundle's one line can be megabytes. */
    static final int MAX_LINE_CHARS = MessageText.MAX_QUOTED;

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        LinesArguments arguments;
        List<Path> folders = new ArrayList<>();
        try {
            arguments = LinesArguments.parse(args);
            for (String folder : arguments.sources()) folders.add(sourcesFolder(folder));
        } catch (IllegalArgumentException e) {
            err.println("flint lines: " + e.getMessage() + "; " + LinesArguments.USAGE);
            return Cli.EXIT_USAGE;
        } catch (ProfileFormatException e) {
            err.println(e.getMessage());
            return Cli.EXIT_USAGE;
        }
        Profile profile;
        List<Path> mapPaths;
        try {
            mapPaths = SourceMapOptions.paths(arguments.sourceMaps());
            profile = CliFiles.load(arguments.file());
        } catch (ProfileFormatException e) {
            err.println(e.getMessage());
            return Cli.EXIT_BAD_FILE;
        }
        SourceMapSet maps = SourceMapSet.discover(profile, mapPaths);
        ProfileMapping mapping = ProfileMapping.apply(profile, maps);
        WarningLines.print(arguments.file(), mapping.profile(), err);
        try {
            StringBuilder text = new StringBuilder();
            List<String> warnings = render(profile, maps, mapping, arguments, new SourceTexts(folders), text);
            for (String warning : warnings) err.println("warning: " + arguments.file() + ": " + warning);
            PrintStream utf8 = new PrintStream(out, false, java.nio.charset.StandardCharsets.UTF_8);
            utf8.print(text);
            utf8.flush();
            return 0;
        } catch (IllegalArgumentException e) {
            err.println(arguments.file() + ": " + e.getMessage());
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
    static List<String> render(Profile profile, SourceMapSet maps, ProfileMapping mapping, LinesArguments arguments,
                               SourceTexts texts, StringBuilder out) {
        Profile mappedProfile = mapping.profile();
        ProfileThread mapped = ThreadSelector.select(mappedProfile, arguments.thread());
        int index = mappedProfile.threads().indexOf(mapped);
        ProfileThread unmapped = profile.threads().get(index);
        SourceMapping threadMapping = mapping.threads().get(index);
        Categories categories = mappedProfile.categories();
        int defaultCategory = categories == null || categories.size() == 0 ? -1 : categories.defaultCategory();
        TransformStack stack = TransformStack.of(mapped, defaultCategory);
        for (String spec : arguments.transforms()) {
            Transform transform = TransformSpec.parse(spec, stack, categories);
            stack = stack.push(transform);
        }
        ProfileThread thread = stack.thread();
        int func = FuncNames.of(stack).func(arguments.function());
        TickLines tickLines = new TickLines(unmapped, threadMapping, maps);
        List<FuncLineHits.Row> rows = FuncLineHits.count(thread, func, SampleRange.ALL,
                FuncLineHits.Ticks.of(unmapped, thread, tickLines::originalLine, threadMapping::newFuncs));
        String sourceName = FuncSourceName.of(thread, func, profile.format());
        out.append(ControlChars.escape(sourceName)).append('\n');
        SourceLines lines = null;
        if (arguments.source() && !sourceName.isEmpty()) {
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
