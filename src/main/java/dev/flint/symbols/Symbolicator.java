package dev.flint.symbols;

import dev.flint.model.FrameTable;
import dev.flint.model.FuncTable;
import dev.flint.model.LibTable;
import dev.flint.model.ProfileThread;
import dev.flint.model.StackTable;
import dev.flint.model.StringTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Applies a symbol table to a thread (seed 002, "How does symbolication affect this?"):
 * <ul>
 *   <li>the table is matched to one of the thread's libraries (by Breakpad id, then by name);</li>
 *   <li>each native frame of that library is looked up: a frame used as a caller holds a return address,
 *       so it is looked up one byte earlier, inside the call instruction; a frame used both ways is
 *       resolved both ways;</li>
 *   <li>inline levels an earlier symbolication made for the library go first, their callees and samples
 *       moving up to the outer frame, so applying a table again does not stack new levels on old ones;</li>
 *   <li>frames resolving to the same function share one new func (per library and name), so the many
 *       funcs created per address collapse; inlined functions become extra frames and stack levels;</li>
 *   <li>the old funcs keep their indexes (transforms and paths naming other funcs stay valid); the
 *       {@link FuncMap} says which new funcs each collapsed old func became, when all its frames agree.</li>
 * </ul>
 * Pure: the input thread is not changed.
 */
public final class Symbolicator {
    private final ProfileThread in;
    private final SymbolTable table;
    private final StringTable strings = new StringTable();
    private final FuncTable funcs = new FuncTable();
    private final FrameTable frames = new FrameTable();
    private final StackTable stacks = new StackTable();
    private final Map<String, Integer> newFuncByKey = new HashMap<>();
    /** Per old frame, the new frames of its lookup as a leaf and as a caller; null until looked up. */
    private final int[][] leafFramesByOldFrame;
    private final int[][] callerFramesByOldFrame;
    private final int[][] consensusByOldFunc;
    private final boolean[] disagreeingOldFunc;
    private int resolvedFrames;

    private Symbolicator(ProfileThread in, SymbolTable table) {
        this.in = in;
        this.table = table;
        this.disagreeingOldFunc = new boolean[in.funcs().size()];
        this.consensusByOldFunc = new int[in.funcs().size()][];
        this.leafFramesByOldFrame = new int[in.frames().size()][];
        this.callerFramesByOldFrame = new int[in.frames().size()][];
    }

    public static Symbolication apply(ProfileThread thread, SymbolTable table) throws SymbolFileException {
        dev.flint.model.UiThreadGuard.check("Symbolicator.apply");
        return new Symbolicator(thread, table).run();
    }

    private Symbolication run() throws SymbolFileException {
        int lib = targetLibrary();
        boolean[] isTarget = targetFrames(lib);
        for (int s = 0; s < in.strings().size(); s++) strings.indexOf(in.strings().get(s));
        copyFuncs();
        for (int f = 0; f < in.frames().size(); f++) {
            frames.add(in.frames().func(f), in.frames().line(f), in.frames().column(f), in.frames().address(f),
                    in.frames().category(f), in.frames().subcategory(f), in.frames().implementation(f),
                    in.frames().inlineDepth(f));
        }
        boolean[] frameResolved = new boolean[in.frames().size()];
        int stackCount = in.stacks().size();
        boolean[] isOldInline = oldInlineFrames(lib);
        // A thread symbolicated before has inline levels of this library: they go (the table makes them
        // anew from the outer frame's address), their callees and samples move to the stack above them, as
        // the Firefox Profiler does on re-symbolication. kept[s] is the stack s stands for once they are gone.
        int[] kept = new int[stackCount];
        for (int s = 0; s < stackCount; s++) {
            int prefix = in.stacks().prefix(s);
            kept[s] = isOldInline[in.stacks().frame(s)] ? (prefix < 0 ? -1 : kept[prefix]) : s;
        }
        boolean[] hasCallee = new boolean[stackCount];
        for (int s = 0; s < stackCount; s++) {
            int prefix = in.stacks().prefix(s);
            if (prefix >= 0 && kept[s] == s && kept[prefix] >= 0) hasCallee[kept[prefix]] = true;
        }
        boolean[] isSampled = new boolean[stackCount];
        for (int i = 0; i < in.samples().size(); i++) {
            int stack = in.samples().stack(i);
            if (stack >= 0 && kept[stack] >= 0) isSampled[kept[stack]] = true;
        }
        int[] asLeaf = new int[stackCount];
        int[] asCaller = new int[stackCount];
        for (int s = 0; s < stackCount; s++) {
            int oldPrefix = in.stacks().prefix(s);
            int prefix = oldPrefix < 0 ? -1 : asCaller[oldPrefix];
            int frame = in.stacks().frame(s);
            if (kept[s] != s) {
                asLeaf[s] = oldPrefix < 0 ? -1 : asLeaf[oldPrefix];
                asCaller[s] = prefix;
                continue;
            }
            if (!isTarget[frame]) {
                asLeaf[s] = asCaller[s] = stack(prefix, frame);
                continue;
            }
            boolean usedAsLeaf = isSampled[s] || !hasCallee[s];
            int[] leafFrames = usedAsLeaf ? resolvedFrames(frame, false, frameResolved) : null;
            int[] callerFrames = hasCallee[s] ? resolvedFrames(frame, true, frameResolved) : null;
            asLeaf[s] = leafFrames == null ? -1 : chain(prefix, leafFrames);
            asCaller[s] = callerFrames == null ? -1
                    : Arrays.equals(callerFrames, leafFrames) ? asLeaf[s] : chain(prefix, callerFrames);
        }
        int[] sampleStacks = new int[in.samples().size()];
        for (int i = 0; i < sampleStacks.length; i++) {
            int old = in.samples().stack(i);
            sampleStacks[i] = old < 0 ? -1 : asLeaf[old];
        }
        for (boolean resolved : frameResolved) if (resolved) resolvedFrames++;
        int[][] newFuncsByOldFunc = new int[disagreeingOldFunc.length][];
        for (int oldFunc = 0; oldFunc < disagreeingOldFunc.length; oldFunc++) {
            if (!disagreeingOldFunc[oldFunc]) newFuncsByOldFunc[oldFunc] = consensusByOldFunc[oldFunc];
        }
        ProfileThread out = new ProfileThread(in.pid(), in.tid(), in.name(), in.processName(), in.processUrl(),
                strings, in.resources(), in.libs(), funcs, frames, stacks, in.samples().withStacks(sampleStacks),
                in.weightType(), in.traceEvents(), in.cpuProfile(), in.lineHits());
        String libName = in.strings().get(in.libs().name(lib));
        return new Symbolication(out, FuncMap.of(newFuncsByOldFunc), resolvedFrames, libName);
    }

    /** The library the table is for: same Breakpad id, else same (debug) name, else the only one with frames. */
    private int targetLibrary() throws SymbolFileException {
        LibTable libs = in.libs();
        List<Integer> withFrames = librariesWithNativeFrames();
        if (table.moduleId() != null) {
            for (int lib = 0; lib < libs.size(); lib++) {
                if (libs.breakpadId(lib) >= 0 && in.strings().get(libs.breakpadId(lib)).equalsIgnoreCase(table.moduleId())) return lib;
            }
        }
        if (table.moduleName() != null) {
            for (int lib = 0; lib < libs.size(); lib++) {
                if (matchesName(lib, table.moduleName())) return lib;
            }
        }
        // nm output names no module; its file name may not either: one library with frames is unambiguous.
        if (table.format().equals("nm") && withFrames.size() == 1) return withFrames.get(0);
        List<String> names = new ArrayList<>();
        for (int lib : withFrames) names.add(in.strings().get(libs.name(lib)));
        String module = table.moduleName() == null ? "an unnamed module" : "module " + table.moduleName()
                + (table.moduleId() == null ? "" : " (" + table.moduleId() + ")");
        throw new SymbolFileException("the symbols are for " + module + ", which is none of the thread's libraries"
                + " with native frames" + (names.isEmpty() ? " (it has none)" : ": " + String.join(", ", names)));
    }

    private boolean matchesName(int lib, String moduleName) {
        LibTable libs = in.libs();
        for (int string : new int[] {libs.name(lib), libs.debugName(lib)}) {
            if (string >= 0 && in.strings().get(string).equals(moduleName)) return true;
        }
        return false;
    }

    private List<Integer> librariesWithNativeFrames() {
        boolean[] seen = new boolean[in.libs().size()];
        for (int f = 0; f < in.frames().size(); f++) {
            int lib = frameLib(f);
            if (lib >= 0 && in.frames().address(f) >= 0) seen[lib] = true;
        }
        List<Integer> result = new ArrayList<>();
        for (int lib = 0; lib < seen.length; lib++) if (seen[lib]) result.add(lib);
        return result;
    }

    private int frameLib(int frame) {
        int resource = in.funcs().resource(in.frames().func(frame));
        return resource < 0 ? -1 : in.resources().lib(resource);
    }

    private boolean[] targetFrames(int lib) {
        boolean[] isTarget = new boolean[in.frames().size()];
        for (int f = 0; f < isTarget.length; f++) {
            isTarget[f] = in.frames().address(f) >= 0 && frameLib(f) == lib && in.frames().inlineDepth(f) == 0;
        }
        return isTarget;
    }

    /** Frames of {@code lib} at an inline depth above 0: inline levels of an earlier symbolication. */
    private boolean[] oldInlineFrames(int lib) {
        boolean[] inline = new boolean[in.frames().size()];
        for (int f = 0; f < inline.length; f++) {
            inline[f] = in.frames().inlineDepth(f) > 0 && in.frames().address(f) >= 0 && frameLib(f) == lib;
        }
        return inline;
    }

    private void copyFuncs() {
        FuncTable old = in.funcs();
        for (int func = 0; func < old.size(); func++) {
            funcs.add(old.name(func), old.resource(func), old.fileName(func), old.line(func), old.column(func),
                    old.isJS(func), old.relevantForJS(func));
        }
    }

    /**
     * The new frames (outermost first) an old frame becomes when looked up as a leaf or as a caller; the
     * old frame itself when the table has no symbol for its address.
     */
    private int[] resolvedFrames(int oldFrame, boolean asCaller, boolean[] frameResolved) {
        int[][] cache = asCaller ? callerFramesByOldFrame : leafFramesByOldFrame;
        if (cache[oldFrame] != null) return cache[oldFrame];
        long address = in.frames().address(oldFrame);
        List<SymbolizedFrame> levels = table.resolve(asCaller && address > 0 ? address - 1 : address);
        if (asCaller && levels.equals(table.resolve(address))) {
            // The return address resolves like the address itself: share the leaf's frames.
            int[] same = resolvedFrames(oldFrame, false, frameResolved);
            cache[oldFrame] = same;
            return same;
        }
        int oldFunc = in.frames().func(oldFrame);
        int[] result;
        if (levels.isEmpty()) {
            result = new int[] {oldFrame};
            disagreeingOldFunc[oldFunc] = true;
        } else {
            frameResolved[oldFrame] = true;
            int resource = in.funcs().resource(oldFunc);
            result = new int[levels.size()];
            int[] newFuncs = new int[levels.size()];
            for (int depth = 0; depth < levels.size(); depth++) {
                SymbolizedFrame level = levels.get(depth);
                newFuncs[depth] = newFunc(level, resource);
                result[depth] = depth == 0 && !asCaller && levels.size() == 1
                        ? repoint(oldFrame, newFuncs[0], level.line())
                        : frames.add(newFuncs[depth], level.line(), -1, address, in.frames().category(oldFrame),
                                in.frames().subcategory(oldFrame), in.frames().implementation(oldFrame), depth);
            }
            int[] agreed = consensusByOldFunc[oldFunc];
            if (agreed == null) consensusByOldFunc[oldFunc] = newFuncs;
            else if (!Arrays.equals(agreed, newFuncs)) disagreeingOldFunc[oldFunc] = true;
        }
        cache[oldFrame] = result;
        return result;
    }

    /**
     * A leaf lookup without inlining keeps the old frame's index (its copy points at the new func), so
     * frame indexes stay stable for the common case; other lookups get frames of their own.
     */
    private int repoint(int oldFrame, int newFunc, int line) {
        FrameTable old = in.frames();
        if (line < 0 || line == old.line(oldFrame)) {
            frames.setFunc(oldFrame, newFunc);
            return oldFrame;
        }
        return frames.add(newFunc, line, -1, old.address(oldFrame), old.category(oldFrame), old.subcategory(oldFrame),
                old.implementation(oldFrame), 0);
    }

    /** One func per (library, name, file): every address of a function lands on it. */
    private int newFunc(SymbolizedFrame level, int resource) {
        String key = resource + "\0" + level.name() + "\0" + level.file();
        Integer known = newFuncByKey.get(key);
        if (known != null) return known;
        int func = funcs.add(strings.indexOf(level.name()), resource,
                level.file() == null ? -1 : strings.indexOf(level.file()), -1, -1, false, false);
        newFuncByKey.put(key, func);
        return func;
    }

    private int chain(int prefix, int[] framesOutermostFirst) {
        int stack = prefix;
        for (int frame : framesOutermostFirst) stack = stack(stack, frame);
        return stack;
    }

    /**
     * A new stack. No de-duplication is needed: old stacks are distinct (prefix, frame) pairs, each old
     * frame and lookup gets frames of its own, and a stack's leaf and caller chains differ in their frames.
     */
    private int stack(int prefix, int frame) {
        return stacks.add(prefix, frame);
    }
}
