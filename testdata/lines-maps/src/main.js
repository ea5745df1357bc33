import { sumOfSquares, countVowels } from './work.js';

function run(millis) {
  const end = Date.now() + millis;
  let sink = 0;
  while (Date.now() < end) {
    sink += sumOfSquares(20000);
    sink += countVowels('the quick brown fox jumps over the lazy dog', 200);
  }
  return sink;
}

console.log(run(Number(process.argv[2] || 300)) > 0 ? 'done' : 'none');
