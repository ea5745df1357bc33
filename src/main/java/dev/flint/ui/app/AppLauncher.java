package dev.flint.ui.app;

import dev.flint.desktop.PendingFiles;
import javafx.application.Application;

/** Starts the JavaFX application; kept apart from Main so the CLI never loads JavaFX classes. */
public final class AppLauncher {
    private AppLauncher() {}

    /**
     * {@code -Dflint.launchInstead=CLASS}: the start command ({@code java ... dev.flint.Main FILE}, relaunch
     * included) runs CLASS (a {@link Runnable} with a public no-argument constructor) instead of opening the
     * app's window. The first-paint benchmark, which lives outside the runtime jar, hooks in this way
     * ({@code tools/bench-cold.sh}); the app itself names no benchmark class.
     */
    public static final String LAUNCH_INSTEAD = "flint.launchInstead";

    public static void launch(String[] args) {
        String instead = System.getProperty(LAUNCH_INSTEAD);
        if (instead != null) {
            runInstead(instead);
            return;
        }
        launch(FlintApp.class, args);
    }

    /** As {@link #launch}, for another Application class (the first-paint benchmark's). */
    public static void launch(Class<? extends Application> app, String[] args) {
        dev.flint.launch.Relaunch.windowOpening();
        ClassPathWarningFilter.install();
        // The launch's files start loading now, while the toolkit starts and the window is built.
        EarlyLoad.start(PendingFiles.get().queuedFiles());
        // The desktop's dark setting is read by a command or two: off the FX thread, while the toolkit starts.
        SystemTheme.startReading();
        Application.launch(app, args);
    }

    private static void runInstead(String className) {
        Runnable hook;
        try {
            hook = (Runnable) Class.forName(className).getConstructor().newInstance();
        } catch (ReflectiveOperationException | ClassCastException | LinkageError e) {
            System.err.println("flint: -D" + LAUNCH_INSTEAD + "=" + className + " names no Runnable on the class path ("
                    + e + ")");
            System.exit(2);
            return;
        }
        hook.run();
    }
}
