// Prints mozilla source-map's originalPositionFor (greatest lower bound on the same line) at every column of a
// generated file: "LINE:COLUMN SOURCE:LINE:COLUMN NAME" (all 0-based here; "-" for none). Used by make-esbuild.sh.
const fs = require("fs");
const { SourceMapConsumer } = require("source-map");
const [script, mapFile] = process.argv.slice(2);
const lines = fs.readFileSync(script, "utf8").split("\n");
SourceMapConsumer.with(JSON.parse(fs.readFileSync(mapFile, "utf8")), null, (consumer) => {
  lines.forEach((text, line) => {
    for (let column = 0; column <= text.length; column++) {
      const p = consumer.originalPositionFor({ line: line + 1, column });
      const original = p.source == null ? "-" : `${p.source}:${p.line - 1}:${p.column}`;
      console.log(`${line}:${column} ${original} ${p.name == null ? "-" : p.name}`);
    }
  });
});
