// Records a page that runs a bundle in headless Chromium through the DevTools
// protocol (pipe transport, as Puppeteer does: the browser reads fd 3 and
// writes fd 4, one JSON message per NUL), then saves the trace ONCE the way
// DevTools' "Save trace" with "Include script source maps" does:
// {"metadata": {... "sourceMaps": [{url, sourceMapUrl, sourceMap}]}, "traceEvents": [...]},
// metadata first, one event per line (SaveFileFormatter.traceJsonGenerator).
// Usage: node record-chrome.mjs SITE_DIR PAGE.html OUT.json
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";

const [siteDir, page, out] = process.argv.slice(2);
const CATEGORIES = ["-*", "devtools.timeline",
    "disabled-by-default-devtools.target-rundown",
    "disabled-by-default-devtools.v8-source-rundown", "disabled-by-default-devtools.v8-source-rundown-sources",
    "v8.execute", "disabled-by-default-v8.cpu_profiler", "__metadata"];

const server = createServer((request, response) => {
    const path = join(siteDir, decodeURIComponent(new URL(request.url, "http://x").pathname));
    try {
        const body = readFileSync(path);
        const type = { ".html": "text/html", ".js": "text/javascript", ".map": "application/json" }[extname(path)];
        response.writeHead(200, { "content-type": type || "application/octet-stream" }).end(body);
    } catch {
        response.writeHead(404).end();
    }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = "http://127.0.0.1:" + server.address().port + "/";

const profileDir = mkdtempSync(join(tmpdir(), "flint-sourcemaps-chromium-"));
const browser = spawn("chromium", ["--headless=new", "--no-sandbox", "--remote-debugging-pipe",
    "--user-data-dir=" + profileDir, "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "about:blank"], { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] });
const toBrowser = browser.stdio[3];
const fromBrowser = browser.stdio[4];

let nextId = 1;
const pending = new Map();
const listeners = [];
let buffered = "";
fromBrowser.on("data", (chunk) => {
    buffered += chunk.toString("utf8");
    let end;
    while ((end = buffered.indexOf("\0")) >= 0) {
        const message = JSON.parse(buffered.slice(0, end));
        buffered = buffered.slice(end + 1);
        if (message.id && pending.has(message.id)) {
            const { resolve, reject } = pending.get(message.id);
            pending.delete(message.id);
            if (message.error) reject(new Error(JSON.stringify(message.error)));
            else resolve(message.result);
        } else {
            for (const listener of listeners) listener(message);
        }
    }
});
function send(method, params = {}, sessionId) {
    const id = nextId++;
    toBrowser.write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + "\0");
    return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
}
function nextEvent(method) {
    return new Promise((resolve) => listeners.push((message) => message.method === method && resolve(message.params)));
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const { targetId } = await send("Target.createTarget", { url: "about:blank" });
const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
await send("Page.enable", {}, sessionId);
await send("Tracing.start", { transferMode: "ReturnAsStream",
    traceConfig: { recordMode: "recordUntilFull", includedCategories: CATEGORIES } }, sessionId);
await sleep(300);
await send("Page.navigate", { url: origin + page }, sessionId);
for (let tries = 0; tries < 100; tries++) {
    const { result } = await send("Runtime.evaluate", { expression: "document.title" }, sessionId);
    if (String(result.value).startsWith("frames=")) break;
    await sleep(100);
}
await sleep(300);
const complete = nextEvent("Tracing.tracingComplete");
await send("Tracing.end", {}, sessionId);
const { stream } = await complete;
let text = "";
for (;;) {
    const piece = await send("IO.read", { handle: stream, size: 1 << 20 }, sessionId);
    text += piece.base64Encoded ? Buffer.from(piece.data, "base64").toString("utf8") : piece.data;
    if (piece.eof) break;
}
await send("IO.close", { handle: stream }, sessionId);
const exited = new Promise((resolve) => browser.once("exit", resolve));
await send("Browser.close").catch(() => {});
await Promise.race([exited, sleep(5000)]);
if (browser.exitCode === null) browser.kill();
server.close();
rmSync(profileDir, { recursive: true, force: true });

const trace = JSON.parse(text);
// DevTools keeps the maps of the page's scripts: every script URL whose
// ScriptCatchup names a map, with the map URL resolved against the script URL.
const sourceMaps = [];
const seen = new Set();
for (const event of trace.traceEvents) {
    const data = event.args && event.args.data;
    if (event.name !== "ScriptCatchup" || !data || !data.sourceMapUrl || !data.url.startsWith(origin)) continue;
    const sourceMapUrl = new URL(data.sourceMapUrl, data.url).href;
    if (seen.has(data.url)) continue;
    seen.add(data.url);
    const sourceMap = JSON.parse(readFileSync(join(siteDir, new URL(sourceMapUrl).pathname), "utf8"));
    sourceMaps.push({ url: data.url, sourceMapUrl, sourceMap });
}
if (sourceMaps.length === 0) throw new Error("no ScriptCatchup named a source map");
const metadata = { source: "DevTools", startTime: new Date().toISOString(), dataOrigin: "TraceEvents",
    hostDPR: 1, sourceMaps };
let saved = '{"metadata": ' + JSON.stringify(metadata, null, 2) + ',\n"traceEvents": [\n';
saved += trace.traceEvents.map((event) => "  " + JSON.stringify(event)).join(",\n");
saved += "\n]}\n";
writeFileSync(out, saved);
console.log("recorded " + out + " (" + trace.traceEvents.length + " events, maps of " + seen.size + " scripts)");
