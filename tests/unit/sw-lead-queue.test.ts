import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedLead } from '../../sw/lead-outbox';

// The worker's IndexedDB outbox, kept in memory: Node has no IndexedDB.
const outbox: QueuedLead[] = [];
vi.mock('../../sw/lead-outbox', () => ({
  queueLead: async (lead: QueuedLead) => void outbox.push({ ...lead, id: outbox.length + 1 }),
  queuedLeads: async () => outbox.map((lead) => ({ ...lead })),
  removeQueuedLead: async (id: number) => void outbox.splice(outbox.findIndex((lead) => lead.id === id), 1),
}));

// Route registration is the worker's business, not the replay's.
vi.mock('workbox-routing', () => ({ registerRoute: vi.fn() }));

const { replayForPage, replayQueuedLeads } = await import('../../sw/lead-queue');

/** The leads the server received, by body. */
let received: string[];
/** Whether the worker's network answers. */
let online: boolean;

beforeEach(() => {
  outbox.length = 0;
  received = [];
  online = true;
  vi.stubGlobal('self', { clients: { matchAll: async () => [], get: async () => undefined } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      // A request fails when the network was down as it left, after a moment on the way.
      const reachable = online;
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (!reachable) throw new TypeError('Failed to fetch');
      received.push(String(init.body));
      return new Response(null, { status: 201 });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const lead = (name: string): QueuedLead => ({ url: 'https://kartis.example/api/public/profiles/x/leads', body: name, queuedAt: Date.now() });

describe('replaying queued leads', () => {
  it('replays again when asked during a replay that met no network, and sends each lead once', async () => {
    outbox.push({ ...lead('first'), id: 1 });
    online = false;
    const running = replayQueuedLeads();
    // The connection returns while the first replay's request is on its way; the page asks again.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), { interval: 1 });
    online = true;
    const asked = replayQueuedLeads();
    expect(await running).toBe(false);
    expect(await asked).toBe(true);
    expect(received).toEqual(['first']);
    expect(outbox).toEqual([]);
  });

  it('sends a lead queued during a replay once that replay is done', async () => {
    outbox.push({ ...lead('first'), id: 1 });
    const running = replayQueuedLeads();
    outbox.push({ ...lead('second'), id: 2 });
    const asked = replayQueuedLeads();
    await running;
    expect(await asked).toBe(true);
    expect(received).toEqual(['first', 'second']);
  });

  it("keeps trying for a page that came back online before the worker's network did", async () => {
    vi.useFakeTimers();
    outbox.push({ ...lead('first'), id: 1 });
    online = false;
    const replay = replayForPage();
    await vi.advanceTimersByTimeAsync(1500);
    expect(received).toEqual([]);
    online = true;
    await vi.advanceTimersByTimeAsync(3000);
    expect(await replay).toBe(true);
    expect(received).toEqual(['first']);
  });

  it('gives up for now after its last try, leaving the lead queued', async () => {
    vi.useFakeTimers();
    outbox.push({ ...lead('first'), id: 1 });
    online = false;
    const replay = replayForPage();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await replay).toBe(false);
    expect(outbox).toHaveLength(1);
  });
});
