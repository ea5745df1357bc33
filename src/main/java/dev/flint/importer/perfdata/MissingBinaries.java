package dev.flint.importer.perfdata;

import dev.flint.model.LibTable;
import dev.flint.model.LoadWarning;
import dev.flint.model.Profile;
import dev.flint.model.ProfileThread;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The binaries of a perf.data recording that perf could not read on this machine: perf names their frames
 * {@code [unknown]}, which Flint shows as {@code [BINARY]} (as FlameGraph does), so a profile recorded elsewhere
 * shows nothing but {@code [burn]}. One warning says which binaries were missing and what makes their names
 * appear; perf itself says nothing about them.
 */
final class MissingBinaries {
    /** How many paths the warning lists before "and N more". */
    private static final int LISTED = 3;

    private MissingBinaries() {}

    /**
     * The warning for {@code profile}'s binaries whose functions are all unnamed and whose path is not a file
     * here; null when there are none. Only a function named {@code [BASENAME]} of a library counts as unnamed.
     */
    static LoadWarning warning(Profile profile) {
        Set<String> missing = new TreeSet<>();
        long samples = 0;
        for (ProfileThread thread : profile.threads()) {
            LibTable libs = thread.libs();
            boolean[] unnamedLib = new boolean[libs.size()];
            // Whether each library's file is here, asked of the file system once per library, not per function.
            Boolean[] present = new Boolean[libs.size()];
            boolean any = false;
            for (int func = 0; func < thread.funcs().size(); func++) {
                int resource = thread.funcs().resource(func);
                if (resource < 0) continue;
                int lib = thread.resources().lib(resource);
                if (lib < 0 || lib >= libs.size()) continue;
                String path = thread.strings().get(libs.path(lib));
                if (!path.startsWith("/")) continue;
                String base = path.substring(path.lastIndexOf('/') + 1);
                if (unnamedLib[lib] || !thread.funcName(func).equals("[" + base + "]")) continue;
                if (present[lib] == null) present[lib] = Files.isRegularFile(Path.of(path));
                if (!present[lib]) {
                    unnamedLib[lib] = true;
                    any = true;
                    missing.add(path);
                }
            }
            if (any) samples += samplesIn(thread, unnamedLib);
        }
        if (missing.isEmpty()) return null;
        List<String> listed = new ArrayList<>(missing).subList(0, Math.min(LISTED, missing.size()));
        String paths = String.join(", ", listed) + (missing.size() > LISTED ? " and " + (missing.size() - LISTED) + " more" : "");
        List<String> shownAs = new ArrayList<>();
        for (String path : listed) shownAs.add("[" + path.substring(path.lastIndexOf('/') + 1) + "]");
        boolean one = missing.size() == 1;
        return new LoadWarning("perf.data", (one ? "1 binary" : missing.size() + " binaries") + " of the recording not"
                + " found on this machine (" + paths + "): " + (one ? "its" : "their") + " functions show as "
                + String.join(", ", shownAs) + (missing.size() > LISTED ? ", …" : "") + "; open the file where it was"
                + " recorded, or add " + (one ? "the binary" : "them") + " to perf's build-id cache here"
                + " ('perf buildid-cache -a BINARY') and open it again", samples, "samples");
    }

    /** The thread's samples whose leaf frame is in one of the unnamed libraries. */
    private static long samplesIn(ProfileThread thread, boolean[] unnamedLib) {
        long count = 0;
        var samples = thread.samples();
        for (int i = 0; i < samples.size(); i++) {
            int stack = samples.stack(i);
            if (stack < 0) continue;
            int func = thread.frames().func(thread.stacks().frame(stack));
            int resource = thread.funcs().resource(func);
            int lib = resource < 0 ? -1 : thread.resources().lib(resource);
            if (lib >= 0 && lib < unnamedLib.length && unnamedLib[lib]) count++;
        }
        return count;
    }
}
