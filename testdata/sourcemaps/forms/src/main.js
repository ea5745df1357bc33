import { ledger, runLedgerWorkload } from "./ledger.js";
import { Meter, isWord } from "./meter.js";
import tally from "./tally.js";
import legacy from "./legacy.cjs";

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

main();
