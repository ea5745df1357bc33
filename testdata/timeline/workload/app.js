// A small page workload for the timeline captures: recursion, sorting, closures, timers, a forced
// layout, a click handler and a worker, so the trace has FunctionCall, TimerFire, EventDispatch,
// Layout and a second sampled thread.
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

function sortNumbers(count) {
  const values = [];
  for (let i = 0; i < count; i++) values.push((i * 7919) % 10007);
  return values.sort((a, b) => a - b);
}

const makeCounter = () => {
  let total = 0;
  return (n) => { for (let i = 0; i < n; i++) total += Math.sqrt(i); return total; };
};

function layoutThrash(rounds) {
  const out = document.getElementById('out');
  let height = 0;
  for (let i = 0; i < rounds; i++) {
    out.textContent = 'round ' + i;
    height += out.offsetHeight;
  }
  return height;
}

const counter = makeCounter();
let ticks = 0;
function tick() {
  fib(20);
  sortNumbers(3000);
  counter(20000);
  layoutThrash(20);
  if (++ticks < 12) setTimeout(tick, 15);
  else document.getElementById('out').click();
}

document.getElementById('out').addEventListener('click', function onClick() { fib(22); });

const workerSource = 'function busy(n){let s=0;for(let i=0;i<n;i++){s+=Math.sin(i)}return s}' +
  'onmessage=(e)=>{postMessage(busy(e.data))}';
const worker = new Worker(URL.createObjectURL(new Blob([workerSource], {type: 'text/javascript'})));
worker.onmessage = () => {};
for (let i = 0; i < 6; i++) worker.postMessage(200000);

fib(23);
setTimeout(tick, 10);
