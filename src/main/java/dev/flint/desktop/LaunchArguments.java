package dev.flint.desktop;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The arguments of a launch that is not a CLI subcommand: the files to open (anything not starting with
 * {@code --}), made absolute here because a second launch hands them to an instance with another working
 * directory, plus the launcher's own switches.
 *
 * @param files       absolute, normalized paths, in the order given
 * @param smoke       {@code --smoke}: load the files without a window, print one line each, exit
 * @param newInstance {@code --new-instance}: never forward to a running instance, never serve one
 */
public record LaunchArguments(List<Path> files, boolean smoke, boolean newInstance) {
    public static final String SMOKE = "--smoke";
    public static final String NEW_INSTANCE = "--new-instance";

    public LaunchArguments {
        files = List.copyOf(files);
    }

    public static LaunchArguments parse(String[] args) {
        List<Path> files = new ArrayList<>();
        boolean smoke = false;
        boolean newInstance = false;
        for (String arg : args) {
            if (arg.equals(SMOKE)) {
                smoke = true;
            } else if (arg.equals(NEW_INSTANCE)) {
                newInstance = true;
            } else if (!arg.startsWith("--") && !arg.isEmpty()) {
                files.add(Path.of(arg).toAbsolutePath().normalize());
            }
        }
        return new LaunchArguments(files, smoke, newInstance);
    }
}
