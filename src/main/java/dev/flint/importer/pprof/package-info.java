/**
 * pprof profiles ({@code perftools.profiles.Profile}, gzip'd protobuf): a reader of the wire format with
 * protobuf-java's {@code CodedInputStream} (no generated code), detection by content, and the importer.
 */
package dev.flint.importer.pprof;
