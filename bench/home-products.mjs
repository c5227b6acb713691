// GET /api/home-products on the built server against a bare node:http server sending the same bytes.
import { join } from 'node:path';
import { ensureBuilt, getRaw, measure, report, residentMemoryMb, root, startNodeServer, startProductionServer } from './lib.mjs';

const PATH = '/api/home-products';
const LOAD = { connections: 50, duration: 10 };

ensureBuilt();
process.stdout.write(`GET ${PATH} — autocannon, ${LOAD.connections} connections, ${LOAD.duration} s each\n`);

const product = await startProductionServer();
let bare;
try {
  const sample = await getRaw(product.url + PATH);
  if (sample.status !== 200) throw new Error(`${PATH} answered ${sample.status}: ${sample.body.toString().slice(0, 200)}`);

  const kartis = await measure(product.url + PATH, LOAD);
  const rssMb = residentMemoryMb(product.pid);

  bare = await startNodeServer(join(root, 'bench', 'servers', 'fixed-response.mjs'), {
    env: { BODY_BASE64: sample.body.toString('base64'), CONTENT_TYPE: String(sample.headers['content-type']) },
  });
  const baseline = await measure(bare.url + PATH, LOAD);

  report('response body', sample.body.length, 'bytes');
  report('Kartis req/s', kartis.requestsPerSecond, 'req/s');
  report('Kartis p99 latency', kartis.p99Ms, 'ms');
  report('bare node:http req/s', baseline.requestsPerSecond, 'req/s');
  report('bare node:http p99 latency', baseline.p99Ms, 'ms');
  report('throughput ratio Kartis / bare', kartis.requestsPerSecond / baseline.requestsPerSecond, '', '≥ 0.5');
  report('server RSS after the run', rssMb, 'MB', '≤ 150 MB');
  if (kartis.non2xx || kartis.errors) report('Kartis non-2xx / errors', kartis.non2xx + kartis.errors, 'responses', '0');
} finally {
  await bare?.stop();
  await product.stop();
}
