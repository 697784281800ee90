// A worker thread that keeps a server busy with signed-in API reads until it is terminated: autocannon cycling
// through `workerData.requests` on `workerData.connections` connections. In its own thread so the client that
// times the page (loginUnderLoad.mjs) does not wait behind the load generator's own event loop.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, cookie, connections, requests } = workerData;
const instance = autocannon({
  url,
  connections,
  duration: 3600, // ended by the parent's worker.terminate()
  headers: { cookie, 'content-type': 'application/json' },
  requests,
});
let answered = 0;
instance.on('response', () => {
  answered += 1;
});
setInterval(() => parentPort?.postMessage({ answered }), 500).unref();
