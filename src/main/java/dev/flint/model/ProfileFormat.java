package dev.flint.model;

/** The formats Flint reads; {@link #id()} is the name `flint info` prints. */
public enum ProfileFormat {
    CPUPROFILE("cpuprofile"),
    CHROME_TRACE("chrome-trace"),
    JS_SELF_PROFILE("js-self-profile"),
    GECKO("gecko"),
    FIREFOX_PROCESSED("firefox-processed"),
    FOLDED("folded"),
    PERF_SCRIPT("perf-script"),
    PPROF("pprof"),
    JFR("jfr"),
    HEAPPROFILE("heapprofile"),
    SPEEDSCOPE("speedscope"),
    PERF_DATA("perf-data"),
    V8_LOG("v8-log"),
    V8_PREPROCESS("v8-preprocess"),
    DTRACE("dtrace"),
    MACOS_SAMPLE("macos-sample"),
    OTLP("otlp"),
    PERFETTO("perfetto");

    private final String id;

    ProfileFormat(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** Whether the file holds several value columns, one of which {@code --sample-type} picks (pprof, OTLP). */
    public boolean hasSampleTypes() {
        return this == PPROF || this == OTLP;
    }

    /**
     * Whether the format's threads are trace events plus V8 samples that the samples integrator joins, as
     * DevTools does for a Chrome trace (a Perfetto trace of Chromium carries the same events in protobuf).
     */
    public boolean isTraceEventFormat() {
        return this == CHROME_TRACE || this == PERFETTO;
    }

    /**
     * Whether a sample row stands for as many samples as its weight (an aggregated stack with its count:
     * folded lines, DTrace records, {@code sample}'s call graph), the rows laid side by side in time.
     */
    public boolean weightsCountSamples() {
        return this == FOLDED || this == DTRACE || this == MACOS_SAMPLE;
    }
}
