// src/work.js
function sumOfSquares(count) {
  let total = 0;
  for (let i = 0; i < count; i++) {
    total += i * i;
  }
  return total;
}
function countVowels(text, rounds) {
  let vowels = 0;
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < text.length; i++) {
      if ("aeiou".includes(text[i])) vowels++;
    }
  }
  return vowels;
}

// src/main.js
function run(millis) {
  const end = Date.now() + millis;
  let sink = 0;
  while (Date.now() < end) {
    sink += sumOfSquares(2e4);
    sink += countVowels("the quick brown fox jumps over the lazy dog", 200);
  }
  return sink;
}
console.log(run(Number(process.argv[2] || 300)) > 0 ? "done" : "none");
//# sourceMappingURL=kept.js.map
