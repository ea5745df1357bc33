package dev.flint.importer.perfetto;

import dev.flint.importer.TraceEventSink;

/**
 * A begun slice waiting for its end: its begin event as read, and its args. {@link TrackEvents} reuses the
 * objects of ended slices, so a trace of millions of slices makes only as many as are open at once.
 */
final class OpenSlice {
    final TraceEventSink.Event begin = new TraceEventSink.Event().reset();
    /** Its args as the JSON document the sink reads ({@link DebugAnnotations#argsDocument}), null when not needed. */
    byte[] argsDocument;
    boolean onThread;

    /** This slice as the begin {@code event} with its args; returns this. */
    OpenSlice of(TraceEventSink.Event event, byte[] argsDocument, boolean onThread) {
        begin.copyFrom(event);
        this.argsDocument = argsDocument;
        this.onThread = onThread;
        return this;
    }
}
