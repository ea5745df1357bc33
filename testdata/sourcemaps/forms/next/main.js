// The next release of main.js: the same modules, and a report at the end (a longer bundle).
import { ledger, runLedgerWorkload } from "../src/ledger.js";
import { Meter, isWord } from "../src/meter.js";
import tally from "../src/tally.js";
import legacy from "../src/legacy.cjs";

async function main() {
    const milliseconds = typeof process === "object" && process.argv[2] ? Number(process.argv[2]) : 1000;
    const started = Date.now();
    let checksum = 0;
    while (Date.now() - started < milliseconds) {
        checksum += await runLedgerWorkload(20000);
        const meter = Meter.create(20000);
        checksum += meter.measure(20000) + tally(20000) + legacy(20000) + (isWord("a{b") ? 1 : 0);
    }
    const text = "checksum=" + checksum + " size=" + ledger.size;
    if (typeof document === "object") document.title = text;
    else console.log(text);
}

main().then(() => report(2000));

function report(n) {
    const rows = [];
    for (let i = 0; i < n; i++) rows.push({ row: i, label: "row " + i, weight: (i * 7919) % 1009 });
    rows.sort((a, b) => a.weight - b.weight || a.row - b.row);
    const lines = rows.slice(0, 5).map((entry) => entry.label + ": " + entry.weight);
    if (typeof document !== "object") console.log(lines.join("\n"));
    return lines.length;
}
