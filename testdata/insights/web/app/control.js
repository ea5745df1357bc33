'use strict';
function shortWork(ms) {
  const end = performance.now() + ms;
  let h = 0;
  while (performance.now() < end) h = (h * 31 + 7) | 0;
  return h;
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
let round = 0;
function tick() {
  const heights = boxes.map(box => box.offsetHeight); // all reads first
  boxes.forEach((box, i) => { box.style.width = (10 + ((round + heights[i]) % 7)) + 'px'; }); // then writes
  sink += shortWork(5);
  if (++round < 150) setTimeout(tick, 10);
}
setTimeout(tick, 100);
