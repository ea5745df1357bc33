package dev.flint.desktop;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The arguments of a launch that is not a CLI subcommand: the files to open (anything not starting with
 * {@code --}), made absolute here because a second launch hands them to an instance with another working
 * directory, plus the launcher's own switches.
 *
 * @param files       absolute, normalized paths, in the order given
 * @param unusable    one message per argument that cannot be a path here (see {@link #parse})
 * @param smoke       {@code --smoke}: load the files without a window, print one line each, exit
 * @param newInstance {@code --new-instance}: never forward to a running instance, never serve one
 */
public record LaunchArguments(List<Path> files, List<String> unusable, boolean smoke, boolean newInstance) {
    public static final String SMOKE = "--smoke";
    public static final String NEW_INSTANCE = "--new-instance";

    public LaunchArguments {
        files = List.copyOf(files);
        unusable = List.copyOf(unusable);
    }

    /**
     * Java decodes argv and encodes file names with the locale's charset ({@code sun.jnu.encoding}, which
     * no option overrides). Under the C/POSIX locale that is ASCII, and a name like {@code prøfile.json}
     * arrives as {@code pr??file.json} and cannot be opened; such an argument is reported, not guessed at.
     */
    public static LaunchArguments parse(String[] args) {
        List<Path> files = new ArrayList<>();
        List<String> unusable = new ArrayList<>();
        boolean smoke = false;
        boolean newInstance = false;
        for (String arg : args) {
            if (arg.equals(SMOKE)) {
                smoke = true;
            } else if (arg.equals(NEW_INSTANCE)) {
                newInstance = true;
            } else if (!arg.startsWith("--") && !arg.isEmpty()) {
                try {
                    files.add(Path.of(arg).toAbsolutePath().normalize());
                } catch (InvalidPathException e) {
                    unusable.add(arg + ": the file name cannot be represented in this locale's encoding ("
                            + System.getProperty("sun.jnu.encoding") + "); start Flint under a UTF-8 locale,"
                            + " e.g. LANG=C.UTF-8");
                }
            }
        }
        return new LaunchArguments(files, unusable, smoke, newInstance);
    }
}
