// An anonymous default export: V8 names it "default".
export default function (n) {
    let acc = 12;
    for (let i = 0; i < n; i++) acc = (acc * 43 + i) % 999773;
    return acc;
}
