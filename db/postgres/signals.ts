import type { Client, Pool } from 'pg';
import type { Signals } from '../signals';

/** How long to wait before opening the listening connection again after it broke. */
const RECONNECT_MS = 1_000;

/** A channel's name as an identifier of LISTEN. */
const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

interface Channel {
  listeners: Set<(payload: string) => void>;
  missed: Set<() => void>;
}

/**
 * PostgreSQL's NOTIFY and LISTEN: signals are sent through the pool (delivered when the sender's transaction commits)
 * and heard on one connection of this node's own, opened on the first `listen`, whatever the number of listeners.
 * A broken connection is opened again a second later, and its listeners are told they may have missed signals.
 */
export function postgresSignals(pool: Pool, connect: () => Promise<Client>, { onError }: { onError?: (error: Error) => void } = {}): Signals {
  const channels = new Map<string, Channel>();
  let client: Promise<Client> | undefined;
  let closed = false;

  function open(): Promise<Client> {
    const opening = (async () => {
      const connection = await connect();
      connection.on('notification', ({ channel, payload }) => {
        for (const hear of channels.get(channel)?.listeners ?? []) hear(payload ?? '');
      });
      connection.on('error', (error) => {
        onError?.(error);
        if (client === opening) client = undefined;
        void connection.end().catch(() => undefined);
        if (!closed) setTimeout(() => void reopen(), RECONNECT_MS).unref();
      });
      for (const channel of channels.keys()) await connection.query(`LISTEN ${quoted(channel)}`);
      return connection;
    })();
    client = opening;
    // A failed opening is tried again later, as a broken connection is.
    opening.catch((error: Error) => {
      onError?.(error);
      if (client === opening) client = undefined;
      if (!closed) setTimeout(() => void reopen(), RECONNECT_MS).unref();
    });
    return opening;
  }

  async function reopen(): Promise<void> {
    if (closed || client || channels.size === 0) return;
    await open().catch(() => undefined);
    for (const channel of channels.values()) for (const missed of channel.missed) missed();
  }

  return {
    async send(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, hear, missed) {
      let entry = channels.get(channel);
      const first = !entry;
      if (!entry) {
        entry = { listeners: new Set(), missed: new Set() };
        channels.set(channel, entry);
      }
      entry.listeners.add(hear);
      if (missed) entry.missed.add(missed);
      const existing = client;
      // A new connection listens to every channel as it opens; one already there is told of a new channel.
      if (existing && first) await (await existing).query(`LISTEN ${quoted(channel)}`);
      else await (existing ?? open());
      const { listeners, missed: missedSet } = entry;
      return () => {
        listeners.delete(hear);
        if (missed) missedSet.delete(missed);
      };
    },
    async close() {
      closed = true;
      const connection = client;
      client = undefined;
      channels.clear();
      if (connection) await (await connection.catch(() => undefined))?.end().catch(() => undefined);
    },
  };
}
