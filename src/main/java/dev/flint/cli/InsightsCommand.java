package dev.flint.cli;

import dev.flint.calltree.FuncLineHits;
import dev.flint.calltree.SampleRange;
import dev.flint.importer.ProfileFormatException;
import dev.flint.insights.Finding;
import dev.flint.insights.FindingsText;
import dev.flint.insights.FunctionRef;
import dev.flint.insights.Insights;
import dev.flint.insights.TimeSpan;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import dev.flint.sourcemaps.ProfileMapping;
import dev.flint.sourcemaps.SourceMapSet;
import dev.flint.sourcemaps.SourceMapping;
import dev.flint.sourcemaps.TickLines;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code flint insights FILE [--thread T] [--json] [--source-maps PATH]...}: the file's automatic findings
 * (DESIGN.md), most impact first, as text blocks or as {@code {"findings": [...]}}.
 */
final class InsightsCommand implements Command {
    static final String USAGE = "usage: flint insights FILE [--thread T] [--json] " + SourceMapOptions.USAGE;

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        String file = null;
        String threadSpec = null;
        boolean json = false;
        List<String> sourceMaps = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--thread")) {
                if (i + 1 == args.size()) return usage(err, "--thread needs a value (pid:tid, tid or name)");
                threadSpec = args.get(++i);
            } else if (arg.equals("--json")) {
                json = true;
            } else if (arg.equals(SourceMapOptions.OPTION)) {
                if (i + 1 == args.size()) return usage(err, SourceMapOptions.OPTION + " needs a value (a .map file or a folder)");
                sourceMaps.add(args.get(++i));
            } else if (arg.startsWith(SourceMapOptions.OPTION + "=")) {
                sourceMaps.add(arg.substring(SourceMapOptions.OPTION.length() + 1));
            } else if (arg.startsWith("--")) {
                return usage(err, "unknown option " + arg);
            } else if (file == null) {
                file = arg;
            } else {
                return usage(err, "only one FILE");
            }
        }
        if (file == null) return usage(err, "missing FILE");
        Profile unmapped;
        List<java.nio.file.Path> mapPaths;
        try {
            mapPaths = SourceMapOptions.paths(sourceMaps);
            unmapped = CliFiles.load(file);
        } catch (ProfileFormatException e) {
            err.println(e.getMessage());
            return Cli.EXIT_BAD_FILE;
        }
        SourceMapSet maps = SourceMapSet.discover(unmapped, mapPaths);
        ProfileMapping mapping = ProfileMapping.apply(unmapped, maps);
        Profile profile = mapping.profile();
        WarningLines.print(file, profile, err);
        ProfileThread only;
        try {
            only = threadSpec == null ? null : ThreadSelector.select(profile, threadSpec);
        } catch (IllegalArgumentException e) {
            err.println(file + ": " + e.getMessage());
            return Cli.EXIT_USAGE;
        }
        // V8's per-line ticks index the file's own stacks: a mapped thread reads them from the unmapped one,
        // each line taken through the maps (as flint lines does).
        List<Finding> findings = Insights.find(profile, only, SampleRange.ALL, thread -> {
            int index = profile.threads().indexOf(thread);
            if (!mapping.applied() || index < 0) return FuncLineHits.Ticks.of(thread, thread);
            ProfileThread base = unmapped.threads().get(index);
            SourceMapping threadMapping = mapping.threads().get(index);
            TickLines tickLines = new TickLines(base, threadMapping, maps);
            return FuncLineHits.Ticks.of(base, thread, tickLines::originalLine, threadMapping::newFuncs);
        });
        PrintStream utf8 = new PrintStream(out, false, java.nio.charset.StandardCharsets.UTF_8);
        utf8.print(json ? json(findings) + "\n" : FindingsText.of(findings));
        utf8.flush();
        return 0;
    }

    static String json(List<Finding> findings) {
        StringBuilder out = new StringBuilder("{\"findings\": [");
        for (int i = 0; i < findings.size(); i++) {
            Finding f = findings.get(i);
            if (i > 0) out.append(", ");
            out.append("{\"kind\": ").append(JsonText.quote(f.kind().id()))
                    .append(", \"impactMs\": ").append(JsonText.number(Math.round(f.impactMs() * 1000) / 1000.0))
                    .append(", \"thread\": ").append(JsonText.quote(f.thread()))
                    .append(", \"threadName\": ").append(JsonText.quote(f.threadName()))
                    .append(", \"functions\": [");
            for (int k = 0; k < f.functions().size(); k++) {
                FunctionRef function = f.functions().get(k);
                if (k > 0) out.append(", ");
                out.append("{\"name\": ").append(JsonText.quote(function.name()))
                        .append(", \"url\": ").append(function.url() == null ? "null" : JsonText.quote(function.url()))
                        .append(", \"line\": ").append(function.line() > 0 ? Integer.toString(function.line()) : "null")
                        .append('}');
            }
            out.append("], \"ranges\": [");
            for (int k = 0; k < f.ranges().size(); k++) {
                TimeSpan range = f.ranges().get(k);
                if (k > 0) out.append(", ");
                out.append('[').append(JsonText.number(range.startMicros())).append(", ")
                        .append(JsonText.number(range.endMicros())).append(']');
            }
            out.append("], \"count\": ").append(f.count())
                    .append(", \"message\": ").append(JsonText.quote(f.message())).append('}');
        }
        return out.append("]}").toString();
    }

    private static int usage(PrintStream err, String problem) {
        err.println("flint insights: " + problem + "; " + USAGE);
        return Cli.EXIT_USAGE;
    }
}
