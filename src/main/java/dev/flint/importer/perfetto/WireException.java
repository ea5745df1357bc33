package dev.flint.importer.perfetto;

/** A problem in the protobuf wire data of one packet: what, said in the file's terms; the reader adds where. */
final class WireException extends Exception {
    WireException(String message) {
        super(message, null, false, false);
    }
}
