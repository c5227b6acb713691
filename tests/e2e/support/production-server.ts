import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNodeFlags } from '../../../build/start-flags.mjs';
import { LOCAL_RECEIVER_ENV } from '../../helpers/webhook-receiver';
import { freePort } from '../../helpers/free-port.mjs';
import { waitUntilHealthy } from '../../helpers/wait-until-healthy.mjs';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const READY_TIMEOUT_MS = 30_000;

/** The built product running on its own port over a fresh temporary database. */
export interface ProductionServer {
  url: string;
  pid: number;
  /** Its data folder: the database, uploads, and the mail it saved (no SMTP server is set). */
  dataDir: string;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  exited: Promise<number | string | null>;
  stop(): Promise<void>;
}

/** Where and how to run it: a data folder the caller keeps (else a temporary one removed on stop), more variables. */
export interface ProductionServerOptions {
  dataDir?: string;
  env?: Record<string, string>;
  /** Options for node itself, before the program. */
  nodeFlags?: string[];
  /** The host name the server is reached at, and its PUBLIC_URL's (passkeys need a domain: `localhost`, not an address). */
  publicHost?: string;
}


/** Starts `node dist/server/index.js` on a free port, as `npm start` runs it, resolving once it answers. */
export async function startProductionServer(options: ProductionServerOptions = {}): Promise<ProductionServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'kartis-e2e-'));
  const port = await freePort();
  const url = `http://${options.publicHost ?? '127.0.0.1'}:${port}`;
  const child = spawn(process.execPath, [...startNodeFlags(), ...(options.nodeFlags ?? []), join(ROOT, 'dist', 'server', 'index.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dataDir, 'kartis.db'),
      UPLOADS_DIR: join(dataDir, 'uploads'),
      ADMIN_PASSWORD: 'e2e-admin-password',
      LOG_LEVEL: 'warn',
      // Every test signs up owners of its own, all from this one address.
      SIGNUPS_PER_HOUR: '5000',
      // Webhooks may reach the tests' local HTTPS receiver, and retry within a second.
      ...LOCAL_RECEIVER_ENV,
      ...(options.publicHost ? { PUBLIC_URL: url } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = () => (child.exitCode === null && child.signalCode === null ? undefined : `${child.exitCode ?? child.signalCode}\n${output}`);
  const exitedPromise = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const removeData = () => options.dataDir === undefined && rmSync(dataDir, { recursive: true, force: true });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid !== undefined && process.kill(child.pid, 'SIGKILL'), 5_000);
      await gone;
      clearTimeout(timer);
    }
    removeData();
  };

  try {
    await waitUntilHealthy(url, exited, READY_TIMEOUT_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid ?? 0, dataDir, exited: exitedPromise, stop };
}
