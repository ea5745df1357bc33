// A separate small classic script that pages load before the app (the index
// map's first section): it fills a lookup table.

function buildSineTable(size) {
    const table = new Float64Array(size);
    for (let i = 0; i < size; i++) table[i] = Math.sin((i / size) * Math.PI * 2);
    return table;
}

function warmUp(rounds) {
    let sum = 0;
    for (let round = 0; round < rounds; round++) sum += buildSineTable(4096)[round % 4096];
    globalThis.sineTableChecksum = sum;
}

warmUp(200);
