// A small app for Flint's source-map tests: the shapes of notes sourcemaps-record-formats.md §2.1.
import { spin } from './vendor/lib.js';

export function computeHeavyThing(n) {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += Math.sqrt(i) * Math.sin(i);
  return sum;
}

const arrowWorker = (n) => {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += (i * 7) % 13;
  return sum;
};

class Stepper {
  runStep(n) {
    return computeHeavyThing(n) + arrowWorker(n);
  }
}

export function main() {
  const stepper = new Stepper();
  const end = Date.now() + 400;
  let total = 0;
  while (Date.now() < end) {
    total += stepper.runStep(20000);
    total += spin(20000);
  }
  return total;
}

main();
