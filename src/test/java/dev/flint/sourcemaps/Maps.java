package dev.flint.sourcemaps;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** Test helpers: reading a map from JSON text, and a map's mappings and warnings as text lines. */
final class Maps {
    /** The URL every test map is read as, unless a test says otherwise. */
    static final String MAP_URL = "/srv/app/dist/out.js.map";

    private Maps() {}

    static SourceMap read(String json) throws SourceMapException {
        return read(json, MAP_URL);
    }

    static SourceMap read(String json, String mapUrl) throws SourceMapException {
        return SourceMapReader.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), mapUrl);
    }

    /**
     * One line a mapping, in map order: {@code GENLINE:GENCOL} for a mapping without an original position, else
     * {@code GENLINE:GENCOL -> SOURCE:LINE:COLUMN}, then {@code NAME} when it has one (all 0-based).
     */
    static String mappings(SourceMap map) {
        List<String> lines = new ArrayList<>();
        for (int m = 0; m < map.mappingCount(); m++) lines.add(mapping(map, m));
        return String.join("\n", lines);
    }

    static String mapping(SourceMap map, int m) {
        if (m < 0) return "none";
        String generated = map.generatedLine(m) + ":" + map.generatedColumn(m);
        int source = map.sourceIndex(m);
        if (source < 0) return generated;
        String original = generated + " -> " + map.source(source) + ":" + map.originalLine(m) + ":" + map.originalColumn(m);
        return map.nameIndex(m) < 0 ? original : original + " " + map.name(map.nameIndex(m));
    }

    static String warnings(SourceMap map) {
        return map.warnings().stream().map(w -> w.describe()).collect(Collectors.joining("\n"));
    }

    /** The Base64 VLQ of {@code values} (tests write mappings by value, not by hand-encoded letters). */
    static String vlq(long... values) {
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        StringBuilder out = new StringBuilder();
        for (long value : values) {
            long raw = value < 0 ? (-value << 1) | 1 : value << 1;
            do {
                int digit = (int) (raw & 31);
                raw >>>= 5;
                if (raw != 0) digit |= 32;
                out.append(alphabet.charAt(digit));
            } while (raw != 0);
        }
        return out.toString();
    }
}
