package dev.flint.model;

/**
 * One thread of a profile: identity plus its columnar tables. Tables are filled by an importer and then
 * treated as read-only; transforms and symbolication produce new threads with {@code with...}.
 *
 * @param pid         process id (1 for a .cpuprofile, as DevTools has it)
 * @param tid         thread id
 * @param name        thread name, "" when the file gives none
 * @param processName process name, "" when unknown
 * @param processUrl  the URL the process shows (Chrome: from TracingStartedInBrowser frames), null when none
 * @param cpuProfile  V8 extras when the samples come from a V8 CPU profile, null otherwise
 * @param lineHits    per-line hits, empty when the format has none
 */
public record ProfileThread(long pid, long tid, String name, String processName, String processUrl,
                            StringTable strings, ResourceTable resources, LibTable libs, FuncTable funcs,
                            FrameTable frames, StackTable stacks, SampleTable samples,
                            WeightType weightType, TraceEventTable traceEvents, CpuProfileInfo cpuProfile,
                            LineHitTable lineHits) {

    /** A thread with empty tables, to be filled by an importer. */
    public static ProfileThread empty(long pid, long tid, String name, String processName) {
        return new ProfileThread(pid, tid, name, processName, null, new StringTable(), new ResourceTable(),
                new LibTable(), new FuncTable(), new FrameTable(), new StackTable(), new SampleTable(),
                WeightType.SAMPLES, new TraceEventTable(), null, new LineHitTable());
    }

    public ProfileThread withSamples(SampleTable newSamples) {
        return new ProfileThread(pid, tid, name, processName, processUrl, strings, resources, libs, funcs,
                frames, stacks, newSamples, weightType, traceEvents, cpuProfile, lineHits);
    }

    public ProfileThread withStacksAndSamples(StackTable newStacks, SampleTable newSamples) {
        return new ProfileThread(pid, tid, name, processName, processUrl, strings, resources, libs, funcs,
                frames, newStacks, newSamples, weightType, traceEvents, cpuProfile, lineHits);
    }

    public ProfileThread withFuncsFramesStacksSamples(FuncTable newFuncs, FrameTable newFrames,
                                                      StackTable newStacks, SampleTable newSamples) {
        return new ProfileThread(pid, tid, name, processName, processUrl, strings, resources, libs, newFuncs,
                newFrames, newStacks, newSamples, weightType, traceEvents, cpuProfile, lineHits);
    }

    public ProfileThread withIdentity(String newName, String newProcessName, String newProcessUrl) {
        return new ProfileThread(pid, tid, newName, newProcessName, newProcessUrl, strings, resources, libs,
                funcs, frames, stacks, samples, weightType, traceEvents, cpuProfile, lineHits);
    }

    public ProfileThread withWeightType(WeightType newWeightType) {
        return new ProfileThread(pid, tid, name, processName, processUrl, strings, resources, libs, funcs,
                frames, stacks, samples, newWeightType, traceEvents, cpuProfile, lineHits);
    }

    public ProfileThread withCpuProfile(CpuProfileInfo info) {
        return new ProfileThread(pid, tid, name, processName, processUrl, strings, resources, libs, funcs,
                frames, stacks, samples, weightType, traceEvents, info, lineHits);
    }

    /** Name of a func, from the string table. */
    public String funcName(int func) {
        return strings.get(funcs.name(func));
    }

    /** "pid:tid", the form the CLI's --thread accepts. */
    public String key() {
        return pid + ":" + tid;
    }
}
