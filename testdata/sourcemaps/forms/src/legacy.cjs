// CommonJS: V8 names the function by what it is assigned to, "module.exports".
module.exports = function (n) {
    let acc = 13;
    for (let i = 0; i < n; i++) acc = (acc * 47 + i) % 999769;
    return acc;
};
