// The original of scopes/app.min.js (written by hand as a bundler would minify it).
export function computeLedger(rounds) {
    let acc = 0;
    for (let i = 0; i < rounds; i++) acc = (acc * 17 + i) % 999983;
    return acc;
}

export const settleAccounts = (rounds) => {
    let acc = 1;
    for (let i = 0; i < rounds; i++) acc = (acc * 13 + i) % 999979;
    return acc;
};

let sum = 0;
const started = Date.now();
while (Date.now() - started < 800) sum += computeLedger(20000) + settleAccounts(20000);
console.log(sum);
