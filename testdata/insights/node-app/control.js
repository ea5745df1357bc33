// insights: a Node workload without those problems (the control recording, ../make-node.sh): the work is
// spread evenly over twenty-four functions of the app's own (none near 10 % of the time), nothing under
// node_modules/, and no allocation in the loops (no collector time to speak of). Each function runs as its
// own setImmediate callback, so no loop of ours inlines it and takes its samples.
'use strict';
function alpha(n) {
  let h = 1;
  for (let i = 0; i < n; i++) h = (h * 32 + (i ^ (h >>> 2))) & 0xfffff;
  sink ^= h;
}
function bravo(n) {
  let h = 2;
  for (let i = 0; i < n; i++) h = (h * 33 + (i ^ (h >>> 3))) & 0xfffff;
  sink ^= h;
}
function charlie(n) {
  let h = 3;
  for (let i = 0; i < n; i++) h = (h * 34 + (i ^ (h >>> 4))) & 0xfffff;
  sink ^= h;
}
function delta(n) {
  let h = 4;
  for (let i = 0; i < n; i++) h = (h * 35 + (i ^ (h >>> 5))) & 0xfffff;
  sink ^= h;
}
function echo(n) {
  let h = 5;
  for (let i = 0; i < n; i++) h = (h * 36 + (i ^ (h >>> 6))) & 0xfffff;
  sink ^= h;
}
function foxtrot(n) {
  let h = 6;
  for (let i = 0; i < n; i++) h = (h * 37 + (i ^ (h >>> 7))) & 0xfffff;
  sink ^= h;
}
function golf(n) {
  let h = 7;
  for (let i = 0; i < n; i++) h = (h * 38 + (i ^ (h >>> 1))) & 0xfffff;
  sink ^= h;
}
function hotel(n) {
  let h = 8;
  for (let i = 0; i < n; i++) h = (h * 39 + (i ^ (h >>> 2))) & 0xfffff;
  sink ^= h;
}
function india(n) {
  let h = 9;
  for (let i = 0; i < n; i++) h = (h * 40 + (i ^ (h >>> 3))) & 0xfffff;
  sink ^= h;
}
function juliet(n) {
  let h = 10;
  for (let i = 0; i < n; i++) h = (h * 41 + (i ^ (h >>> 4))) & 0xfffff;
  sink ^= h;
}
function kilo(n) {
  let h = 11;
  for (let i = 0; i < n; i++) h = (h * 42 + (i ^ (h >>> 5))) & 0xfffff;
  sink ^= h;
}
function lima(n) {
  let h = 12;
  for (let i = 0; i < n; i++) h = (h * 43 + (i ^ (h >>> 6))) & 0xfffff;
  sink ^= h;
}
function mike(n) {
  let h = 13;
  for (let i = 0; i < n; i++) h = (h * 44 + (i ^ (h >>> 7))) & 0xfffff;
  sink ^= h;
}
function november(n) {
  let h = 14;
  for (let i = 0; i < n; i++) h = (h * 45 + (i ^ (h >>> 1))) & 0xfffff;
  sink ^= h;
}
function oscar(n) {
  let h = 15;
  for (let i = 0; i < n; i++) h = (h * 46 + (i ^ (h >>> 2))) & 0xfffff;
  sink ^= h;
}
function papa(n) {
  let h = 16;
  for (let i = 0; i < n; i++) h = (h * 47 + (i ^ (h >>> 3))) & 0xfffff;
  sink ^= h;
}
function quebec(n) {
  let h = 17;
  for (let i = 0; i < n; i++) h = (h * 48 + (i ^ (h >>> 4))) & 0xfffff;
  sink ^= h;
}
function romeo(n) {
  let h = 18;
  for (let i = 0; i < n; i++) h = (h * 49 + (i ^ (h >>> 5))) & 0xfffff;
  sink ^= h;
}
function sierra(n) {
  let h = 19;
  for (let i = 0; i < n; i++) h = (h * 50 + (i ^ (h >>> 6))) & 0xfffff;
  sink ^= h;
}
function tango(n) {
  let h = 20;
  for (let i = 0; i < n; i++) h = (h * 51 + (i ^ (h >>> 7))) & 0xfffff;
  sink ^= h;
}
function uniform(n) {
  let h = 21;
  for (let i = 0; i < n; i++) h = (h * 52 + (i ^ (h >>> 1))) & 0xfffff;
  sink ^= h;
}
function victor(n) {
  let h = 22;
  for (let i = 0; i < n; i++) h = (h * 53 + (i ^ (h >>> 2))) & 0xfffff;
  sink ^= h;
}
function whiskey(n) {
  let h = 23;
  for (let i = 0; i < n; i++) h = (h * 54 + (i ^ (h >>> 3))) & 0xfffff;
  sink ^= h;
}
function xray(n) {
  let h = 24;
  for (let i = 0; i < n; i++) h = (h * 55 + (i ^ (h >>> 4))) & 0xfffff;
  sink ^= h;
}
const workers = [alpha, bravo, charlie, delta, echo, foxtrot, golf, hotel, india, juliet, kilo, lima, mike, november, oscar, papa, quebec, romeo, sierra, tango, uniform, victor, whiskey, xray];
const until = Date.now() + Number(process.argv[2] || 2000);
let sink = 0;
function round() {
  for (const work of workers) setImmediate(work, 1_000_000);
  if (Date.now() < until) setImmediate(round);
  else setImmediate(() => console.log(sink & 1));
}
round();
