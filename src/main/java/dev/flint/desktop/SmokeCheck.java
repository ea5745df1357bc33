package dev.flint.desktop;

import dev.flint.importer.ProfileFormatException;
import dev.flint.importer.ProfileLoader;
import dev.flint.model.Profile;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code flint --smoke FILE...}: loads each file the way the window would (launcher argument → absolute
 * path → {@link ProfileLoader}) and prints one line per file, without starting JavaFX. Installers are
 * checked with it: a packaged launcher that prints {@code smoke ok} has a working runtime, classpath and
 * argument encoding.
 */
public final class SmokeCheck {
    /** Loads one file; {@link ProfileLoader#load(Path)} outside tests. */
    @FunctionalInterface
    public interface Loader {
        Profile load(Path file) throws ProfileFormatException;
    }

    private SmokeCheck() {}

    /** Exit status: 0 when every file loaded, 1 when one did not, 2 when no file was given. */
    public static int run(LaunchArguments launch, Loader loader, PrintStream out, PrintStream err) {
        if (launch.files().isEmpty() && launch.unusable().isEmpty()) {
            err.println("usage: flint --smoke FILE...");
            return 2;
        }
        int status = 0;
        for (String problem : launch.unusable()) {
            err.println(problem);
            status = 1;
        }
        List<Path> files = launch.files();
        for (Path file : files) {
            try {
                out.println(summary(loader.load(file), file));
            } catch (ProfileFormatException e) {
                err.println(e.getMessage());
                status = 1;
            } catch (RuntimeException e) {
                // A bug, not a bad file: still one line, so the packaging check shows what broke.
                err.println(file + ": internal error: " + e);
                status = 1;
            }
        }
        return status;
    }

    public static int run(LaunchArguments launch, PrintStream out, PrintStream err) {
        return run(launch, ProfileLoader::load, out, err);
    }

    /** {@code smoke ok: cpuprofile, 1 thread, 274 samples: /abs/path}; the path last, as it may hold anything. */
    static String summary(Profile profile, Path file) {
        int threads = profile.threads().size();
        long samples = profile.totalSamples();
        return "smoke ok: " + profile.format().id() + ", " + threads + (threads == 1 ? " thread, " : " threads, ")
                + samples + (samples == 1 ? " sample: " : " samples: ") + file;
    }
}
