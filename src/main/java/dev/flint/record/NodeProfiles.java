package dev.flint.record;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Node's per-thread {@code .cpuprofile} files as one Chrome trace: each profile, copied as it is, in a
 * {@code CpuProfile} complete event on its own pid/tid, with {@code process_name}/{@code thread_name}
 * metadata. That is the form DevTools itself wraps a loaded {@code .cpuprofile} in, so the file opens in
 * DevTools and in Flint (which reads each event as a thread: tracks of one tab), and the profiles need no
 * re-encoding: their {@code startTime}s are on one microsecond clock (notes 4.1), which the tracks line up on.
 */
final class NodeProfiles {
    /** {@code CPU.<date>.<time>.<pid>.<tid>.<seq>.cpuprofile} (Node's naming, cli.md). */
    private static final Pattern NAME = Pattern.compile("CPU\\.\\d+\\.\\d+\\.(\\d+)\\.(\\d+)\\.(\\d+)\\.cpuprofile");

    private NodeProfiles() {}

    record ThreadProfile(Path file, long pid, long tid, long sequence) {}

    /** The profiles Node wrote into {@code folder}, by pid, then thread id. */
    static List<ThreadProfile> files(Path folder) throws IOException {
        List<ThreadProfile> found = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Matcher name = NAME.matcher(file.getFileName().toString());
                if (name.matches()) {
                    found.add(new ThreadProfile(file, Long.parseLong(name.group(1)), Long.parseLong(name.group(2)),
                            Long.parseLong(name.group(3))));
                }
            }
        }
        found.sort(Comparator.comparingLong(ThreadProfile::pid).thenComparingLong(ThreadProfile::tid)
                .thenComparingLong(ThreadProfile::sequence));
        return found;
    }

    static void writeTrace(List<ThreadProfile> profiles, Path output) throws IOException {
        try (Writer out = new BufferedWriter(Files.newBufferedWriter(output, StandardCharsets.UTF_8), 1 << 16)) {
            out.write("{\"traceEvents\":[\n");
            long namedPid = -1;
            int id = 1;
            for (ThreadProfile thread : profiles) {
                String profile = Files.readString(thread.file(), StandardCharsets.UTF_8);
                long start = JsonText.number(profile, "startTime", 0);
                long end = JsonText.number(profile, "endTime", start);
                if (thread.pid() != namedPid) {
                    out.write(metadata("process_name", thread.pid(), 0, "node " + thread.pid()));
                    namedPid = thread.pid();
                }
                out.write(metadata("thread_name", thread.pid(), thread.tid(),
                        thread.tid() == 0 ? "main" : "worker " + thread.tid()));
                out.write("{\"name\":\"CpuProfile\",\"cat\":\"disabled-by-default-v8.cpu_profiler\",\"ph\":\"X\""
                        + ",\"pid\":" + thread.pid() + ",\"tid\":" + thread.tid() + ",\"ts\":" + start
                        + ",\"dur\":" + Math.max(0, end - start) + ",\"id\":\"0x" + Integer.toHexString(id++)
                        + "\",\"args\":{\"data\":{\"cpuProfile\":");
                out.write(profile.strip());
                out.write("}}}");
                out.write(thread == profiles.get(profiles.size() - 1) ? "\n" : ",\n");
            }
            out.write("]}\n");
        }
    }

    private static String metadata(String name, long pid, long tid, String value) {
        return "{\"name\":\"" + name + "\",\"ph\":\"M\",\"pid\":" + pid + ",\"tid\":" + tid + ",\"ts\":0,\"args\":{\"name\":"
                + JsonText.quote(value) + "}},\n";
    }
}
