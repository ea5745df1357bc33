package dev.flint.importer.stacks;

import dev.flint.model.ProfileThread;
import java.util.ArrayList;
import java.util.List;

/** Test helper: a sample's stack as func names, root first, joined by ';'. */
final class Paths {
    private Paths() {}

    static String leafPath(ProfileThread thread, int sample) {
        List<String> names = new ArrayList<>();
        for (int s = thread.samples().stack(sample); s != -1; s = thread.stacks().prefix(s)) {
            names.add(0, thread.funcName(thread.frames().func(thread.stacks().frame(s))));
        }
        return String.join(";", names);
    }
}
