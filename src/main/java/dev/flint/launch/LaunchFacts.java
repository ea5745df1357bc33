package dev.flint.launch;

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
        ProcessHandle.Info info = ProcessHandle.current().info();
        Map<String, String> properties = new java.util.HashMap<>();
        for (String name : PROPERTY_NAMES) {
            String value = System.getProperty(name);
            if (value != null) properties.put(name, value);
        }
        String[] arguments = info.arguments().orElse(null);
        return new LaunchFacts(info.command().orElse(null), arguments == null ? null : List.of(arguments),
                List.of(args), properties, System.getenv());
    }
}
