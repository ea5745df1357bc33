package dev.flint.timeline;

import dev.flint.model.CpuProfileInfo;
import dev.flint.model.TraceEventTable;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The trace path (DevTools' SamplesIntegrator.buildProfileCalls): each sample is a zero-length call,
 * merged with the thread's sorted trace events; walking the merged list keeps an estimated JS stack.
 * <ul>
 *   <li>A sample's stack is compared with the open JS stack position by position from the innermost lock:
 *       equal frames (same script id, function name and line) continue, the rest close at the sample's
 *       time and the sample's deeper frames open. {@code (program)}, {@code (idle)}, GC and the root never
 *       open; a GC sample keeps the previous sample's stack.</li>
 *   <li>A sample counts only inside a JS-invocation event, or when no JS frame is open (then later trace
 *       events end those frames: "fake invocation").</li>
 *   <li>{@code RunTask} and {@code RunMicrotasks} close every frame. Every trace event locks the frames
 *       open at its start: they last at least until it ends; frames opened inside it end with it.</li>
 *   <li>An event with a {@code sampleTraceId} the profile maps to a node re-parents itself under that
 *       node's stack.</li>
 * </ul>
 * Every close sets every open frame's duration to the close time minus its start, so a frame lasts until
 * the last event seen while it was open. The lock bookkeeping mirrors the engine's push/pop sequence,
 * including its imbalances, so the output matches the engine call for call.
 */
final class SamplesIntegrator {
    private static final int NONE = -2;
    private static final String NATIVE_RUNTIME_URL = "native V8Runtime";

    private final SampledProfile profile;
    private final TraceEventTable events;
    private final FrameIdentity frames;
    private final ProfileCalls calls = new ProfileCalls();
    private final Map<Integer, Integer> stackByNodeId = new HashMap<>();
    private final Map<Long, Integer> nodeIdByTraceId;
    private final int rootNodeId;

    private int[] jsStack = new int[64];
    private int jsDepth;
    private int[] locks = new int[64];
    private int lockCount;
    private boolean fakeInvocation;

    /** Per sorted sample: the stack a GC sample borrows (the previous non-GC sample's), NONE otherwise. */
    private final int[] gcStackProvider;

    private int[] newStack = new int[64];
    private int newDepth;

    private SamplesIntegrator(SampledProfile profile, FrameIdentity frames) {
        this.profile = profile;
        this.events = profile.thread.traceEvents();
        this.frames = frames;
        CpuProfileInfo info = profile.thread.cpuProfile();
        if (info != null) {
            int[] nodeIds = info.nodeIdByStack();
            // A node id parsed more than once (listed under several parents) means its last copy.
            for (int s = 0; s < nodeIds.length; s++) stackByNodeId.put(nodeIds[s], s);
            nodeIdByTraceId = info.nodeIdByTraceId() == null ? Map.of() : info.nodeIdByTraceId();
            rootNodeId = info.rootNodeId();
        } else {
            nodeIdByTraceId = Map.of();
            rootNodeId = Integer.MIN_VALUE;
        }
        gcStackProvider = new int[profile.sampleCount];
        Arrays.fill(gcStackProvider, NONE);
        int previous = NONE;
        for (int i = 0; i < profile.sampleCount; i++) {
            int stack = profile.sampleStack[i];
            if (profile.gcStack >= 0 && stack == profile.gcStack && previous != NONE) {
                gcStackProvider[i] = previous;
                continue;
            }
            previous = stack;
        }
    }

    /**
     * @param sortedEvents the thread's trace events in {@link TraceEntryOrder} order
     * @return the calls in the engine's order (the order frames were pushed)
     */
    static ProfileCalls build(SampledProfile profile, FrameIdentity frames, int[] sortedEvents) {
        SamplesIntegrator integrator = new SamplesIntegrator(profile, frames);
        integrator.walk(sortedEvents);
        return integrator.calls;
    }

    private double sampleMicros(int sortedSample) {
        return profile.timeMillis[sortedSample] * 1000;
    }

    private void walk(int[] sortedEvents) {
        int[] open = new int[64];
        int openCount = 0;
        int nextEvent = 0;
        int nextSample = 0;
        int sampleCount = profile.sampleCount;
        while (nextEvent < sortedEvents.length || nextSample < sampleCount) {
            boolean takeEvent;
            if (nextEvent == sortedEvents.length) {
                takeEvent = false;
            } else if (nextSample == sampleCount) {
                takeEvent = true;
            } else {
                int event = sortedEvents[nextEvent];
                double eventStart = events.startMicros(event);
                double sampleStart = sampleMicros(nextSample);
                takeEvent = EntryOrder.eventGoesFirst(eventStart, eventStart + durationOf(event), sampleStart,
                        sampleStart);
            }
            if (takeEvent) {
                int event = sortedEvents[nextEvent];
                if (events.phase(event) == 'I' && traceIdOf(event) == 0) {
                    nextEvent++;
                    continue;
                }
                if (openCount > 0) {
                    int parent = open[openCount - 1];
                    if (events.startMicros(event) >= endOf(parent)) {
                        onEventEnd(parent);
                        openCount--;
                        continue;
                    }
                }
                onEventStart(event);
                if (openCount == open.length) open = Arrays.copyOf(open, openCount * 2);
                open[openCount++] = event;
                nextEvent++;
            } else {
                if (openCount > 0) {
                    int parent = open[openCount - 1];
                    if (sampleMicros(nextSample) >= endOf(parent)) {
                        onEventEnd(parent);
                        openCount--;
                        continue;
                    }
                }
                onSample(nextSample, openCount > 0 ? open[openCount - 1] : NONE);
                nextSample++;
            }
        }
        while (openCount > 0) onEventEnd(open[--openCount]);
    }

    private double durationOf(int event) {
        double duration = events.durationMicros(event);
        return Double.isNaN(duration) ? 0 : duration;
    }

    private double endOf(int event) {
        return events.startMicros(event) + durationOf(event);
    }

    private long traceIdOf(int event) {
        TraceEventTable.EventData data = events.data(event);
        return data == null || data.sampleTraceId() < 0 ? 0 : data.sampleTraceId();
    }

    private void onEventStart(int event) {
        String name = profile.thread.strings().get(events.name(event));
        if (name.equals("RunMicrotasks") || name.equals("RunTask")) {
            lockCount = 0;
            truncate(0, events.startMicros(event));
            fakeInvocation = false;
        }
        if (fakeInvocation) {
            truncate(popLock(), events.startMicros(event));
            fakeInvocation = false;
        }
        updateStackForEvent(event);
        pushLock(jsDepth);
    }

    private void onEventEnd(int event) {
        truncate(popLock(), endOf(event));
    }

    private void onSample(int sortedSample, int parentEvent) {
        if ((parentEvent != NONE && isJsInvocation(profile.thread.strings().get(events.name(parentEvent))))
                || fakeInvocation) {
            updateStackForSample(sortedSample);
        } else if (jsDepth == 0) {
            fakeInvocation = true;
            updateStackForSample(sortedSample);
            pushLock(0);
        }
    }

    static boolean isJsInvocation(String eventName) {
        switch (eventName) {
            case "RunMicrotasks", "FunctionCall", "EvaluateScript", "v8.evaluateModule", "EventDispatch",
                    "V8.Execute", "V8Console::runTask" -> {
                return true;
            }
            default -> {
                return eventName.startsWith("v8") || eventName.startsWith("V8");
            }
        }
    }

    private void updateStackForSample(int sortedSample) {
        int stack = profile.sampleStack[sortedSample];
        newDepth = 0;
        if (profile.gcStack >= 0 && stack == profile.gcStack) {
            int provider = gcStackProvider[sortedSample];
            if (provider != NONE) {
                appendPath(provider);
                appendFrame(stack);
            }
        } else {
            appendPath(stack);
        }
        mergeNewStack(sampleMicros(sortedSample), sortedSample);
    }

    private void updateStackForEvent(int event) {
        int traceStack = stackForTraceId(traceIdOf(event));
        double start = events.startMicros(event);
        if (traceStack != NONE) {
            newDepth = 0;
            appendPath(traceStack);
            mergeNewStack(start, -1);
            return;
        }
        // The event's "new stack" is the open stack itself: every frame matches, nothing opens, and the
        // open frames' durations are brought up to the event's start.
        int lockTop = lockCount > 0 ? locks[lockCount - 1] : 0;
        truncate(Math.max(lockTop, jsDepth), start);
    }

    /** The stack a sample trace id points at: NONE when unmapped, -1 for the root, else the node's stack. */
    private int stackForTraceId(long traceId) {
        if (traceId == 0) return NONE;
        Integer nodeId = nodeIdByTraceId.get(traceId);
        if (nodeId == null || nodeId == 0) return NONE;
        if (nodeId == rootNodeId) return -1;
        Integer stack = stackByNodeId.get(nodeId);
        return stack == null ? NONE : stack;
    }

    /** Appends the frames from the root-level ancestor down to {@code stack} (nothing for the root). */
    private void appendPath(int stack) {
        if (stack < 0) return;
        int depth = profile.depth[stack] + 1;
        int base = newDepth;
        ensureNewCapacity(base + depth);
        int s = stack;
        for (int k = depth - 1; k >= 0; k--) {
            newStack[base + k] = s;
            s = profile.thread.stacks().prefix(s);
        }
        newDepth = base + depth;
    }

    private void appendFrame(int stack) {
        ensureNewCapacity(newDepth + 1);
        newStack[newDepth++] = stack;
    }

    private void ensureNewCapacity(int capacity) {
        if (capacity > newStack.length) newStack = Arrays.copyOf(newStack, Math.max(capacity, newStack.length * 2));
    }

    private void mergeNewStack(double timeMicros, int sampleIndex) {
        // Frames of V8's own runtime are hidden unless "show all events" is on.
        int kept = 0;
        for (int k = 0; k < newDepth; k++) {
            if (!frames.isNativeRuntime(newStack[k])) newStack[kept++] = newStack[k];
        }
        newDepth = kept;
        int common = Math.min(newDepth, jsDepth);
        int i = lockCount > 0 ? locks[lockCount - 1] : 0;
        while (i < common && frames.equal(newStack[i], calls.stack(jsStack[i]))) i++;
        truncate(i, timeMicros);
        for (; i < newDepth; i++) {
            int stack = newStack[i];
            if (profile.isMeta(stack)) continue;
            int call = calls.add(stack, timeMicros, -1, sampleIndex);
            if (jsDepth == jsStack.length) jsStack = Arrays.copyOf(jsStack, jsDepth * 2);
            jsStack[jsDepth++] = call;
        }
    }

    private void truncate(int depth, double timeMicros) {
        if (lockCount > 0) {
            int locked = locks[lockCount - 1];
            if (locked != 0 && depth < locked) depth = locked; // the engine logs "Child stack is shallower"
        }
        if (jsDepth < depth) depth = jsDepth;
        for (int k = 0; k < jsDepth; k++) {
            int call = jsStack[k];
            calls.setDurationMicros(call, Math.max(timeMicros - calls.startMicros(call), 0));
        }
        jsDepth = depth;
    }

    private void pushLock(int depth) {
        if (lockCount == locks.length) locks = Arrays.copyOf(locks, lockCount * 2);
        locks[lockCount++] = depth;
    }

    private int popLock() {
        return lockCount == 0 ? 0 : locks[--lockCount];
    }

    /** How the engine tells JS frames apart: script id, function name and line, per stack. */
    static final class FrameIdentity {
        private final int[] scriptKey;
        private final int[] nameKey;
        private final int[] line;
        private final boolean[] nativeRuntime;

        FrameIdentity(dev.flint.model.ProfileThread thread) {
            int count = thread.stacks().size();
            scriptKey = new int[count];
            nameKey = new int[count];
            line = new int[count];
            nativeRuntime = new boolean[count];
            CpuProfileInfo info = thread.cpuProfile();
            int[] scriptIds = info == null ? null : info.scriptIdStringByStack();
            int nativeUrl = thread.strings().find(NATIVE_RUNTIME_URL);
            for (int s = 0; s < count; s++) {
                int func = thread.frames().func(thread.stacks().frame(s));
                nameKey[s] = thread.funcs().name(func);
                line[s] = thread.funcs().line(func);
                int fileName = thread.funcs().fileName(func);
                scriptKey[s] = scriptIds != null && s < scriptIds.length ? scriptIds[s] : fileName;
                nativeRuntime[s] = nativeUrl >= 0 && fileName == nativeUrl;
            }
        }

        boolean equal(int stackA, int stackB) {
            return scriptKey[stackA] == scriptKey[stackB] && nameKey[stackA] == nameKey[stackB]
                    && line[stackA] == line[stackB];
        }

        boolean isNativeRuntime(int stack) {
            return nativeRuntime[stack];
        }
    }
}
