package dev.flint.importer.firefox;

import dev.flint.model.LongIntMap;
import dev.flint.model.ResourceKind;
import dev.flint.model.ThreadBuilder;
import java.net.URI;
import java.util.List;

/**
 * Turns classified Gecko frame locations into one thread's funcs, resources and libs through its
 * {@link ThreadBuilder}, creating each once: frames with the same location share a func (the builder
 * interns funcs by value), JS locations that differ only by their source index share one too, and a
 * library becomes a lib plus a resource the first time a frame points into it.
 */
final class FuncInterner {
    private final ThreadBuilder thread;
    private final List<GeckoLib> processLibs;
    private final LongIntMap resourceByProcessLib = new LongIntMap();

    FuncInterner(ThreadBuilder thread, List<GeckoLib> processLibs) {
        this.thread = thread;
        this.processLibs = processLibs;
    }

    /** The func of a frame at {@code location}; {@code processLib} is the lib an address falls in, or -1. */
    int func(FrameLocation location, boolean relevantForJS, int processLib) {
        return switch (location.kind()) {
            case ADDRESS -> thread.func(location.name(), libResource(processLib), null, -1, -1, false, false);
            case NATIVE_SYMBOL -> thread.func(location.name(), libResource(processLibNamed(location.url())), null,
                    -1, -1, false, false);
            case JS -> thread.func(location.name(), urlResource(location.url()), location.url(), location.line(),
                    location.column(), true, false);
            case LABEL -> thread.func(location.name(), -1, null, -1, -1, false, relevantForJS);
        };
    }

    private int processLibNamed(String libName) {
        for (int i = 0; i < processLibs.size(); i++) {
            if (processLibs.get(i).name().equals(libName)) return i;
        }
        return -1;
    }

    /** The resource of a process lib (creating the thread's lib and resource), -1 for no lib. */
    int libResource(int processLib) {
        if (processLib < 0) return -1;
        int known = resourceByProcessLib.get(processLib);
        if (known >= 0) return known;
        GeckoLib lib = processLibs.get(processLib);
        int libIndex = thread.addLib(lib.name(), lib.path(), lib.debugName(), lib.breakpadId(), lib.start(), lib.end());
        int resource = thread.addResource(lib.name(), ResourceKind.LIBRARY, libIndex);
        resourceByProcessLib.put(processLib, resource);
        return resource;
    }

    /** Web scripts are grouped by origin (add-ons by their moz-extension origin); other URLs stand alone. */
    private int urlResource(String url) {
        String origin = origin(url);
        ResourceKind kind;
        String name;
        if (origin == null) {
            kind = ResourceKind.URL;
            name = url;
        } else {
            kind = origin.startsWith("moz-extension:") ? ResourceKind.ADDON : ResourceKind.WEBHOST;
            name = origin;
        }
        return thread.resource(name, kind, -1);
    }

    private static String origin(String url) {
        if (!(url.startsWith("http://") || url.startsWith("https://") || url.startsWith("moz-extension://"))) return null;
        try {
            URI uri = URI.create(url);
            if (uri.getHost() == null) return null;
            return uri.getScheme() + "://" + uri.getHost() + (uri.getPort() >= 0 ? ":" + uri.getPort() : "");
        } catch (IllegalArgumentException notAUri) {
            return null;
        }
    }
}
