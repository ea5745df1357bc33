// Concatenates minified scripts into one file and writes its index map (source
// map v3 with "sections"), as concatenating build steps do: each part starts on
// a new line, so each section's offset is (first line of the part, column 0).
// Usage: node make-index-map.mjs OUT.js PART1.js PART2.js ... (each PART.js has PART.js.map)
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";

const [out, ...parts] = process.argv.slice(2);
const withoutMapComment = (text) => text.replace(/\n?\/\/# sourceMappingURL=\S*\s*$/, "");
let script = "";
let line = 0;
const sections = [];
for (const part of parts) {
    const text = withoutMapComment(readFileSync(part, "utf8"));
    const map = JSON.parse(readFileSync(part + ".map", "utf8"));
    delete map.sourcesContent; // this fixture is the "without sourcesContent" case
    sections.push({ offset: { line, column: 0 }, map });
    script += text + "\n";
    line += text.split("\n").length;
}
script += "//# sourceMappingURL=" + basename(out) + ".map\n";
writeFileSync(out, script);
writeFileSync(out + ".map", JSON.stringify({ version: 3, file: basename(out), sections }));
