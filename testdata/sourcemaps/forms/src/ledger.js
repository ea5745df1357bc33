// Functions as object properties, in the forms a bundler keeps (issue 33).
function churn(n, seed) {
    let acc = seed;
    for (let i = 0; i < n; i++) acc = (acc * 31 + i) % 1000003;
    return acc;
}

export const ledger = {
    runLedgerRound: async (n) => {
        let acc = 0;
        for (let i = 0; i < n; i++) acc = (acc * 17 + i) % 999983;
        return acc;
    },
    settle: function (n) {
        let acc = 1;
        for (let i = 0; i < n; i++) acc = (acc * 13 + i) % 999979;
        return acc;
    },
    audit: (n) => {
        let acc = 2;
        for (let i = 0; i < n; i++) acc = (acc * 11 + i) % 999961;
        return acc;
    },
    async reconcile(n) {
        let acc = 3;
        for (let i = 0; i < n; i++) acc = (acc * 7 + i) % 999959;
        return acc;
    },
    balance(n) {
        let acc = 4;
        for (let i = 0; i < n; i++) acc = (acc * 5 + i) % 999953;
        return acc;
    },
    size: 20000,
    get total() {
        let acc = 5;
        for (let i = 0; i < this.size; i++) acc = (acc * 3 + i) % 999931;
        return acc;
    },
    set total(n) {
        let acc = 6;
        for (let i = 0; i < n; i++) acc = (acc * 19 + i) % 999917;
        this.size = 20000 + (acc & 1);
    },
};

export const runStages = async function (n) {
    let acc = 7;
    for (let i = 0; i < n; i++) acc = (acc * 23 + i) % 999907;
    return acc + churn(10, acc);
};

export async function runLedgerWorkload(n) {
    let acc = 8;
    for (let i = 0; i < n; i++) acc = (acc * 29 + i) % 999883;
    acc += await ledger.runLedgerRound(n);
    acc += ledger.settle(n) + ledger.audit(n) + (await ledger.reconcile(n)) + ledger.balance(n);
    ledger.total = n;
    acc += ledger.total;
    return acc + (await runStages(n));
}
