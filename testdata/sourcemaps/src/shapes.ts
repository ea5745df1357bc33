// Geometry helpers: a class with methods, an arrow function and a plain function.
export class Circle {
  constructor(private readonly radius: number) {}

  area(): number {
    return Math.PI * this.radius * this.radius;
  }

  scaled(factor: number): Circle {
    return new Circle(this.radius * factor);
  }
}

export const perimeterOfSquare = (side: number): number => side * 4;

export function totalArea(circles: Circle[]): number {
  let total = 0;
  for (const circle of circles) total += circle.area();
  return total;
}
