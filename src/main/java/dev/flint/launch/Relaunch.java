package dev.flint.launch;

import java.io.File;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * {@code java -jar flint.jar ...} starts the same java again with the packaged app's fast-start flags
 * (an AppCDS archive, C1 only; {@link ChildCommand}) and waits for it: the child inherits stdin, stdout and
 * stderr, its exit status becomes this one's, and it is stopped when this process is. The decision is
 * {@link RelaunchDecision}'s; the archive {@link ArchiveCache}'s. Anything that goes wrong before the child
 * runs leaves Flint to run in this JVM as before.
 *
 * <p>This runs first in {@code main}, so it touches only JDK classes a JVM mostly has loaded already (no
 * Jackson, no engine, no JavaFX, no regex, no MessageDigest; its {@code +} is StringBuilder code, as pom.xml
 * compiles with {@code -XDstringConcat=inline}, so no concatenation bootstrap spins classes here).
 */
public final class Relaunch {
    /** {@link #run}'s answer when Flint should run in this JVM. */
    public static final int IN_PROCESS = -1;
    /**
     * Set (to anything): the parent prints its decision and the child's command line on stderr, and the
     * child its own command line.
     */
    static final String DEBUG = "FLINT_RELAUNCH_DEBUG";

    private Relaunch() {}

    /** Runs Flint in a child JVM and returns its exit status, or {@link #IN_PROCESS}. */
    public static int run(String[] args) {
        RelaunchDecision.Relaunch relaunch;
        ArchiveCache cache = null;
        ChildCommand.Archive archive = new ChildCommand.NoArchive();
        Process child;
        Thread stopChildren = new StopChildren();
        File marker = null;
        boolean debug = System.getenv(DEBUG) != null;
        // The child itself, at once: gathering the facts (ProcessHandle's info reads /proc and loads its classes)
        // took 30-85 ms of the child's start at load 15, before a byte of the file was read, for a decision known
        // already. With FLINT_RELAUNCH_DEBUG the child still prints its command line and the decision.
        if (!debug && System.getProperty(RelaunchDecision.RELAUNCHED) != null) return IN_PROCESS;
        try {
            if (!isHotSpot()) return IN_PROCESS;
            LaunchFacts facts = LaunchFacts.current(args);
            RelaunchDecision.Decision decision = RelaunchDecision.decide(facts);
            if (debug) {
                System.err.println("flint-relaunch: this JVM " + facts.processArguments());
                System.err.println("flint-relaunch: " + decision);
            }
            if (!(decision instanceof RelaunchDecision.Relaunch decided)) return IN_PROCESS;
            relaunch = decided;
            if (relaunch.archivable()) {
                cache = archiveCache(relaunch, facts.environment());
                archive = cache.choose(LaunchFacts.pid());
            }
            List<String> command = ChildCommand.build(relaunch, archive);
            String keepMarker = ChildCommand.keepMarker(relaunch.mode(), archive);
            if (keepMarker != null) marker = new File(keepMarker);
            if (debug) System.err.println("flint-relaunch: child " + command);
            ProcessBuilder builder = new ProcessBuilder(command).inheritIO();
            // The child gets JDK_JAVA_OPTIONS' words on its command line (RelaunchDecision): from the
            // environment too, its launcher would take them twice and print its "Picked up" note again.
            builder.environment().remove(RelaunchDecision.JDK_JAVA_OPTIONS);
            // The hook is in place before the child exists: a SIGTERM right after the fork still stops it.
            Runtime.getRuntime().addShutdownHook(stopChildren);
            try {
                child = builder.start();
            } catch (IOException | RuntimeException e) {
                Runtime.getRuntime().removeShutdownHook(stopChildren);
                throw e;
            }
        } catch (IOException | RuntimeException e) {
            if (cache != null) cache.finish(archive, false);
            return IN_PROCESS;
        }
        int status = waitFor(child);
        try {
            Runtime.getRuntime().removeShutdownHook(stopChildren);
        } catch (IllegalStateException shuttingDown) {
            // the hook runs and finds the child gone
        }
        if (cache != null) {
            boolean keep = status == 0 && (relaunch.mode() == RelaunchDecision.Mode.CLI || (marker != null && marker.isFile()));
            cache.finish(archive, keep);
            if (debug) System.err.println("flint-relaunch: child exited " + status + ", archive kept " + keep);
        }
        if (marker != null) marker.delete();
        return status;
    }

    /** The archives of this JDK, these jars and options, in the user's cache directory. */
    static ArchiveCache archiveCache(RelaunchDecision.Relaunch relaunch, java.util.Map<String, String> environment) {
        String runtime = System.getProperty("java.home") + "\n" + System.getProperty("java.vm.version") + "\n"
                + String.join("\n", ArchiveCache.optionsThatMatter(relaunch.userJvmOptions()));
        return ArchiveCache.of(ArchiveCache.directory(environment, System.getProperty("user.home")),
                ArchiveCache.stamps(relaunch.classPath()), runtime, relaunch.mode());
    }

    /**
     * In the app's child: its window is about to open, so the archive of this run is worth keeping. Nothing
     * in any other JVM.
     */
    public static void windowOpening() {
        String marker = System.getProperty(ChildCommand.KEEP_MARKER);
        if (marker == null) return;
        try {
            new File(marker).createNewFile();
        } catch (IOException | RuntimeException e) {
            // no archive this time
        }
    }

    /** The flags are HotSpot's (OpenJ9 and others have their own class sharing). */
    private static boolean isHotSpot() {
        String vm = System.getProperty("java.vm.name", "");
        return vm.contains("HotSpot") || vm.contains("OpenJDK");
    }

    private static int waitFor(Process child) {
        while (true) {
            try {
                return child.waitFor();
            } catch (InterruptedException e) {
                // only the child's end ends this process's wait
            }
        }
    }

    /**
     * The shutdown hook: stops this process's children, the one child Flint runs in (a class, not a lambda:
     * a lambda's bootstrap loads classes this JVM has no use for).
     */
    private static final class StopChildren extends Thread {
        StopChildren() {
            super("flint-stop-child");
        }

        @Override
        public void run() {
            ProcessHandle.current().children().forEach(Relaunch::stopChild);
        }
    }

    /** This process is being stopped (a signal, System.exit elsewhere): stop the child, politely first. */
    private static void stopChild(ProcessHandle child) {
        if (!child.isAlive()) return;
        child.destroy();
        try {
            child.onExit().get(5, TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            child.destroyForcibly();
        } catch (InterruptedException e) {
            child.destroyForcibly();
        }
    }
}
