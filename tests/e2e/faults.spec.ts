import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { startProductionServer, type ProductionServer } from './support/production-server';
import { TestClient } from '../helpers/client';
import { confirmationToken } from '../helpers/mail';

// The built server as a process of its own, killed and stopped the hard way: nothing it acknowledged may be lost.
test.describe.configure({ mode: 'serial' });

/** The built server over `dataDir`, killed or stopped by the test itself. */
function startServer(dataDir: string): Promise<ProductionServer> {
  // Each simulated visitor names its own address, as a proxy in front would.
  return startProductionServer({ dataDir, env: { TRUST_PROXY: '1', LOG_LEVEL: 'silent' } });
}

/** Registers an owner with a card at `slug` on a running server: their session and the card. */
async function ownerWithCard(server: ProductionServer, slug: string) {
  const owner = new TestClient(server.url);
  const email = `${slug}@example.test`;
  const register = await owner.send('POST', '/api/auth/register', { username: slug.replace(/-/g, ''), email, password: `${slug}-pass-77` });
  expect(register.status).toBe(202);
  const confirmed = await owner.send('POST', '/api/auth/confirm-registration', { token: await confirmationToken(server.dataDir, email) });
  expect(confirmed.status).toBe(201);
  // Confirming signs the owner in, in a new session with its own anti-forgery token (the session outlives restarts:
  // sessions live in the database).
  owner.resetCsrf();
  const created = await owner.send('POST', '/api/profiles', { slug, displayName: 'כרטיס בדיקה' });
  expect(created.status).toBe(201);
  return { owner, card: (await created.json()) as Record<string, unknown> & { id: number; version: number } };
}

/** A request cut off by a kill is simply not acknowledged. */
const ignoreCrash = () => undefined;

test('kill -9 while leads, card edits, registrations and support messages are written: every acknowledged write is there once', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'kartis-faults-'));
  try {
    let server = await startServer(dataDir);
    const start = await ownerWithCard(server, 'crash-card');
    const owner = start.owner;
    let card = start.card;

    const acknowledged = { leads: [] as string[], users: [] as string[], messages: [] as string[], cardVersion: card.version };
    let sequence = 0;

    for (let round = 0; round < 4; round += 1) {
      const stop = new AbortController();
      const until = (work: () => Promise<void>) =>
        (async () => {
          while (!stop.signal.aborted) {
            await work().catch(ignoreCrash);
            // A request refused at once must not keep the loop from ever giving the timers a turn.
            await new Promise((resolve) => setImmediate(resolve));
          }
        })();
      const writers = [
        until(async () => {
          const n = (sequence += 1);
          const key = `crash-lead-${n}`;
          const response = await fetch(`${server.url}/api/public/profiles/crash-card/leads`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${n % 250}, 203.0.113.${n % 200}` },
            body: JSON.stringify({ name: `מבקר ${n}`, phone: '050-123-4567', consent: true, idempotencyKey: key }),
          });
          if (response.status === 201) acknowledged.leads.push(key);
        }),
        until(async () => {
          const saved = await owner.send('PUT', `/api/profiles/${card.id}`, { ...card, title: `גרסה ${card.version + 1}` });
          if (saved.status === 200) {
            card = (await saved.json()) as typeof card;
            acknowledged.cardVersion = card.version;
          } else if (saved.status === 409) {
            card = (await (await owner.send('GET', `/api/profiles/${card.id}`)).json()) as typeof card;
          }
        }),
        until(async () => {
          const n = (sequence += 1);
          const email = `crash-user-${n}@example.test`;
          const visitor = new TestClient(server.url);
          const registered = await visitor.send('POST', '/api/auth/register', { username: `crash${n}`, email, password: 'crash-user-pass-9' }).catch(() => undefined);
          if (registered?.status !== 202) return;
          const token = await confirmationToken(dataDir, email);
          const response = await visitor.send('POST', '/api/auth/confirm-registration', { token }).catch(() => undefined);
          if (response?.status === 201) acknowledged.users.push(email);
        }),
        until(async () => {
          const content = `הודעה ${(sequence += 1)}`;
          const response = await owner.send('POST', '/api/messages', { content });
          if (response.status === 201) acknowledged.messages.push(content);
          await new Promise((resolve) => setTimeout(resolve, 150));
        }),
      ];
      // Each kind of write is acknowledged at least once in every round (on a slow machine a registration's two
      // requests take a second), then the kill comes at a random moment with writes of every kind in flight.
      const counts = () => [acknowledged.leads.length, acknowledged.users.length, acknowledged.messages.length];
      const before = counts();
      await expect.poll(() => counts().every((n, kind) => n > before[kind]!), { timeout: 20_000 }).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 600));
      process.kill(server.pid, 'SIGKILL');
      await server.exited;
      stop.abort();
      await Promise.all(writers);
      server = await startServer(dataDir);
      owner.baseUrl = server.url;
    }

    // The same lead sent again after the crashes is not stored twice.
    const again = acknowledged.leads[0]!;
    const resent = await fetch(`${server.url}/api/public/profiles/crash-card/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.77' },
      body: JSON.stringify({ name: 'שוב', phone: '050-123-4567', consent: true, idempotencyKey: again }),
    });
    expect(resent.status).toBe(200);
    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited).toBe(0);

    expect(acknowledged.leads.length).toBeGreaterThan(10);
    expect(acknowledged.users.length).toBeGreaterThan(3);
    expect(acknowledged.messages.length).toBeGreaterThan(3);
    const db = new Database(join(dataDir, 'kartis.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const leadCount = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM leads WHERE idempotency_key = ?');
      expect(acknowledged.leads.filter((key) => leadCount.get(key)!.n !== 1)).toEqual([]);
      const userCount = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM users WHERE email = ?');
      expect(acknowledged.users.filter((email) => userCount.get(email)!.n !== 1)).toEqual([]);
      const messageCount = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM support_messages WHERE content = ?');
      expect(acknowledged.messages.filter((content) => messageCount.get(content)!.n !== 1)).toEqual([]);
      expect((db.prepare('SELECT version FROM profiles WHERE slug = ?').get('crash-card') as { version: number }).version).toBeGreaterThanOrEqual(acknowledged.cardVersion);
    } finally {
      db.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('SIGTERM stops taking connections, finishes a lead in flight, writes the events and exits 0', async () => {
  test.setTimeout(60_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'kartis-sigterm-'));
  try {
    const server = await startServer(dataDir);
    const profileId = (await ownerWithCard(server, 'term-card')).card.id;
    // A view, as the card page's script reports it, waits in the event batch when the signal comes.
    const beacon = await fetch(`${server.url}/api/events`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ events: [{ kind: 'view', profileId }] }) });
    expect(beacon.status).toBe(204);

    const body = JSON.stringify({ name: 'הגיע באמצע', phone: '050-765-4321', consent: true, idempotencyKey: 'in-flight-lead' });
    const half = Math.floor(body.length / 2);
    const { port } = new URL(server.url);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/public/profiles/term-card/leads', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, half));
      setTimeout(() => {
        process.kill(server.pid, 'SIGTERM');
        setTimeout(async () => {
          // New connections are refused while the lead in flight is still being received.
          expect(await fetch(`${server.url}/api/health`).then(() => 'answered', () => 'refused')).toBe('refused');
          request.end(body.slice(half));
        }, 500);
      }, 300);
    });
    expect((await answer).status).toBe(201);
    expect(await server.exited).toBe(0);

    const db = new Database(join(dataDir, 'kartis.db'), { readonly: true });
    try {
      expect(db.prepare("SELECT count(*) AS n FROM leads WHERE idempotency_key = 'in-flight-lead'").get()).toEqual({ n: 1 });
      const views = db.prepare("SELECT count(*) AS n FROM profile_events e JOIN profiles p ON p.id = e.profile_id WHERE p.slug = 'term-card' AND e.kind = 'view'").get() as { n: number };
      expect(views.n).toBe(1);
    } finally {
      db.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
