// Writes scopes/app.min.js and its map with ECMA-426 "scopes" (issue 33), then records a node profile of it.
// No bundler on npm writes "scopes" yet (esbuild 0.28.2, rollup 4.68.8, terser 5.51.4: none has the field), so
// the generated code is src/ledger.js minified by hand and the map is encoded here, following the proposal's
// encoding as DevTools' source-map-scopes-codec 0.9.0 decodes it (tc39/ecma426 proposals/scopes.md):
// B/C original scope start/end, E/F generated range start/end, relative VLQs. The mappings carry no names and
// the map no sourcesContent: without "scopes" the functions keep their minified names.
// Usage: node make-scopes.mjs   (writes app.min.js, app.min.js.map and node-scopes.cpuprofile here)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const code = "function a(n){let t=0;for(let e=0;e<n;e++)t=(t*17+e)%999983;return t}" +
    "const b=n=>{let t=1;for(let e=0;e<n;e++)t=(t*13+e)%999979;return t};" +
    "let s=0;const w=Date.now();for(;Date.now()-w<800;)s+=a(2e4)+b(2e4);console.log(s);\n" +
    "//# sourceMappingURL=app.min.js.map\n";
const original = readFileSync(join(here, "src/ledger.js"), "utf8").split("\n");
const place = (text) => { // 0-based line and column of text in the original
    for (let line = 0; line < original.length; line++) {
        const column = original[line].indexOf(text);
        if (column >= 0) return [line, column];
    }
    throw new Error("not in the original: " + text);
};
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const unsigned = (value) => {
    let out = "";
    do {
        let digit = value & 31;
        value = Math.floor(value / 32);
        if (value > 0) digit |= 32;
        out += B64[digit];
    } while (value > 0);
    return out;
};
const signed = (value) => unsigned(value < 0 ? (-value << 1) | 1 : value << 1);

// mappings: one line; each function's start (and the top level) to its original place, no names.
const segments = [];
let previous = [0, 0, 0, 0];
const map = (generatedColumn, [line, column]) => {
    segments.push(signed(generatedColumn - previous[0]) + signed(0) + signed(line - previous[2]) + signed(column - previous[3]));
    previous = [generatedColumn, 0, line, column];
};
map(0, place("export function computeLedger"));
map(code.indexOf("(n){"), place("(rounds) {"));
map(code.indexOf("const b"), place("export const settleAccounts"));
map(code.indexOf("n=>"), place("(rounds) =>"));
map(code.indexOf("let s=0"), place("let sum"));

// scopes: the module scope (kind "module"), in it the two functions (stack frames, named); generated ranges: the
// whole script (the module), in it each function's text.
const names = ["module", "computeLedger", "function", "settleAccounts"];
// Original scopes' lines are relative to the previous item's, columns relative on the same line only.
const position = (line, column, state) => {
    const lineDelta = line - state.line;
    const out = unsigned(lineDelta) + unsigned(lineDelta === 0 ? column - state.column : column);
    state.line = line;
    state.column = column;
    return out;
};
const enc = [];
const s = { line: 0, column: 0, name: 0, kind: 0 };
const start = (line, column, flags, name, kind) => {
    let item = unsigned(1) + unsigned(flags) + position(line, column, s);
    if (name !== undefined) { item += signed(name - s.name); s.name = name; }
    if (kind !== undefined) { item += signed(kind - s.kind); s.kind = kind; }
    enc.push(item);
};
const end = (line, column) => enc.push(unsigned(2) + position(line, column, s));
const last = original.length - 1;
start(0, 0, 2, undefined, 0); //                       the module: has kind
start(...place("(rounds) {"), 1 | 2 | 4, 1, 2); //     computeLedger: name, kind, stack frame
end(...[5, 1]);
start(...place("(rounds) =>"), 1 | 2 | 4, 3, 2); //    settleAccounts
end(...[11, 1]);
end(last, 0);
const r = { line: 0, column: 0, definition: 0 };
const rangeStart = (column, flags, definition) => {
    let item = unsigned(4) + unsigned(flags) + unsigned(column - r.column);
    r.column = column;
    if (flags & 2) { item += signed(definition - r.definition); r.definition = definition; }
    enc.push(item);
};
const rangeEnd = (column) => { enc.push(unsigned(5) + unsigned(column - r.column)); r.column = column; };
rangeStart(0, 2, 0); //                                  the script: the module (scope 0)
rangeStart(code.indexOf("function a"), 2 | 4, 1); //     function a: computeLedger (scope 1), a stack frame
rangeEnd(code.indexOf("const b"));
rangeStart(code.indexOf("n=>"), 2 | 4, 2); //            b's arrow: settleAccounts (scope 2)
rangeEnd(code.indexOf(";let s=0"));
rangeEnd(code.indexOf("\n"));

const json = { version: 3, file: "app.min.js", sources: ["src/ledger.js"], names, mappings: segments.join(",") };
writeFileSync(join(here, "app.min.js"), code);
writeFileSync(join(here, "app.min.js.map"), JSON.stringify({ ...json, scopes: enc.join(",") }) + "\n");

// The profile: node runs the script from /tmp/flint-scopes (the test rewrites that prefix).
const run = "/tmp/flint-scopes";
rmSync(run, { recursive: true, force: true });
execFileSync("mkdir", ["-p", run]);
writeFileSync(join(run, "app.min.js"), code);
const out = mkdtempSync(join(tmpdir(), "flint-cpuprof."));
execFileSync("node", ["--cpu-prof", "--cpu-prof-interval", "500", "--cpu-prof-dir", out, join(run, "app.min.js")]);
renameSync(join(out, readdirSync(out)[0]), join(here, "node-scopes.cpuprofile"));
rmSync(out, { recursive: true });
rmSync(run, { recursive: true });
