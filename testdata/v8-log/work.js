// The workload of the V8 log test file (make.sh): recursion, a method whose name has a comma, a closure,
// allocation for the collector, and a JSON round trip through builtins.
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
const shapes = { 'area,scaled'(w, h) { return w * h * 2; } };
function churn() {
  const items = [];
  for (let i = 0; i < 200; i++) items.push({ i, label: 'item' + i });
  return JSON.parse(JSON.stringify(items)).length;
}
function main(ms) {
  const end = Date.now() + ms;
  let total = 0;
  const add = (x) => { total += x; };
  while (Date.now() < end) { add(fib(24)); add(churn()); add(shapes['area,scaled'](3, 4)); }
  return total;
}
main(Number(process.argv[2] || 600));
