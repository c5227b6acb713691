import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { build } from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serverBuildOptions } from '../../build/steps.mjs';
import type { WebhookCreated } from '../../shared/contract/webhooks';
import { TestClient, json } from '../helpers/client';
import { freePort } from '../helpers/free-port.mjs';
import { registerThroughMail } from '../helpers/mail';
import { sqliteOnly } from '../helpers/server';
import { waitUntilHealthy } from '../helpers/wait-until-healthy.mjs';
import { png } from '../fixtures/images';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The server built from its sources into a folder of the project (its packages are found from there), as `npm run build` builds it. */
let bundle: string;
const bundleDir = join(ROOT, 'node_modules', '.cache', `kartis-server-${process.pid}`);

beforeAll(async () => {
  await build({ ...serverBuildOptions(), entryPoints: { index: join(ROOT, 'api', 'index.ts') }, outdir: bundleDir, sourcemap: false });
  bundle = join(bundleDir, 'index.js');
});
afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

/** Runs `command` (node and its arguments) in a shell with the umask `umask`, as a service manager or a login shell would start it. */
function underUmask(umask: string, args: string[], env: Record<string, string>) {
  return spawn('/bin/sh', ['-c', `umask ${umask} && exec "$0" "$@"`, process.execPath, ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Every folder and file under `dir` whose permissions are not `0700` (folders) or `0600` (files), with what they are. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    const mode = statSync(path).mode & 0o777;
    const expected = entry.isDirectory() ? 0o700 : 0o600;
    if (mode !== expected) found.push(`${relative(dir, path)} ${mode.toString(8)}`);
  }
  const own = statSync(dir).mode & 0o777;
  return own === 0o700 ? found : [`(the data folder) ${own.toString(8)}`, ...found];
}

sqliteOnly('the data folder', () => {
  it.each(['022', '000'])('is its user’s alone when the server starts under umask %s: database, uploads, visitors’ files, mail, keys and backups', async (umask) => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'kartis-permissions-')), 'data');
    // A data folder an earlier version made open to every user of the machine.
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    const port = await freePort();
    const env = { DATABASE_PATH: join(dataDir, 'kartis.db'), PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: 'permissions-admin-1', LOG_LEVEL: 'warn' };
    const server = underUmask(umask, [bundle], env);
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      const url = `http://127.0.0.1:${port}`;
      await waitUntilHealthy(url, () => (server.exitCode === null ? undefined : output));

      // A new owner (a confirmation mail), their card with a photo (an upload), a webhook (its secret sealed under the
      // data key), and a visitor's lead with a PDF (a visitor's file).
      const owner = new TestClient(url);
      const email = `perm${umask}@example.test`;
      await json(await registerThroughMail(owner, dataDir, { username: `perm${umask}`, email, password: 'permissions-77' }), 201);
      owner.resetCsrf();
      const form = new FormData();
      form.set('purpose', 'avatar');
      form.set('file', new Blob([new Uint8Array(await png(64, 64))], { type: 'image/png' }), 'me.png');
      const { url: avatar } = await json<{ url: string }>(await owner.fetch('/api/uploads', { method: 'POST', body: form, headers: { 'csrf-token': await owner.csrfToken() } }), 201);
      await json(await owner.send('POST', '/api/profiles', { slug: `perm-${umask}`, displayName: 'הרשאות', avatar }), 201);
      const webhook = await json<WebhookCreated>(await owner.send('POST', '/api/webhooks', { url: 'https://hooks.example.com/kartis' }), 201);
      const lead = new FormData();
      for (const [name, value] of Object.entries({ name: 'דנה', phone: '050-111-2233', consent: 'on', idempotencyKey: `perm-${umask}` })) lead.append(name, value);
      lead.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'plan.pdf');
      const sent = await fetch(`${url}/api/public/profiles/perm-${umask}/leads`, { method: 'POST', headers: { 'Sec-Fetch-Site': 'same-origin', Accept: 'application/json' }, body: lead });
      expect(sent.status).toBe(201);

      const backup = underUmask(umask, [join(ROOT, 'api', 'bin', 'backup.mjs')], { DATABASE_PATH: env.DATABASE_PATH });
      expect(await new Promise((resolve) => backup.once('exit', resolve))).toBe(0);

      const names = readdirSync(dataDir, { recursive: true, encoding: 'utf8' });
      for (const made of ['kartis.db', 'kartis.db-wal', 'kartis.db-shm', 'session-secret', 'data-key', 'mail', 'uploads', 'uploads/visitor-files', 'backups']) expect(names, made).toContain(made);
      expect(names.some((name) => name.endsWith('/data-key') && name.startsWith('backups/')), 'the backup’s data key').toBe(true);
      expect(openToOthers(dataDir)).toEqual([]);

      const db = new Database(env.DATABASE_PATH, { readonly: true });
      const { secret } = db.prepare('SELECT secret FROM webhooks').get() as { secret: string };
      db.close();
      expect(secret).toMatch(/^sealed:v1:/);
      expect(secret).not.toContain(webhook.secret.slice('whsec_'.length));
    } finally {
      if (server.exitCode === null) process.kill(server.pid!, 'SIGTERM');
      await exited;
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  }, 60_000);
});

sqliteOnly('a database kept in a folder every user shares', () => {
  it('leaves that folder open to the others (like /tmp), its own files still private', async () => {
    const shared = mkdtempSync(join(tmpdir(), 'kartis-shared-'));
    chmodSync(shared, 0o1777);
    const port = await freePort();
    const server = underUmask('022', [bundle], { DATABASE_PATH: join(shared, 'kartis.db'), PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: 'permissions-admin-1', LOG_LEVEL: 'warn' });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      await waitUntilHealthy(`http://127.0.0.1:${port}`, () => (server.exitCode === null ? undefined : output));
      expect((statSync(shared).mode & 0o7777).toString(8)).toBe('1777');
      expect((statSync(join(shared, 'kartis.db')).mode & 0o777).toString(8)).toBe('600');
    } finally {
      if (server.exitCode === null) process.kill(server.pid!, 'SIGTERM');
      await exited;
      rmSync(shared, { recursive: true, force: true });
    }
  }, 60_000);
});
