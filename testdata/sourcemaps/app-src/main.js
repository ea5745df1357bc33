import { noiseField } from "./noise.js";
import { ParticleSystem, countCollisions } from "./particles.js";
import { histogram, medianOf, describe } from "./stats.js";

const WIDTH = 96;
const HEIGHT = 64;

function runFrame(system, frame) {
    system.step(0.5);
    return frame % 4 === 0 ? countCollisions(system, 1.5) : frame;
}

export function runWorkload(milliseconds) {
    const started = Date.now();
    let checksum = 0;
    let frame = 0;
    while (Date.now() - started < milliseconds) {
        const field = noiseField(WIDTH, HEIGHT, frame);
        const system = new ParticleSystem(400, field, WIDTH, HEIGHT);
        for (let i = 0; i < 40; i++) checksum += runFrame(system, frame + i);
        checksum += histogram(field, 16)[3] + medianOf(field);
        checksum += describe(histogram(field, 8)).length;
        frame++;
    }
    return { frames: frame, checksum };
}

// The bundle's entry: an anonymous IIFE, as bundles start.
(function () {
    const milliseconds = typeof process === "object" && process.argv[2] ? Number(process.argv[2]) : 1000;
    const result = runWorkload(milliseconds);
    const text = "frames=" + result.frames + " checksum=" + result.checksum.toFixed(3);
    if (typeof document === "object") document.title = text;
    else console.log(text);
})();
