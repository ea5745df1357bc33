package dev.flint.ui.app;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.logging.LogManager;
import java.util.logging.Logger;

/**
 * Keeps JavaFX's "Unsupported JavaFX configuration: classes were loaded from 'unnamed module …'" off the
 * terminal. Flint runs JavaFX from the class path on purpose (the jar's {@code lib/}; the packages carry a
 * jlink'd runtime with JavaFX as modules, where it is never said), and the line told a user of
 * {@code java -jar} about nothing they can act on. Only that message is dropped: every other JavaFX
 * warning (CSS, layout) still prints.
 *
 * <p>Also usable as {@code -Djava.util.logging.config.class=dev.flint.ui.app.ClassPathWarningFilter}: the log
 * manager reads its usual configuration, then the filter is installed (the tests' JVM does this, since
 * TestFX starts JavaFX before any of Flint's code runs).
 */
public final class ClassPathWarningFilter {
    /** Held: the log manager keeps loggers weakly, and a collected logger loses its filter. */
    private static final Logger JAVAFX = Logger.getLogger("javafx");
    private static final String MESSAGE = "Unsupported JavaFX configuration";

    /**
     * As a {@code java.util.logging.config.class}: the JDK's default configuration (read from its file: the
     * no-argument {@code readConfiguration} would construct this class again), then the filter.
     */
    public ClassPathWarningFilter() throws IOException {
        try (InputStream defaults = Files.newInputStream(Path.of(System.getProperty("java.home"), "conf", "logging.properties"))) {
            LogManager.getLogManager().readConfiguration(defaults);
        }
        install();
    }

    /** Drops JavaFX's class-path warning; call before the toolkit starts. */
    public static void install() {
        JAVAFX.setFilter(record -> record.getMessage() == null || !record.getMessage().startsWith(MESSAGE));
    }
}
