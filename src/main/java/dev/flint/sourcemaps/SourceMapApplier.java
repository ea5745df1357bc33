package dev.flint.sourcemaps;

import dev.flint.model.FrameTable;
import dev.flint.model.FuncTable;
import dev.flint.model.ProfileThread;
import dev.flint.model.ResourceKind;
import dev.flint.model.ResourceTable;
import dev.flint.model.StringTable;
import dev.flint.model.UiThreadGuard;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Maps a thread's JavaScript funcs to their original functions (notes §2.5, "For Flint"):
 * <ul>
 *   <li>a JS func with a URL that has a map is looked up at its start (the model's 1-based line and column
 *       made 0-based) with the same-line greatest lower bound, as mozilla's {@code originalPositionFor};</li>
 *   <li>its name is the mapping's name by DevTools' rule, with fallbacks for a one-parameter arrow
 *       ({@link OriginalNames}); a mapping without a name keeps the minified name, and the place is still
 *       the original one;</li>
 *   <li>funcs that land on one original function (source and original start) become one func, so the
 *       call tree merges what was two bundles' or two tiers' copies of it; its resource is the original
 *       source (a URL resource of its own), so colours, collapse-resource and diff's matching by name and
 *       resource see the original files, and two builds of one app compare function by function;</li>
 *   <li>frames move to their original line and column (a frame that maps elsewhere than its func's source,
 *       or not at all, takes its func's original start);</li>
 *   <li>funcs whose original source the map ignore-lists are marked ({@link FuncTable#isIgnoreListed}).</li>
 * </ul>
 * Old func and frame indexes stay valid, and stacks and samples are the same tables, so everything keyed by
 * stack (V8 node ids, line hits) still holds; {@link SourceMapping#newFuncsByOldFunc} translates transforms
 * and paths. Pure: the input thread is not changed.
 */
public final class SourceMapApplier {
    private SourceMapApplier() {}

    public static SourceMapping apply(ProfileThread thread, SourceMapSet maps) {
        return apply(thread, maps, Collections.newSetFromMap(new IdentityHashMap<>()));
    }

    /** As {@link #apply(ProfileThread, SourceMapSet)}, adding the maps it used to {@code usedMaps} (shared across threads). */
    static SourceMapping apply(ProfileThread thread, SourceMapSet maps, Set<SourceMap> usedMaps) {
        UiThreadGuard.check("SourceMapApplier.apply");
        FuncTable oldFuncs = thread.funcs();
        int funcCount = oldFuncs.size();
        int[][] newFuncsByOldFunc = new int[funcCount][];
        if (maps.isEmpty()) return new SourceMapping(thread, newFuncsByOldFunc, 0, scriptFrames(thread), 0);

        StringTable strings = new StringTable();
        for (int s = 0; s < thread.strings().size(); s++) strings.indexOf(thread.strings().get(s));
        FuncTable funcs = copyFuncs(oldFuncs);
        ResourceTable resources = new ResourceTable();
        ResourceTable oldResources = thread.resources();
        for (int r = 0; r < oldResources.size(); r++) {
            resources.add(oldResources.name(r), oldResources.kind(r), oldResources.lib(r));
        }
        Map<String, Integer> resourceBySource = new HashMap<>();
        String[] scriptIds = scriptIdsByFunc(thread);
        Map<String, Integer> funcByOriginal = new HashMap<>();
        OriginalNames names = new OriginalNames();
        ScriptMap[] mapOfFunc = new ScriptMap[funcCount];
        int[] sourceOfFunc = new int[funcCount];
        Set<SourceMap> used = Collections.newSetFromMap(new IdentityHashMap<>());
        for (int func = 0; func < funcCount; func++) {
            int fileName = oldFuncs.fileName(func);
            if (!oldFuncs.isJS(func) || fileName < 0 || oldFuncs.line(func) < 1) continue;
            ScriptMap script = maps.find(thread.pid(), scriptIds[func], thread.strings().get(fileName));
            if (script == null) continue;
            SourceMap map = script.map();
            int line = oldFuncs.line(func) - 1;
            int column = Math.max(0, oldFuncs.column(func) - 1);
            int mapping = map.findOnLine(line, column);
            if (mapping < 0 || map.sourceIndex(mapping) < 0) continue;
            int source = map.sourceIndex(mapping);
            String sourceName = map.source(source) != null ? map.source(source) : script.scriptUrl();
            int originalLine = map.originalLine(mapping) + 1;
            int originalColumn = map.originalColumn(mapping) + 1;
            String key = sourceName + "\0" + originalLine + "\0" + originalColumn;
            Integer known = funcByOriginal.get(key);
            if (known == null) {
                String name = names.name(script, mapping, line, column, thread.funcName(func));
                int resource = resourceBySource.computeIfAbsent(sourceName,
                        n -> resources.add(strings.indexOf(n), ResourceKind.URL, -1));
                known = funcs.add(strings.indexOf(name), resource, strings.indexOf(sourceName),
                        originalLine, originalColumn, true, oldFuncs.relevantForJS(func));
                if (map.isIgnored(source)) funcs.setIgnoreListed(known);
                funcByOriginal.put(key, known);
            }
            newFuncsByOldFunc[func] = new int[] {known};
            mapOfFunc[func] = script;
            sourceOfFunc[func] = source;
            used.add(map);
        }

        FrameTable oldFrames = thread.frames();
        FrameTable frames = new FrameTable();
        int mapped = 0;
        int unmapped = 0;
        for (int frame = 0; frame < oldFrames.size(); frame++) {
            int oldFunc = oldFrames.func(frame);
            int func = oldFunc;
            int line = oldFrames.line(frame);
            int column = oldFrames.column(frame);
            if (oldFunc >= 0 && oldFunc < funcCount && newFuncsByOldFunc[oldFunc] != null) {
                func = newFuncsByOldFunc[oldFunc][0];
                long place = originalPlace(mapOfFunc[oldFunc], sourceOfFunc[oldFunc], line, column);
                line = place < 0 ? funcs.line(func) : (int) (place >>> 32);
                column = place < 0 ? funcs.column(func) : (int) place;
                mapped++;
            } else if (isScriptFunc(oldFuncs, oldFunc)) {
                unmapped++;
            }
            frames.add(func, line, column, oldFrames.address(frame), oldFrames.category(frame),
                    oldFrames.subcategory(frame), oldFrames.implementation(frame), oldFrames.inlineDepth(frame));
        }
        if (mapped == 0) return new SourceMapping(thread, new int[funcCount][], 0, unmapped, 0);
        usedMaps.addAll(used);
        ProfileThread out = new ProfileThread(thread.pid(), thread.tid(), thread.name(), thread.processName(),
                thread.processUrl(), strings, resources, thread.libs(), funcs, frames, thread.stacks(),
                thread.samples(), thread.weightType(), thread.traceEvents(), thread.cpuProfile(), thread.lineHits());
        return new SourceMapping(out, newFuncsByOldFunc, mapped, unmapped, used.size());
    }

    /**
     * A frame's own 1-based place in its func's original source, packed (line in the high half), or -1 when
     * the frame has no place or its place maps elsewhere (then the frame takes the func's original start).
     */
    private static long originalPlace(ScriptMap script, int source, int line, int column) {
        if (line < 1) return -1;
        SourceMap map = script.map();
        int mapping = map.findOnLine(line - 1, Math.max(0, column - 1));
        if (mapping < 0 || map.sourceIndex(mapping) != source) return -1;
        return ((long) (map.originalLine(mapping) + 1) << 32) | (map.originalColumn(mapping) + 1);
    }

    private static boolean isScriptFunc(FuncTable funcs, int func) {
        return func >= 0 && func < funcs.size() && funcs.isJS(func) && funcs.fileName(func) >= 0;
    }

    private static int scriptFrames(ProfileThread thread) {
        int count = 0;
        for (int frame = 0; frame < thread.frames().size(); frame++) {
            if (isScriptFunc(thread.funcs(), thread.frames().func(frame))) count++;
        }
        return count;
    }

    private static FuncTable copyFuncs(FuncTable old) {
        FuncTable funcs = new FuncTable();
        for (int func = 0; func < old.size(); func++) {
            funcs.add(old.name(func), old.resource(func), old.fileName(func), old.line(func), old.column(func),
                    old.isJS(func), old.relevantForJS(func));
            if (old.isIgnoreListed(func)) funcs.setIgnoreListed(func);
        }
        return funcs;
    }

    /**
     * Per func, the V8 scriptId of its call frames (a trace's frames name their script by id; the same URL may
     * be two scripts), null when the thread does not keep ids.
     */
    private static String[] scriptIdsByFunc(ProfileThread thread) {
        String[] ids = new String[thread.funcs().size()];
        if (thread.cpuProfile() == null || thread.cpuProfile().scriptIdStringByStack() == null) return ids;
        int[] byStack = thread.cpuProfile().scriptIdStringByStack();
        int stacks = Math.min(byStack.length, thread.stacks().size());
        for (int stack = 0; stack < stacks; stack++) {
            int frame = thread.stacks().frame(stack);
            if (frame < 0 || frame >= thread.frames().size()) continue;
            int func = thread.frames().func(frame);
            if (func >= 0 && func < ids.length && ids[func] == null && byStack[stack] >= 0
                    && byStack[stack] < thread.strings().size()) {
                ids[func] = thread.strings().get(byStack[stack]);
            }
        }
        return ids;
    }
}
