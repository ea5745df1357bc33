package dev.flint.importer.firefox;

/** A processed profile's lib: since version 41 no address range, just what identifies the binary. */
record ProcessedLib(String name, String path, String debugName, String breakpadId) {}
