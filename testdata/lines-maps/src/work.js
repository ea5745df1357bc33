// Two hot functions with their work on known lines, for flint lines through a source map.
export function sumOfSquares(count) {
  let total = 0;
  for (let i = 0; i < count; i++) {
    total += i * i;
  }
  return total;
}

export function countVowels(text, rounds) {
  let vowels = 0;
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < text.length; i++) {
      if ('aeiou'.includes(text[i])) vowels++;
    }
  }
  return vowels;
}
