(() => {
  // src/vendor/lib.js
  function spin(n) {
    let x = 0;
    for (let i = 0; i < n; i++) x ^= i * 31 >>> 3;
    return x;
  }

  // src/main.js
  function computeHeavyThing(n) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += Math.sqrt(i) * Math.sin(i);
    return sum;
  }
  var arrowWorker = (n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += i * 7 % 13;
    return sum;
  };
  var Stepper = class {
    runStep(n) {
      return computeHeavyThing(n) + arrowWorker(n);
    }
  };
  function main() {
    const stepper = new Stepper();
    const end = Date.now() + 400;
    let total = 0;
    while (Date.now() < end) {
      total += stepper.runStep(2e4);
      total += spin(2e4);
    }
    return total;
  }
  main();
})();
//# sourceMappingURL=app.js.map
