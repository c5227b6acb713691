// Debian's haproxy in front of several app nodes, as a deployment puts a balancer in front of them: a generated
// configuration in a temporary folder, a free port, round robin with health checks, stopped by its own pid.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

export const HAPROXY = '/usr/sbin/haproxy';

/** Why a balancer cannot be started here, or undefined when it can. */
export function balancerUnavailable() {
  if (!existsSync(HAPROXY)) return `${HAPROXY} is missing (apt-get install haproxy)`;
  // The balancer terminates HTTPS with a certificate made for the run.
  if (spawnSync('openssl', ['version'], { stdio: 'ignore' }).status !== 0) return 'openssl is missing (apt-get install openssl)';
  return undefined;
}

/** A self-signed certificate for 127.0.0.1 and localhost, key and certificate in one PEM file as haproxy reads it. */
function selfSignedPem(dir) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', key, '-out', cert],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  const pem = join(dir, 'balancer.pem');
  writeFileSync(pem, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));
  return pem;
}

/** The haproxy configuration: one frontend, the nodes round robin, each checked on /api/health every `checkMs`. */
export function balancerConfig({ port, backends, pem, checkMs = 500, keepClientAddress = false }) {
  return `global
  maxconn 4000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 60s
  # A node that dies takes its connections with it: a request whose connection failed goes to another node.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503

frontend web
  bind 127.0.0.1:${port}${pem ? ` ssl crt ${pem}` : ''}
${
    keepClientAddress
      ? '  # A load generator standing for many visitors names each one itself.\n  option forwardfor if-none\n'
      : "  # The client's own X-Forwarded-For is not trusted: the node sees the address the balancer saw.\n  http-request del-header X-Forwarded-For\n  option forwardfor\n"
  }  http-request set-header X-Forwarded-Proto ${pem ? 'https' : 'http'}
  default_backend nodes

backend nodes
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter ${checkMs} fastinter ${checkMs} downinter ${checkMs} fall 2 rise 2
  # A check waits up to 2 s for its answer (by default it waits only \`inter\`): a node busy for a second on a small
  # machine is no dead one, while a node that died refuses the connection at once and is still down within a second.
  timeout check 2s
  # Names the node that answered, for tests and benchmarks to see the alternation.
  http-response set-header X-Served-By %[srv_name]
  # A test may name the node a request is for (X-Kartis-Node: node2): round robin counts every request the balancer
  # sees, the page's own prefetches included, so a test's next request cannot otherwise be sent to the other node.
${backends.map((_, i) => `  use-server node${i + 1} if { req.hdr(x-kartis-node) -m str node${i + 1} }`).join('\n')}
${backends.map((url, i) => `  server node${i + 1} ${new URL(url).host} check`).join('\n')}
`;
}

async function waitForPort(port, child, output) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`haproxy exited: ${output()}`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`haproxy did not listen on ${port} within 10 s: ${output()}`);
}

/**
 * Starts haproxy round robin over `backends` (node URLs). With `tls`, it terminates HTTPS with a self-signed
 * certificate and tells the nodes `X-Forwarded-Proto: https`, as a balancer in front of real users does. `port` may be
 * chosen beforehand (the nodes' PUBLIC_URL names it). `keepClientAddress` passes on the client's own X-Forwarded-For
 * (benchmarks, whose one load generator stands for many visitors); never in front of real clients. Resolves once it listens and every node passed its health check.
 */
export async function startBalancer({ backends, tls = false, port, checkMs = 500, keepClientAddress = false }) {
  const unavailable = balancerUnavailable();
  if (unavailable) throw new Error(unavailable);
  const dir = mkdtempSync(join(tmpdir(), 'kartis-balancer-'));
  const listenPort = port ?? (await freePort());
  const pem = tls ? selfSignedPem(dir) : undefined;
  const configFile = join(dir, 'haproxy.cfg');
  writeFileSync(configFile, balancerConfig({ port: listenPort, backends, pem, checkMs, keepClientAddress }));
  // -db: in the foreground, so the pid spawned is haproxy's own and stopping it leaves nothing behind.
  const child = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(child.pid, 'SIGTERM');
      const force = setTimeout(() => process.kill(child.pid, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(force);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(listenPort, child, () => log);
    // rise 2: a node serves once two checks passed.
    await new Promise((resolve) => setTimeout(resolve, checkMs * 2 + 200));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `${tls ? 'https' : 'http'}://127.0.0.1:${listenPort}`, port: listenPort, pid: child.pid, output: () => log, stop };
}
