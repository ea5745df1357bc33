// A yardstick for the fixtures, computed with Mozilla's source-map library: the
// share of each node profile's bundle samples (leaf frames in app.min.js) that
// a mapper following only DevTools' rule would put on a function name declared
// in app-src/ — the same-line mapping at the function's start, its name taken
// only when the generated text has "(" there, else V8's (minified) name.
// Prints the share and the heaviest misses. Usage:
// node devtools-rule-shares.mjs SOURCE_MAP_MODULE_DIR BUNDLES_DIR PROFILES_DIR APP_SRC_DIR
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";

const [libraryDir, bundlesDir, profilesDir, sourcesDir] = process.argv.slice(2);
const { SourceMapConsumer } = createRequire(join(libraryDir, "x.js"))("source-map");

const declared = new Set();
for (const file of readdirSync(sourcesDir).filter((name) => name.endsWith(".js"))) {
    const text = readFileSync(join(sourcesDir, file), "utf8");
    for (const pattern of [/\bfunction\s+([\w$]+)/g, /\bclass\s+([\w$]+)/g,
        /^\s*(?:export\s+)?(?:const|let|var)\s+([\w$]+)\s*=\s*(?:\([^)]*\)|[\w$]+)\s*=>/gm,
        /^\s+([\w$]+)\s*\([^)]*\)\s*\{/gm]) {
        for (const match of text.matchAll(pattern)) {
            if (!["if", "for", "while", "switch", "catch", "function", "return"].includes(match[1])) declared.add(match[1]);
        }
    }
}

function mapOf(script, variant) {
    const inline = script.match(/sourceMappingURL=data:[^,]*;base64,(\S+)/);
    if (inline) return JSON.parse(Buffer.from(inline[1], "base64").toString("utf8"));
    return JSON.parse(readFileSync(join(bundlesDir, variant, "app.min.js.map"), "utf8"));
}

for (const variant of readdirSync(bundlesDir).sort()) {
    const script = readFileSync(join(bundlesDir, variant, "app.min.js"), "utf8");
    const lines = script.split("\n");
    const consumer = await new SourceMapConsumer(mapOf(script, variant));
    const profile = JSON.parse(readFileSync(join(profilesDir, "node-" + variant + ".cpuprofile"), "utf8"));
    const samplesByNode = new Map();
    for (const node of profile.samples) samplesByNode.set(node, (samplesByNode.get(node) || 0) + 1);
    let inBundle = 0;
    let named = 0;
    const misses = new Map();
    for (const node of profile.nodes) {
        const frame = node.callFrame;
        const samples = samplesByNode.get(node.id) || 0;
        if (!frame.url.endsWith("/app.min.js") || samples === 0) continue;
        inBundle += samples;
        const original = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
        const startChar = (lines[frame.lineNumber] || "")[frame.columnNumber];
        const name = original.name && startChar === "(" ? original.name : frame.functionName;
        if (declared.has(name)) {
            named += samples;
        } else {
            const where = `"${frame.functionName}" at ${frame.lineNumber}:${frame.columnNumber} ('${startChar}') -> `
                + `${String(original.source).split("/").pop()}:${original.line}:${original.column} name ${original.name}`;
            misses.set(where, (misses.get(where) || 0) + samples);
        }
    }
    consumer.destroy();
    console.log(`${variant}: ${(100 * named / inBundle).toFixed(1)} % of ${inBundle} bundle samples on declared names`);
    for (const [where, samples] of [...misses].sort((a, b) => b[1] - a[1]).slice(0, 3)) {
        console.log(`  miss ${samples} samples: ${where}`);
    }
}
