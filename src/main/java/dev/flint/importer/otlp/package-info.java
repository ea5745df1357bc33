/**
 * OpenTelemetry profiles (OTLP {@code ProfilesData} / {@code ExportProfilesServiceRequest}, protobuf,
 * {@code v1development}): detection by content, a reader of the wire format by field number with
 * protobuf-java's {@code CodedInputStream} for the two dictionary layouts (opentelemetry-proto v1.7.0, which
 * async-profiler 4.2 writes, and v1.8 onwards with its stack table), and the importer.
 */
package dev.flint.importer.otlp;
