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
import dev.flint.viewmodel.ThreadSelector;
import java.io.PrintStream;
import java.util.List;
import picocli.CommandLine;

/**
 * {@code flint insights FILE [--thread T] [--json] [--source-maps PATH]...}: the file's automatic findings
 * (DESIGN.md), most impact first, as text blocks or as {@code {"findings": [...]}}.
 */
@CommandLine.Command(name = "insights", description = "What is slow and why: long tasks, forced layout, GC, "
        + "hot functions, third parties, lock contention; most impact first.")
final class InsightsCommand extends FileCommand {
    static final String USAGE = "usage: flint insights FILE [--thread T] [--json] " + SourceMapOptions.USAGE;


    @CommandLine.Option(names = "--thread", paramLabel = "T", description = "Only this thread: pid:tid, a tid or "
            + "a thread name (default: every thread).")
    String threadSpec;

    @CommandLine.Option(names = "--json", description = "The findings as JSON: {\"findings\": [...]}.")
    boolean json;

    InsightsCommand() {
        super(USAGE, "missing FILE");
    }

    @Override
    public int run(PrintStream out, PrintStream err) {
        Profile unmapped;
        List<java.nio.file.Path> mapPaths;
        try {
            mapPaths = sourceMaps.paths();
            unmapped = CliFiles.load(file);
        } catch (ProfileFormatException e) {
            err.println(e.getMessage());
            return Cli.EXIT_BAD_FILE;
        }
        SourceMapSet maps = sourceMaps.discover(unmapped, mapPaths);
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

}
