package dev.flint.importer.perfetto;

import dev.flint.importer.TraceEventSink;

/**
 * A begun slice waiting for its end: what its complete event will carry. {@link TrackEvents} reuses the
 * objects of ended slices, so a trace of millions of slices makes only as many as are open at once.
 */
final class OpenSlice {
    String name = "";
    String category = "";
    long pid;
    long tid;
    double tsMicros;
    String functionName;
    String url;
    int lineNumber = -1;
    int columnNumber = -1;
    String scriptId;
    String type;
    Long sampleTraceId;
    String argsJson;
    boolean onThread;

    /** This slice as the begin {@code event} with its args; returns this. */
    OpenSlice of(TraceEventSink.Event event, String argsJson, boolean onThread) {
        name = event.name;
        category = event.category;
        pid = event.pid;
        tid = event.tid;
        tsMicros = event.tsMicros;
        functionName = event.functionName;
        url = event.url;
        lineNumber = event.lineNumber;
        columnNumber = event.columnNumber;
        scriptId = event.scriptId;
        type = event.type;
        sampleTraceId = event.sampleTraceId;
        this.argsJson = argsJson;
        this.onThread = onThread;
        return this;
    }
}
