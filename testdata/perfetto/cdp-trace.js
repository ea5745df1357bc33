// Records one page load in Chromium over the DevTools protocol: Tracing.start with DevTools' Performance
// categories, transferMode "ReturnAsStream" and streamFormat FORMAT ("proto": Perfetto's protobuf trace,
// "json": the JSON trace format), Page.navigate, SECONDS, Tracing.end, then IO.read into OUT.
// (Chromium refuses a second tracing session while one runs, "Tracing has already been started", so the
// two formats are two recordings of the same page.)
// Usage: node --experimental-websocket cdp-trace.js WS_ENDPOINT URL SECONDS FORMAT OUT
'use strict';
const fs = require('fs');
const [endpoint, url, seconds, format, out] = process.argv.slice(2);

// DevTools' recording categories (src/main/java/dev/flint/record/ChromeLaunch.java).
const categories = ['-*', 'blink.console', 'loading', 'blink.user_timing', 'devtools.timeline',
  'disabled-by-default-devtools.target-rundown', 'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack', 'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.v8-source-rundown-sources', 'disabled-by-default-devtools.v8-source-rundown',
  'disabled-by-default-layout_shift.debug', 'disabled-by-default-v8.inspector',
  'disabled-by-default-v8.cpu_profiler.hires', 'disabled-by-default-lighthouse', 'v8.execute', 'v8', 'cppgc',
  'navigation,rail', 'disabled-by-default-v8.cpu_profiler'];

function connect(address) {
  const socket = new WebSocket(address);
  let nextId = 1;
  const pending = new Map();
  const waiters = [];
  socket.onmessage = (message) => {
    const data = JSON.parse(message.data);
    if (data.id && pending.has(data.id)) {
      const {resolve, reject} = pending.get(data.id);
      pending.delete(data.id);
      if (data.error) reject(new Error(JSON.stringify(data.error))); else resolve(data.result);
    } else if (data.method) {
      for (const waiter of waiters.splice(0)) {
        if (waiter.method === data.method && (!waiter.session || waiter.session === data.sessionId)) {
          waiter.resolve(data.params);
        } else {
          waiters.push(waiter);
        }
      }
    }
  };
  const call = (method, params = {}, sessionId) => new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, {resolve, reject});
    socket.send(JSON.stringify({id, method, params, ...(sessionId ? {sessionId} : {})}));
  });
  const event = (method, session) => new Promise((resolve) => waiters.push({method, session, resolve}));
  return new Promise((resolve, reject) => {
    socket.onopen = () => resolve({call, event, close: () => socket.close()});
    socket.onerror = reject;
  });
}

async function save(browser, session, complete, file) {
  const out = fs.openSync(file, 'w');
  const handle = (await complete).stream;
  while (true) {
    const chunk = await browser.call('IO.read', {handle, size: 1 << 20}, session);
    fs.writeSync(out, Buffer.from(chunk.data, chunk.base64Encoded ? 'base64' : 'utf8'));
    if (chunk.eof) break;
  }
  await browser.call('IO.close', {handle}, session);
  fs.closeSync(out);
}

(async () => {
  const browser = await connect(endpoint);
  const {targetId} = await browser.call('Target.createTarget', {url: 'about:blank'});
  const {sessionId: page} = await browser.call('Target.attachToTarget', {targetId, flatten: true});
  const {sessionId: tracing} = await browser.call('Target.attachToBrowserTarget');
  const traceConfig = {recordMode: 'recordUntilFull', includedCategories: categories};
  await browser.call('Tracing.start', {transferMode: 'ReturnAsStream', streamFormat: format,
    streamCompression: 'none', traceConfig}, tracing);
  await browser.call('Page.navigate', {url}, page);
  await new Promise((resolve) => setTimeout(resolve, Number(seconds) * 1000));
  const done = browser.event('Tracing.tracingComplete', tracing);
  await browser.call('Tracing.end', {}, tracing);
  await save(browser, tracing, done, out);
  await browser.call('Browser.close').catch(() => {});
  browser.close();
})().catch((e) => { console.error(e.message || e); process.exit(1); });
