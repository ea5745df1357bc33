package dev.flint.launch;

/**
 * A main class for {@link RelaunchProcessTest}: relaunches as {@code dev.flint.Main} does, and its child then
 * waits a minute instead of working, so the test can stop the parent while the child runs.
 */
public final class HoldingMain {
    private HoldingMain() {}

    public static void main(String[] args) throws InterruptedException {
        int relaunched = Relaunch.run(args);
        if (relaunched != Relaunch.IN_PROCESS) System.exit(relaunched);
        Thread.sleep(60_000);
    }
}
