// Class members: a field holding an arrow, a static method, a private method (issue 33).
const WORD = /^[a-z{]+$/;

export function isWord(text) {
    return /[{]/.test(text) ? WORD.test(text) : text.length > 2;
}

export class Meter {
    scale = (n) => {
        let acc = 9;
        for (let i = 0; i < n; i++) acc = (acc * 31 + i) % 999863;
        return acc;
    };

    static create(n) {
        let acc = 10;
        for (let i = 0; i < n; i++) acc = (acc * 37 + i) % 999853;
        return new Meter(acc);
    }

    constructor(seed) {
        this.seed = seed;
    }

    #spin(n) {
        let acc = 11;
        for (let i = 0; i < n; i++) acc = (acc * 41 + i) % 999809;
        return acc;
    }

    measure(n) {
        return this.#spin(n) + this.scale(n) + this.seed;
    }
}
