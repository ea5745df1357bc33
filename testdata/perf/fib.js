// A small JavaScript workload for perf with --perf-basic-prof.
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
function work() { let total = 0; for (let i = 0; i < 10; i++) total += fib(27); return total; }
console.log(work());
