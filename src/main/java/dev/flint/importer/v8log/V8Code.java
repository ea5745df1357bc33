package dev.flint.importer.v8log;

import dev.flint.model.ResourceKind;
import dev.flint.model.ThreadBuilder;
import java.util.Arrays;

/**
 * One code object of the log (or a shared library), and the frames it gives. A JS function's code name is
 * {@code FUNC SCRIPT:LINE:COL} (1-based, FUNC empty for top-level code): the func is the function at its
 * definition, so one function's code in every tier is one func, each tier its frame's implementation
 * ({@code ~} unoptimized, {@code ^} baseline, {@code +} maglev, {@code *} optimized, as Flint names V8's tiers
 * in perf maps). Other code is named as {@code --prof-process} names it, {@code TYPE: NAME}
 * ({@code Builtin: ArrayPrototypePush}). A library is one func {@code [libc.so.6]} whose frames keep their
 * offset in the library, so {@code --symbols} can name them later. A C++ function the {@code --preprocess}
 * JSON names (from {@code nm} on the recording machine) is a native func of its library, without an address.
 */
final class V8Code {
    enum Kind { JS, OTHER, LIBRARY, CPP }

    final Kind kind;
    private final String type;
    private final String name;
    private final String state;
    private final long libraryStart;
    private final int lib;
    /** The library a C++ function lies in, null when unknown (and for other code). */
    private final V8Code library;
    private int resource = -1;
    private int func = -1;
    /** Frames by VM-state category, for library code by nothing (its frames differ by address). */
    private final int[] frameByCategory = new int[VmStates.count() + 1];

    private V8Code(Kind kind, String type, String name, String state, long libraryStart, int lib, V8Code library) {
        this.kind = kind;
        this.type = type;
        this.name = name;
        this.state = state;
        this.libraryStart = libraryStart;
        this.lib = lib;
        this.library = library;
        Arrays.fill(frameByCategory, -1);
    }

    static V8Code js(String name, String state) {
        return new V8Code(Kind.JS, "JS", name, state, 0, -1, null);
    }

    static V8Code other(String type, String name) {
        return new V8Code(Kind.OTHER, type, name, "", 0, -1, null);
    }

    static V8Code library(String path, long start, ThreadBuilder thread) {
        String base = path.substring(path.lastIndexOf('/') + 1);
        int lib = thread.addLib(base, path, null, null, start, -1);
        return new V8Code(Kind.LIBRARY, "SHARED_LIB", "[" + base + "]", "", start, lib, null);
    }

    /** A C++ function {@code name} in {@code library} (a {@link #library} entry, or null when unknown). */
    static V8Code cpp(String name, V8Code library) {
        return new V8Code(Kind.CPP, "CPP", name, "", 0, -1, library);
    }

    /** The frame of this code at {@code address} in a tick of VM-state {@code category}. */
    int frame(ThreadBuilder thread, long address, int category, int categorySlot) {
        if (kind == Kind.LIBRARY) {
            if (func < 0) func = thread.func(name, resource(thread), null, -1, -1, false, false);
            return thread.frame(func, -1, -1, address - libraryStart, category, -1, -1, 0);
        }
        int known = frameByCategory[categorySlot];
        if (known >= 0) return known;
        if (func < 0) {
            func = switch (kind) {
                case JS -> jsFunc(thread);
                case CPP -> thread.func(name, library == null ? -1 : library.resource(thread), null, -1, -1, false, false);
                default -> thread.func(type + ": " + name, -1, null, -1, -1, false, false);
            };
        }
        int frame = thread.frame(func, -1, -1, -1, category, -1, thread.string(tier()), 0);
        frameByCategory[categorySlot] = frame;
        return frame;
    }

    /** A library's resource, made on first use. */
    private int resource(ThreadBuilder thread) {
        if (resource < 0) resource = thread.resource(name.substring(1, name.length() - 1), ResourceKind.LIBRARY, lib);
        return resource;
    }

    boolean isJS() {
        return kind == Kind.JS;
    }

    private int jsFunc(ThreadBuilder thread) {
        int space = name.lastIndexOf(' ');
        String location = name.substring(space + 1);
        int lastColon = location.lastIndexOf(':');
        int line = lastColon > 0 ? number(location.substring(lastColon + 1)) : -1;
        int column = -1;
        String script = location;
        if (line >= 0) {
            script = location.substring(0, lastColon);
            int colon = script.lastIndexOf(':');
            int first = colon >= 0 ? number(script.substring(colon + 1)) : -1;
            if (first >= 0) {
                column = line;
                line = first;
                script = script.substring(0, colon);
            }
        }
        if (line < 0) return thread.func(name, -1, null, -1, -1, true, false);
        String function = space < 0 ? "" : name.substring(0, space);
        return thread.func(function, thread.urlResource(script), script.isEmpty() ? null : script, line, column, true, false);
    }

    private String tier() {
        if (kind != Kind.JS || state.isEmpty()) return null;
        return switch (state.charAt(0)) {
            case '~' -> "unoptimized";
            case '^' -> "baseline";
            case '+' -> "maglev";
            case '*' -> "optimized";
            default -> null;
        };
    }

    private static int number(String digits) {
        if (digits.isEmpty() || digits.length() > 9) return -1;
        for (int i = 0; i < digits.length(); i++) {
            if (digits.charAt(i) < '0' || digits.charAt(i) > '9') return -1;
        }
        return Integer.parseInt(digits);
    }
}
