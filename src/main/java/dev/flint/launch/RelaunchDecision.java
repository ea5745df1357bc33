package dev.flint.launch;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Whether this JVM should start Flint again with the fast-start flags, and with which of the user's own
 * options: a pure function of {@link LaunchFacts}. It relaunches only a JVM started from jars (CDS cannot
 * archive classes from directories, and tests and IDEs run from them), never the packaged app's launcher
 * (it passes the flags itself), never twice, and never over a choice the user made about the same flags.
 */
public final class RelaunchDecision {
    /** Set on the child's command line: the child never relaunches again. */
    static final String RELAUNCHED = "flint.relaunched";
    /** {@code -Dflint.relaunch=false} turns the relaunch off; {@code force} relaunches from class directories too. */
    static final String SETTING = "flint.relaunch";
    /** {@code FLINT_RELAUNCH=0} (or {@code false}) turns the relaunch off. */
    static final String ENV_SETTING = "FLINT_RELAUNCH";
    /** The launcher's own options variable: moved onto the child's command line (see {@link #decide}). */
    static final String JDK_JAVA_OPTIONS = "JDK_JAVA_OPTIONS";

    /** The subcommands whose runs share the command line's archive (the others open the window). */
    static final Set<String> CLI_COMMANDS = Set.of("info", "tree", "calls", "export", "diff", "lines", "insights");
    /** Arguments that answer at once: not worth a second JVM. */
    private static final Set<String> QUICK = Set.of("help", "--help", "-h", "--smoke", "--version");

    /**
     * JVM options by which the user already chose what the relaunch would choose (the archive, the
     * compiler), that are about this very JVM (a class list, tools/make-cds.sh; an agent or a debugger,
     * which would also bind its port twice; printing the version or what loads, which would print twice),
     * or that hide options from this decision (option files).
     */
    private static final List<String> USER_CHOICES = List.of("-XX:SharedArchiveFile", "-XX:ArchiveClassesAtExit",
            "-Xshare", "-XX:TieredStopAtLevel", "-XX:+TieredCompilation", "-XX:-TieredCompilation", "-Xint",
            "-Xcomp", "-XX:Flags=", "-XX:VMOptionsFile=", "-XX:+AutoCreateSharedArchive", "-XX:DumpLoadedClassList",
            "-XX:SharedClassListFile", "-agentlib", "-agentpath", "-javaagent", "-Xrunjdwp", "-Xdebug",
            "-showversion", "--show-version", "-XshowSettings", "-verbose");

    private RelaunchDecision() {}

    /** Which archive a relaunched child shares: the command line's and the window's load different classes. */
    public enum Mode { CLI, APP }

    /** The outcome. */
    public sealed interface Decision permits InProcess, Relaunch {}

    /** Run here, as without the relaunch; {@code reason} says why (for tests and {@code FLINT_RELAUNCH_DEBUG}). */
    public record InProcess(String reason) implements Decision {}

    /**
     * Start the child.
     *
     * @param java            the java binary to run
     * @param userJvmOptions  the user's JVM options in order: {@code JDK_JAVA_OPTIONS}' words first (the
     *                        launcher puts them there), then the command line's
     * @param target          {@code -jar JAR} or the main class
     * @param classPath       the class path's entries (the jar for {@code -jar}); the archive's fingerprint
     * @param archivable      every class path entry is a jar (CDS archives nothing from directories)
     */
    public record Relaunch(String java, List<String> userJvmOptions, List<String> target, List<String> classPath,
            boolean archivable, Mode mode, List<String> args) implements Decision {}

    public static Decision decide(LaunchFacts facts) {
        Map<String, String> properties = facts.properties();
        Map<String, String> environment = facts.environment();
        if (properties.containsKey(RELAUNCHED)) return new InProcess("already relaunched");
        if (properties.containsKey("jpackage.app-path")) return new InProcess("the packaged app's launcher passes its own flags");
        String setting = properties.getOrDefault(SETTING, "");
        String envSetting = environment.getOrDefault(ENV_SETTING, "");
        if (setting.equals("false") || envSetting.equals("0") || envSetting.equals("false")) {
            return new InProcess("turned off");
        }
        boolean force = setting.equals("force");
        if (!facts.args().isEmpty() && QUICK.contains(facts.args().get(0))) return new InProcess("a quick answer");
        // Ctrl+C must reach the JVM that stops the workload and writes the file: a parent would give its child
        // 5 s and then kill it, with the workload still running.
        if (!facts.args().isEmpty() && facts.args().get(0).equals("record")) return new InProcess("a recording");
        if (facts.javaCommand() == null || facts.processArguments() == null) return new InProcess("command line unknown");
        // These make every JVM print "Picked up ..." on stderr: a child would print it a second time.
        if (environment.containsKey("JAVA_TOOL_OPTIONS") || environment.containsKey("_JAVA_OPTIONS")) {
            return new InProcess("JAVA_TOOL_OPTIONS or _JAVA_OPTIONS is set");
        }
        if (properties.containsKey("jdk.module.main")) return new InProcess("started as a module");

        List<String> line = facts.processArguments();
        List<String> args = facts.args();
        int head = line.size() - args.size();
        if (head < 1 || !line.subList(head, line.size()).equals(args)) return new InProcess("arguments do not match the command line");
        List<String> target;
        List<String> commandLineOptions;
        if (head >= 2 && line.get(head - 2).equals("-jar")) {
            target = List.of("-jar", line.get(head - 1));
            commandLineOptions = line.subList(0, head - 2);
        } else {
            String mainClass = line.get(head - 1);
            if (mainClass.startsWith("-")) return new InProcess("no main class on the command line");
            target = List.of(mainClass);
            commandLineOptions = line.subList(0, head - 1);
        }

        String environmentOptions = environment.get(JDK_JAVA_OPTIONS);
        List<String> userOptions = new ArrayList<>();
        if (environmentOptions != null) {
            try {
                userOptions.addAll(dev.flint.process.CommandWords.split(environmentOptions, false));
            } catch (IllegalArgumentException unclosed) {
                return new InProcess("JDK_JAVA_OPTIONS has an unclosed quote");
            }
        }
        userOptions.addAll(commandLineOptions);
        for (String option : userOptions) {
            if (option.startsWith("@")) return new InProcess("an argument file hides options");
            for (String choice : USER_CHOICES) {
                if (option.startsWith(choice)) return new InProcess("the user chose " + option);
            }
        }

        String separator = properties.getOrDefault("path.separator", ":");
        String classPathProperty = properties.getOrDefault("java.class.path", "");
        List<String> classPath = splitPath(classPathProperty, separator);
        boolean jarsOnly = !classPath.isEmpty();
        for (String entry : classPath) {
            if (!entry.endsWith(".jar") && !entry.endsWith(".JAR")) jarsOnly = false;
        }
        if (!jarsOnly && !force) return new InProcess("started from class directories");

        Mode mode = !args.isEmpty() && CLI_COMMANDS.contains(args.get(0)) ? Mode.CLI : Mode.APP;
        return new Relaunch(facts.javaCommand(), List.copyOf(userOptions), target, classPath, jarsOnly, mode, args);
    }

    /** The class path's entries, empty ones dropped (no regex: this runs before the decision to relaunch). */
    private static List<String> splitPath(String path, String separator) {
        List<String> entries = new ArrayList<>();
        int from = 0;
        while (from <= path.length()) {
            int end = path.indexOf(separator, from);
            if (end < 0) end = path.length();
            if (end > from) entries.add(path.substring(from, end));
            from = end + separator.length();
        }
        return List.copyOf(entries);
    }
}
