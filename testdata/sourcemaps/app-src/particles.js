import { Vec2 } from "./vector.js";

// Particles drifting through the noise field: step() is a hot method,
// countCollisions() a hot plain function.
export class ParticleSystem {
    constructor(count, field, width, height) {
        this.field = field;
        this.width = width;
        this.height = height;
        this.particles = [];
        for (let i = 0; i < count; i++) {
            this.particles.push({ position: new Vec2((i * 7) % width, (i * 13) % height), velocity: new Vec2(0, 0) });
        }
    }

    step(dt) {
        for (const particle of this.particles) {
            const cell = this.cellAt(particle.position);
            const angle = this.field[cell] * Math.PI * 4;
            particle.velocity.x = Math.cos(angle);
            particle.velocity.y = Math.sin(angle);
            particle.position.addScaled(particle.velocity, dt);
            particle.position.x = (particle.position.x + this.width) % this.width;
            particle.position.y = (particle.position.y + this.height) % this.height;
        }
    }

    cellAt(position) {
        return (Math.floor(position.y) % this.height) * this.width + (Math.floor(position.x) % this.width);
    }
}

function distanceBetween(a, b) {
    const dx = a.x - b.x;
    const dy = a.y - b.y;
    return Math.sqrt(dx * dx + dy * dy);
}

// Pairs of particles closer than radius: the quadratic hot loop.
export function countCollisions(system, radius) {
    let collisions = 0;
    const list = system.particles;
    for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length; j++) {
            if (distanceBetween(list[i].position, list[j].position) < radius) collisions++;
        }
    }
    return collisions;
}
