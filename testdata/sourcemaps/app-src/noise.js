// Value noise over an integer lattice: a hot loop of its own.

function latticeHash(ix, iy, seed) {
    let h = (ix * 374761393 + iy * 668265263 + seed * 2246822519) | 0;
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

export const smoothBlend = (a, b, t) => {
    const s = t * t * (3 - 2 * t);
    return a + (b - a) * s;
};

export function valueNoise(x, y, seed) {
    const ix = Math.floor(x);
    const iy = Math.floor(y);
    const fx = x - ix;
    const fy = y - iy;
    const top = smoothBlend(latticeHash(ix, iy, seed), latticeHash(ix + 1, iy, seed), fx);
    const bottom = smoothBlend(latticeHash(ix, iy + 1, seed), latticeHash(ix + 1, iy + 1, seed), fx);
    return smoothBlend(top, bottom, fy);
}

export function noiseField(width, height, seed) {
    const field = new Float64Array(width * height);
    for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
            let value = 0;
            let scale = 1;
            for (let octave = 0; octave < 4; octave++) {
                value += valueNoise(x * 0.05 * scale, y * 0.05 * scale, seed + octave) / scale;
                scale *= 2;
            }
            field[y * width + x] = value;
        }
    }
    return field;
}
