// GET /c/demo01 (the short URL an NFC chip holds) on the built server: redirects per second and p99 at 50
// connections, redirects not followed (each one records the tap), next to the card page /p/demo in the same run.
import autocannon from 'autocannon';
import { ensureBuilt, getRaw, measure, report, startProductionServer } from './lib.mjs';

const SHORT_PATH = '/c/demo01';
const CARD_PATH = '/p/demo';
const LOAD = { connections: 50, duration: 10 };

/** Load-tests the short URL; autocannon never follows redirects, so every answer counted is the 302 itself. */
async function measureRedirects(url) {
  const result = await autocannon({ url, ...LOAD });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    redirects: result['3xx'],
    total: result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'],
    errors: result.errors + result.timeouts,
  };
}

ensureBuilt();
process.stdout.write(`GET ${SHORT_PATH} and GET ${CARD_PATH} — autocannon, ${LOAD.connections} connections, ${LOAD.duration} s each, redirects not followed\n`);
const server = await startProductionServer();
try {
  const sample = await getRaw(server.url + SHORT_PATH);
  if (sample.status !== 302 || sample.headers.location !== `${CARD_PATH}?src=nfc`) {
    throw new Error(`${SHORT_PATH} answered ${sample.status} → ${sample.headers.location}, expected 302 → ${CARD_PATH}?src=nfc`);
  }
  // Warm the JIT, the statements and the card page cache, so neither figure is of a cold server.
  await measure(server.url + SHORT_PATH, { ...LOAD, duration: 3 });
  await measure(server.url + CARD_PATH, { ...LOAD, duration: 3 });

  const redirect = await measureRedirects(server.url + SHORT_PATH);
  const page = await measure(server.url + CARD_PATH, LOAD);

  report(`${SHORT_PATH} redirects/s`, redirect.requestsPerSecond, 'req/s');
  report(`${SHORT_PATH} p99 latency`, redirect.p99Ms, 'ms');
  report(`${SHORT_PATH} answers that were 302`, (100 * redirect.redirects) / Math.max(redirect.total, 1), '%', '100');
  if (redirect.errors) report(`${SHORT_PATH} errors / timeouts`, redirect.errors, 'requests', '0');
  report(`${CARD_PATH} req/s`, page.requestsPerSecond, 'req/s');
  report(`${CARD_PATH} p99 latency`, page.p99Ms, 'ms');
  if (page.non2xx || page.errors) report(`${CARD_PATH} non-2xx / errors`, page.non2xx + page.errors, 'responses', '0');
  report('redirects/s ÷ card page req/s', redirect.requestsPerSecond / page.requestsPerSecond, '');
} finally {
  await server.stop();
}
