// A page workload for the JS Self-Profiling API (see ../capture-selfprof.sh). The page profiles itself
// for about half a second with idle gaps between busy steps (samples without stackId), then writes
// the trace as JSON into <pre id="trace"> for the headless browser to dump.
'use strict';

function fib(n) {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

function sortRandom(count) {
  const values = Array.from({length: count}, () => Math.random());
  return values.sort((a, b) => a - b);
}

function buildList(items) {
  const list = document.createElement('ul');
  for (let i = 0; i < items; i++) {
    const item = document.createElement('li');
    item.textContent = `item ${i}`;
    list.appendChild(item);
  }
  document.body.appendChild(list);
  const height = list.offsetHeight;
  list.remove();
  return height;
}

const pause = ms => new Promise(resolve => setTimeout(resolve, ms));

async function run() {
  const profiler = new Profiler({sampleInterval: 10, maxBufferSize: 100000});
  const until = performance.now() + 500;
  while (performance.now() < until) {
    fib(24);
    sortRandom(20000);
    buildList(500);
    await pause(20);
  }
  const trace = await profiler.stop();
  document.getElementById('trace').textContent = JSON.stringify(trace);
}

window.addEventListener('load', () => {
  run().catch(error => {
    document.getElementById('trace').textContent = 'error: ' + error;
  });
});
