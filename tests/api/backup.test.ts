import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Profile } from '../../shared/contract/profiles';
import { cardInput } from '../fixtures/cards';
import { png } from '../fixtures/images';
import { sqliteOnly, startTestServer, type TestServer } from '../helpers/server';
import { json } from '../helpers/client';
import { signedIn, signedInClient } from '../helpers/sign-in';
import { inTwoWeeks } from '../helpers/users';
import { LOCAL_RECEIVER_ENV, startWebhookReceiver } from '../helpers/webhook-receiver';
import type { WebhookCreated, WebhookSampleSent } from '../../shared/contract/webhooks';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs one of the package's scripts as `npm run` would, with the data files of `env`; resolves to its exit code and output. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'api', 'bin', script), ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

// The backup and restore scripts copy the SQLite file.
sqliteOnly('npm run backup and npm run restore', () => {
  let server: TestServer;
  let work: string;
  beforeAll(async () => {
    server = await startTestServer();
    work = mkdtempSync(join(tmpdir(), 'kartis-backup-test-'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('copy a server that keeps taking writes, consistently, and put the copy back in place', async () => {
    const live = { DATABASE_PATH: server.config.databasePath, UPLOADS_DIR: server.config.uploadsDir };
    const { client } = await signedInClient(server);
    const form = new FormData();
    form.set('purpose', 'avatar');
    form.set('file', new Blob([new Uint8Array(await png(64, 64))], { type: 'image/png' }), 'me.png');
    const uploaded = (await (await client.fetch('/api/uploads', { method: 'POST', body: form, headers: { 'csrf-token': await client.csrfToken() } })).json()) as { url: string };
    const created = await client.send('POST', '/api/profiles', cardInput({ avatar: uploaded.url }));
    expect(created.status).toBe(201);
    let card = (await created.json()) as Profile;

    // Saves the card again and again while the backup runs; each acknowledged save is a version the server owns.
    let acknowledged = card.version;
    const writing = new AbortController();
    const writes = (async () => {
      while (!writing.signal.aborted) {
        const saved = await client.send('PUT', `/api/profiles/${card.id}`, { ...card, title: `גרסה ${card.version + 1}` });
        if (saved.status !== 200) throw new Error(`save failed: ${saved.status}`);
        card = (await saved.json()) as Profile;
        acknowledged = card.version;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const acknowledgedBeforeBackup = acknowledged;
    const folder = join(work, 'backup-1');
    const backup = await runScript('backup.mjs', [folder], live);
    writing.abort();
    await writes;
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`to ${folder}`);

    const copy = new Database(join(folder, 'kartis.db'), { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const copiedVersion = (copy.prepare('SELECT version FROM profiles WHERE id = ?').get(card.id) as { version: number }).version;
    copy.close();
    expect(copiedVersion).toBeGreaterThanOrEqual(acknowledgedBeforeBackup);
    expect(copiedVersion).toBeLessThanOrEqual(acknowledged);
    expect(existsSync(join(folder, 'uploads', uploaded.url.replace('/uploads/', '')))).toBe(true);

    // Restored where another server would run: the database and the images are the copy's.
    const target = { DATABASE_PATH: join(work, 'restored', 'kartis.db'), UPLOADS_DIR: join(work, 'restored', 'uploads') };
    const restore = await runScript('restore.mjs', [folder], target);
    expect(restore.code, restore.output).toBe(0);
    const restored = new Database(target.DATABASE_PATH, { readonly: true });
    expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
    expect((restored.prepare('SELECT version FROM profiles WHERE id = ?').get(card.id) as { version: number }).version).toBe(copiedVersion);
    restored.close();
    expect(readdirSync(target.UPLOADS_DIR)).toContain(uploaded.url.replace('/uploads/', ''));

    // Restoring again keeps what was there before, beside it.
    expect((await runScript('restore.mjs', [folder], target)).code).toBe(0);
    expect(readdirSync(join(work, 'restored')).some((name) => name.startsWith('kartis.db-before-restore-'))).toBe(true);
  });

  it('carry the data key and the VAPID keys, so that a webhook restored into a fresh data folder still signs with its secret', async () => {
    const source = await startTestServer(LOCAL_RECEIVER_ENV);
    const receiver = await startWebhookReceiver();
    try {
      const { client, user } = await signedInClient(source, { trialEndsAt: inTwoWeeks() });
      const webhook = await json<WebhookCreated>(await client.send('POST', '/api/webhooks', { url: `${receiver.url}/kartis` }), 201);
      receiver.useSecret(webhook.secret);
      // The database holds the secret sealed, never as it was shown.
      const stored = (source.db.prepare('SELECT secret FROM webhooks WHERE id = ?').get(webhook.id) as { secret: string }).secret;
      expect(stored).toMatch(/^sealed:v1:/);
      expect(stored).not.toContain(webhook.secret.slice(6));

      const folder = join(work, 'backup-with-key');
      const backup = await runScript('backup.mjs', [folder], { DATABASE_PATH: source.config.databasePath, UPLOADS_DIR: source.config.uploadsDir });
      expect(backup.code, backup.output).toBe(0);
      expect(readdirSync(folder)).toContain('data-key');
      expect(readdirSync(folder)).toContain('vapid-keys');

      // As docs/operations.md says: stop, restore into the new data folder, start there.
      const fresh = join(work, 'fresh-data', 'kartis.db');
      const restore = await runScript('restore.mjs', [folder], { DATABASE_PATH: fresh });
      expect(restore.code, restore.output).toBe(0);
      const restored = await startTestServer({ ...LOCAL_RECEIVER_ENV, DATABASE_PATH: fresh });
      try {
        const owner = await signedIn(restored.url, user);
        const sent = await json<WebhookSampleSent>(await owner.send('POST', `/api/webhooks/${webhook.id}/test`), 200);
        expect(sent.delivery).toMatchObject({ status: 'delivered', lastStatusCode: 200 });
        expect(receiver.received.at(-1)).toMatchObject({ signed: true, answered: 200 });
        // And the devices subscribed before still get pushes signed with the key they subscribed with.
        expect(restored.services.pushPublicKey()).toBe(source.services.pushPublicKey());
      } finally {
        await restored.close();
      }
    } finally {
      await receiver.close();
      await source.close();
    }
  });

  it('refuse a folder that holds no backup, and a copy that fails its integrity check, changing nothing', async () => {
    const target = { DATABASE_PATH: join(work, 'untouched', 'kartis.db') };
    const missing = await runScript('restore.mjs', [join(work, 'no-such-backup')], target);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('Usage: npm run restore -- FOLDER');
    const broken = join(work, 'broken-backup');
    mkdirSync(broken);
    writeFileSync(join(broken, 'kartis.db'), 'not a database, only text pretending to be one'.repeat(100));
    const refused = await runScript('restore.mjs', [broken], target);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('failed its integrity check');
    expect(existsSync(join(work, 'untouched'))).toBe(false);
  });
});
