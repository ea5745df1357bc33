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
    SPEEDSCOPE("speedscope");

    private final String id;

    ProfileFormat(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
