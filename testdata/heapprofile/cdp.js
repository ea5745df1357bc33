// The same allocations sampled over the DevTools protocol (HeapProfiler.startSampling / stopSampling),
// through Node's inspector session: what DevTools' "Allocation sampling" saves as a .heapprofile.
const inspector = require('inspector');
const fs = require('fs');
const session = new inspector.Session();
session.connect();
const post = (method, params) => new Promise((resolve, reject) =>
  session.post(method, params || {}, (error, result) => (error ? reject(error) : resolve(result))));
(async () => {
  await post('HeapProfiler.enable');
  await post('HeapProfiler.startSampling', { samplingInterval: 32768 });
  require('./alloc.js');
  const { profile } = await post('HeapProfiler.stopSampling');
  fs.writeFileSync(process.argv[2], JSON.stringify(profile));
})();
