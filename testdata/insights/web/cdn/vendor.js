// A third-party script on another origin: a widget that computes for a while after load.
'use strict';
function vendorCrunch(ms) {
  const end = performance.now() + ms;
  let h = 1;
  while (performance.now() < end) h = (h * 17 + 3) | 0;
  return h;
}
setTimeout(() => vendorCrunch(300), 300);
