/**
 * Perfetto protobuf traces ({@code perfetto.protos.Trace}: Chrome's {@code streamFormat: "proto"}, Android
 * and SDK traces), read packet by packet with protobuf-java's {@code CodedInputStream} by field number, after
 * protos/perfetto/trace/ of google/perfetto (Apache-2.0). Track events go through the Chrome trace importer's
 * assembly ({@link dev.flint.importer.TraceEventSink}); callstack samples become sampled threads. Reached
 * through {@link dev.flint.importer.ImporterProvider}; imports {@code importer} and {@code model} only.
 */
package dev.flint.importer.perfetto;
