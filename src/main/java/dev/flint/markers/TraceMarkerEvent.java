package dev.flint.markers;

/**
 * The parts of one trace event a marker may be made from, as the trace importer read them. Absent strings
 * are null, absent numbers NaN or -1.
 *
 * @param tsMicros           {@code ts}
 * @param durMicros          {@code dur}, NaN when absent
 * @param id                 {@code id}, else {@code id2.global}, else {@code id2.local} (async pairing key)
 * @param frame              {@code args.frame} (paint milestones name their frame there)
 * @param dataFrame          {@code args.data.frame} (DOMContentLoaded / load name it there)
 * @param navigationId       {@code args.data.navigationId}
 * @param documentLoaderUrl  {@code args.data.documentLoaderURL} (navigationStart)
 * @param outermostMainFrame {@code args.data.isOutermostMainFrame}, else {@code isLoadingMainFrame}; null when absent
 * @param candidateIndex     {@code args.data.candidateIndex} (LCP candidates), -1 when absent
 * @param message            {@code args.data.message} (console.timeStamp)
 * @param detail             {@code args.detail} or {@code args.data.detail} (the user's detail, as JSON text)
 */
public record TraceMarkerEvent(String name, String cat, char ph, double tsMicros, double durMicros, long pid,
                               long tid, String id, String frame, String dataFrame, String navigationId,
                               String documentLoaderUrl, Boolean outermostMainFrame, long candidateIndex,
                               String message, String detail) {}
