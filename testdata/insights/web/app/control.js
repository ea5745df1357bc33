// The control page's code: short tasks of ~5 ms, started after the first frame (so no read of layout
// ever finds it dirty), no style writes, no churn, every script from the page's own origin.
'use strict';
function shortWork(ms) {
  const end = performance.now() + ms;
  let h = 0;
  while (performance.now() < end) h = (h * 31 + 7) | 0;
  return h;
}
const container = document.getElementById('boxes');
for (let i = 0; i < 300; i++) {
  const box = document.createElement('div');
  box.className = 'box';
  container.appendChild(box);
}
let sink = 0;
let round = 0;
function tick() {
  sink += shortWork(5);
  if (++round < 150) setTimeout(tick, 10);
}
requestAnimationFrame(() => setTimeout(tick, 0));
