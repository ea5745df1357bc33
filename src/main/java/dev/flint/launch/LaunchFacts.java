package dev.flint.launch;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the relaunch decision looks at, gathered once so the decision itself is a pure function.
 *
 * @param javaCommand       the running java binary ({@code /proc/self/exe}); null when the platform does not say
 * @param processArguments  the process's command line after the binary, as the launcher got it (so without
 *                          {@code JDK_JAVA_OPTIONS}); null when the platform does not say
 * @param args              what {@code main} received
 * @param properties        the system properties the decision reads (see {@link RelaunchDecision})
 * @param environment       the process environment
 */
public record LaunchFacts(String javaCommand, List<String> processArguments, List<String> args,
        Map<String, String> properties, Map<String, String> environment) {

    /** The system properties {@link RelaunchDecision} reads. */
    static final List<String> PROPERTY_NAMES = List.of(RelaunchDecision.RELAUNCHED, RelaunchDecision.SETTING,
            "jpackage.app-path", "jdk.module.main", "java.class.path", "path.separator");

    /** This process's facts. */
    static LaunchFacts current(String[] args) {
        Map<String, String> properties = new java.util.HashMap<>();
        for (String name : PROPERTY_NAMES) {
            String value = System.getProperty(name);
            if (value != null) properties.put(name, value);
        }
        LaunchFacts linux = fromProc(args, properties);
        if (linux != null) return linux;
        ProcessHandle.Info info = ProcessHandle.current().info();
        String[] arguments = info.arguments().orElse(null);
        return new LaunchFacts(info.command().orElse(null), arguments == null ? null : List.of(arguments),
                List.of(args), properties, System.getenv());
    }

    /**
     * This process's id, from {@code /proc/self} on Linux (the link names it) and else from ProcessHandle: see
     * {@link #fromProc} for why not ProcessHandle first.
     */
    static long pid() {
        try {
            String name = new File("/proc/self").getCanonicalFile().getName();
            boolean digits = !name.isEmpty() && name.length() < 19;
            for (int i = 0; i < name.length(); i++) digits &= name.charAt(i) >= '0' && name.charAt(i) <= '9';
            if (digits) return Long.parseLong(name);
        } catch (IOException | RuntimeException unreadable) {
            // below
        }
        return ProcessHandle.current().pid();
    }

    /**
     * On Linux, what ProcessHandle's info reads, read here from the same files: the binary ({@code /proc/self/exe})
     * and the arguments after it ({@code /proc/self/cmdline}, NUL-separated, in the platform's encoding); null
     * elsewhere or when they cannot be read.
     *
     * <p>Why: ProcessHandle's first use initialises its class, which spins lambda forms and sets up the process
     * reaper's executor (about 15 ms at load 11, -Xlog:class+load), and here that came before the fork. The fork
     * itself needs that class ({@code ProcessImpl} makes the child's handle), but right after the child exists,
     * while the child's JVM starts on the other core.
     */
    private static LaunchFacts fromProc(String[] args, Map<String, String> properties) {
        File exe = new File("/proc/self/exe");
        File cmdline = new File("/proc/self/cmdline");
        if (!cmdline.isFile()) return null;
        try {
            String command = exe.getCanonicalPath();
            byte[] bytes;
            try (FileInputStream in = new FileInputStream(cmdline)) {
                bytes = in.readAllBytes();
            }
            String encoding = System.getProperty("sun.jnu.encoding");
            Charset charset = encoding != null && Charset.isSupported(encoding) ? Charset.forName(encoding) : Charset.defaultCharset();
            List<String> words = new ArrayList<>();
            int start = 0;
            for (int i = 0; i < bytes.length; i++) {
                if (bytes[i] != 0) continue;
                words.add(new String(bytes, start, i - start, charset));
                start = i + 1;
            }
            if (start < bytes.length) words.add(new String(bytes, start, bytes.length - start, charset));
            if (words.isEmpty() || command.equals(exe.getPath())) return null;
            return new LaunchFacts(command, List.copyOf(words.subList(1, words.size())), List.of(args), properties,
                    System.getenv());
        } catch (IOException | RuntimeException unreadable) {
            return null;
        }
    }
}
