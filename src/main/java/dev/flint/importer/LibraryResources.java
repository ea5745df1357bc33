package dev.flint.importer;

import dev.flint.model.ResourceKind;
import dev.flint.model.ThreadBuilder;

/** A binary's path (a pprof or OTLP mapping's file name) as a library resource named by its file name. */
public final class LibraryResources {
    private LibraryResources() {}

    /** The library resource of {@code path}, or -1 for an empty path (a mapping without a file). */
    public static int ofPath(ThreadBuilder thread, String path) {
        if (path.isEmpty()) return -1;
        int slash = path.lastIndexOf('/');
        String name = slash >= 0 && slash < path.length() - 1 ? path.substring(slash + 1) : path;
        return thread.resource(name, ResourceKind.LIBRARY, thread.addLib(name, path, null, null, -1, -1));
    }
}
