// Statistics over the field: a histogram loop and a sorting pass.

export function histogram(values, bins) {
    const counts = new Uint32Array(bins);
    let min = Infinity;
    let max = -Infinity;
    for (const value of values) {
        if (value < min) min = value;
        if (value > max) max = value;
    }
    const width = (max - min) / bins || 1;
    for (const value of values) {
        counts[Math.min(bins - 1, Math.floor((value - min) / width))]++;
    }
    return counts;
}

export const medianOf = (values) => {
    const sorted = Float64Array.from(values).sort();
    return sorted[sorted.length >> 1];
};

export function describe(counts) {
    return Array.from(counts, (count) => count.toString(36)).join("");
}
