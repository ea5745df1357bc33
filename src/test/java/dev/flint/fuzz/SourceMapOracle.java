package dev.flint.fuzz;

import dev.flint.sourcemaps.SourceMap;
import dev.flint.sourcemaps.SourceMapException;
import dev.flint.sourcemaps.SourceMapReader;
import dev.flint.sourcemaps.SourceMappingUrl;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

/**
 * The source map target's oracle: the input reads as a map whose columns keep the map's promises (sorted, indexes in
 * range or -1, lookups that land on their line), with one-line warnings, or is refused in one line; the
 * sourceMappingURL search over the same bytes as a script ends without an exception.
 */
final class SourceMapOracle {
    private SourceMapOracle() {}

    static void check(byte[] input) {
        SourceMappingUrl.find(new String(input, StandardCharsets.UTF_8));
        SourceMap map;
        try {
            map = SourceMapReader.read(new ByteArrayInputStream(input), "fuzz.js.map");
        } catch (SourceMapException e) {
            if (e.getMessage().contains("\n") || e.getMessage().contains("\r")) {
                throw new FuzzFinding("source map refusal is not one line: " + e.getMessage(), e);
            }
            return;
        }
        map.warnings().forEach(w -> {
            if (w.describe().contains("\n") || w.describe().contains("\r")) throw new FuzzFinding("two-line warning: " + w.describe());
        });
        for (int m = 0; m < map.mappingCount(); m++) {
            int line = map.generatedLine(m);
            int column = map.generatedColumn(m);
            if (m > 0 && (map.generatedLine(m - 1) > line || map.generatedLine(m - 1) == line && map.generatedColumn(m - 1) > column)) {
                throw new FuzzFinding("mappings out of order at " + m);
            }
            int source = map.sourceIndex(m);
            if (source < -1 || source >= map.sourceCount()) throw new FuzzFinding("source index " + source + " at " + m);
            if (source >= 0 && (map.originalLine(m) < 0 || map.originalColumn(m) < 0)) {
                throw new FuzzFinding("negative original position at " + m);
            }
            int name = map.nameIndex(m);
            if (name < -1 || name >= map.nameCount()) throw new FuzzFinding("name index " + name + " at " + m);
            int found = map.findOnLine(line, column);
            if (found < m || map.generatedLine(found) != line || map.generatedColumn(found) != column) {
                throw new FuzzFinding("findOnLine(" + line + ", " + column + ") gave " + found + ", not a mapping there");
            }
            int first = map.firstOnLine(line);
            if (first < 0 || first > m || map.generatedLine(first) != line) throw new FuzzFinding("firstOnLine(" + line + ")");
        }
        for (int s = 0; s < map.sourceCount(); s++) {
            map.source(s);
            map.sourceContent(s);
            map.isIgnored(s);
        }
    }
}
