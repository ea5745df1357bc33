// The page's own code: long tasks, forced layouts and churn, spread over a few timers.
'use strict';
function blockFor(ms) {
  const end = performance.now() + ms;
  let h = 0;
  while (performance.now() < end) h = (h * 31 + 7) | 0;
  return h;
}

function thrashLayout(boxes) {
  let total = 0;
  for (let round = 0; round < 10; round++) {
    for (const box of boxes) {
      box.style.width = (10 + ((round + total) % 7)) + 'px';
      total += box.offsetHeight; // reading layout right after a write forces it
    }
  }
  return total;
}

function churn(rounds) {
  // objects that live a while: every scavenge copies the survivors, so the collector works hard
  let keep = [];
  for (let i = 0; i < rounds; i++) {
    keep.push({ i, s: 'x' + i, a: [i, i, i] });
    if (keep.length > 200000) keep = [];
  }
  return keep.length;
}

const container = document.getElementById('boxes');
const boxes = [];
for (let i = 0; i < 300; i++) {
  const box = document.createElement('div');
  box.className = 'box';
  container.appendChild(box);
  boxes.push(box);
}
let sink = 0;
setTimeout(() => { sink += blockFor(250); }, 100);
setTimeout(() => { sink += thrashLayout(boxes); }, 500);
setTimeout(() => { sink += blockFor(120); }, 900);
setTimeout(() => { sink += churn(4_000_000); }, 1200);
setTimeout(() => { sink += blockFor(180); }, 1700);
