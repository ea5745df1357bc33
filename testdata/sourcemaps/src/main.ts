import { Circle, perimeterOfSquare, totalArea } from "./shapes";

function computeHeavyThing(n: number): number {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += Math.sqrt(i) * Math.sin(i);
  return sum;
}

export function main(): void {
  const circles = [1, 2, 3].map((r) => new Circle(r).scaled(2));
  console.log(totalArea(circles), perimeterOfSquare(3), computeHeavyThing(1000));
}

main();
