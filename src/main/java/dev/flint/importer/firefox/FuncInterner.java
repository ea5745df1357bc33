package dev.flint.importer.firefox;

import dev.flint.model.FuncTable;
import dev.flint.model.LibTable;
import dev.flint.model.ResourceKind;
import dev.flint.model.ResourceTable;
import dev.flint.model.StringTable;
import java.net.URI;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns classified Gecko frame locations into one thread's funcs, resources and libs, creating each once:
 * frames with the same location share a func, JS locations that differ only by their source index share
 * one too, and a library becomes a lib plus a resource the first time a frame points into it.
 */
final class FuncInterner {
    private final StringTable strings;
    private final FuncTable funcs;
    private final ResourceTable resources;
    private final LibTable libs;
    private final List<GeckoLib> processLibs;
    private final Map<String, Integer> funcByKey = new HashMap<>();
    private final Map<String, Integer> resourceByKey = new HashMap<>();
    private final Map<Integer, Integer> resourceByProcessLib = new HashMap<>();

    FuncInterner(StringTable strings, FuncTable funcs, ResourceTable resources, LibTable libs,
                 List<GeckoLib> processLibs) {
        this.strings = strings;
        this.funcs = funcs;
        this.resources = resources;
        this.libs = libs;
        this.processLibs = processLibs;
    }

    /** The func of a frame at {@code location}; {@code processLib} is the lib an address falls in, or -1. */
    int func(FrameLocation location, boolean relevantForJS, int processLib) {
        return switch (location.kind()) {
            case ADDRESS -> intern("a\0" + location.name(), location.name(), libResource(processLib), -1, -1, -1, false, false);
            case NATIVE_SYMBOL -> {
                int resource = libResource(processLibNamed(location.url()));
                yield intern("n\0" + location.name() + "\0" + resource, location.name(), resource, -1, -1, -1, false, false);
            }
            case JS -> intern("j\0" + location.name() + "\0" + location.url() + "\0" + location.line() + "\0" + location.column(),
                    location.name(), urlResource(location.url()), strings.indexOf(location.url()),
                    location.line(), location.column(), true, false);
            case LABEL -> intern("l\0" + relevantForJS + "\0" + location.name(), location.name(), -1, -1, -1, -1,
                    false, relevantForJS);
        };
    }

    private int intern(String key, String name, int resource, int fileName, int line, int column, boolean isJS,
                       boolean relevantForJS) {
        Integer known = funcByKey.get(key);
        if (known != null) return known;
        int func = funcs.add(strings.indexOf(name), resource, fileName, line, column, isJS, relevantForJS);
        funcByKey.put(key, func);
        return func;
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
        Integer known = resourceByProcessLib.get(processLib);
        if (known != null) return known;
        GeckoLib lib = processLibs.get(processLib);
        int libIndex = libs.add(strings.indexOf(lib.name()), stringOrNone(lib.path()), stringOrNone(lib.debugName()),
                stringOrNone(lib.breakpadId()), lib.start(), lib.end());
        int resource = resources.add(strings.indexOf(lib.name()), ResourceKind.LIBRARY, libIndex);
        resourceByProcessLib.put(processLib, resource);
        return resource;
    }

    private int stringOrNone(String s) {
        return s == null ? -1 : strings.indexOf(s);
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
        String key = kind + "\0" + name;
        Integer known = resourceByKey.get(key);
        if (known != null) return known;
        int resource = resources.add(strings.indexOf(name), kind, -1);
        resourceByKey.put(key, resource);
        return resource;
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
