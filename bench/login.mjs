// Sign-in on the built server: login latency, memory under concurrent logins, current-user throughput with a session.
import autocannon from 'autocannon';
import { ensureBuilt, report, residentMemoryMb, startProductionServer } from './lib.mjs';

const ACCOUNT = { email: 'demo@kartis.app', password: 'demo1234' };
const SEQUENTIAL_LOGINS = 100;
const CONCURRENT_LOGINS = 20;
const CONCURRENT_ROUNDS = 5;
const LOAD = { connections: 50, duration: 10 };

/** One browser-like sign-in: fetch a CSRF token (and its session cookie), then log in; times the login only. */
async function timedLogin(url) {
  const csrf = await fetch(`${url}/api/csrf-token`);
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = await csrf.json();
  const started = performance.now();
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'csrf-token': csrfToken, Cookie: cookie },
    body: JSON.stringify(ACCOUNT),
  });
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const sessionCookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await response.arrayBuffer();
  return { ms, sessionCookie };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

ensureBuilt();
process.stdout.write(`Login: ${SEQUENTIAL_LOGINS} sequential, ${CONCURRENT_ROUNDS} × ${CONCURRENT_LOGINS} concurrent; current-user ${LOAD.connections} connections ${LOAD.duration} s\n`);

const server = await startProductionServer();
try {
  const rssIdleMb = residentMemoryMb(server.pid);

  const latencies = [];
  let sessionCookie = '';
  for (let i = 0; i < SEQUENTIAL_LOGINS; i++) {
    const login = await timedLogin(server.url);
    latencies.push(login.ms);
    sessionCookie = login.sessionCookie;
  }
  latencies.sort((a, b) => a - b);

  let peakRssMb = 0;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, residentMemoryMb(server.pid));
  }, 20);
  const concurrentStarted = performance.now();
  for (let round = 0; round < CONCURRENT_ROUNDS; round++) {
    await Promise.all(Array.from({ length: CONCURRENT_LOGINS }, () => timedLogin(server.url)));
  }
  const concurrentMs = performance.now() - concurrentStarted;
  clearInterval(sampler);
  peakRssMb = Math.max(peakRssMb, residentMemoryMb(server.pid));

  const load = await autocannon({
    url: `${server.url}/api/auth/current-user`,
    headers: { Cookie: sessionCookie },
    ...LOAD,
  });

  report('login p50', percentile(latencies, 50), 'ms');
  report('login p99', percentile(latencies, 99), 'ms');
  report(`${CONCURRENT_LOGINS} concurrent logins, per round`, concurrentMs / CONCURRENT_ROUNDS, 'ms');
  report('server RSS idle', rssIdleMb, 'MB');
  report('server RSS peak during concurrent logins', peakRssMb, 'MB');
  report('current-user req/s (with a session)', load.requests.average, 'req/s');
  report('current-user p99 latency', load.latency.p99, 'ms');
  if (load.non2xx || load.errors || load.timeouts) report('current-user non-2xx / errors', load.non2xx + load.errors + load.timeouts, 'responses', '0');
} finally {
  await server.stop();
}
