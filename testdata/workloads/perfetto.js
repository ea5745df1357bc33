// A page workload for the Perfetto proto trace fixtures (see ../perfetto/capture-chrome.sh): about a
// second of named JS functions on the main thread (script, layout, a user timing) and in a worker, so
// the trace has JS samples on two threads, slices, instants and metadata.
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

const workerSource = `
  function workerSpin(until) { let x = 0; while (performance.now() < until) x += Math.sqrt(x + 1); return x; }
  onmessage = (e) => postMessage(workerSpin(performance.now() + e.data));
`;

function startWorker() {
  const worker = new Worker(URL.createObjectURL(new Blob([workerSource], {type: 'text/javascript'})));
  worker.postMessage(300);
}

function step(round) {
  performance.mark(`round-${round}`);
  fib(24);
  sortRandom(40000);
  buildList(1500);
  performance.measure(`round ${round}`, `round-${round}`);
  if (round < 8) setTimeout(() => step(round + 1), 20);
}

addEventListener('load', () => {
  startWorker();
  step(0);
});
