// A small workload for Flint's bundled sample profile: a few modules doing recognisable work
// (JSON round trips, sorting with a comparator, regex scanning, recursion, string rendering) so the
// flame chart shows several scripts in several colours. Run by capture.sh under `node --cpu-prof`.
'use strict';
const { makeOrders } = require('./data');
const { summarize } = require('./report');
const { renderPage } = require('./render');

function fib(n) {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

function tick(round) {
  const orders = makeOrders(1500 + round * 10);
  const text = JSON.stringify(orders);
  const parsed = JSON.parse(text);
  const summary = summarize(parsed);
  const html = renderPage(summary);
  return html.length + fib(18);
}

function main() {
  const deadline = Date.now() + 900;
  let round = 0;
  let total = 0;
  while (Date.now() < deadline) total += tick(round++);
  console.log(`rounds=${round} total=${total}`);
}

main();
