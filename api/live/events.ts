import { PassThrough } from 'node:stream';
import type { Signals } from '../../db/signals';
import { LIVE_EVENT, LIVE_MESSAGES, LIVE_STREAM_LIMITS, type LiveChange, type LiveEventName } from '../../shared/contract/live-events';
import type { AuthUser, UserContext } from '../http/context';
import { tooManyRequests } from '../http/http-error';
import type { Logger } from '../log';
import type { SessionsRepo } from '../sessions/repo';

/** The signal every node hears when something a stream tells of changed: the event's name and the user's id. */
const CHANNEL = 'kartis_live';

/** One open stream: whose it is, what it may hear, and the session it was opened under. */
interface Stream {
  userId: number;
  seesAllSupport: boolean;
  sessionId: string;
  body: PassThrough;
}

/** Support sees every conversation; a customer, or an admin who has not yet proved the second factor, only their own. */
const seesAllSupport = (user: AuthUser) => user.userRole !== 'user';

const EVENT_NAMES = new Set<string>(Object.values(LIVE_EVENT));

/** A signal's payload, `name:userId`, read back (undefined for one that is not ours). */
function changeOf(payload: string): { name: LiveEventName; userId: number } | undefined {
  const [name = '', id = ''] = payload.split(':');
  const userId = Number(id);
  if (!EVENT_NAMES.has(name) || !Number.isSafeInteger(userId) || userId <= 0) return undefined;
  return { name: name as LiveEventName, userId };
}

/** Whether a stream hears of a change: a bell or a webhooks' log only its own user's, a conversation also support's. */
const hears = (stream: Stream, { name, userId }: { name: LiveEventName; userId: number }) =>
  stream.userId === userId || (name === LIVE_EVENT.support && stream.seesAllSupport);

/** One event of the stream, as Server-Sent Events write it. */
const eventOf = (name: LiveEventName, change: LiveChange) => `event: ${name}\ndata: ${JSON.stringify(change)}\n\n`;

/**
 * The signed-in user's live side: `supportChanged`, `notified` and `webhooksChanged` tell every node that a
 * conversation, a user's bell or a user's webhook deliveries changed, and each node writes a small event (whose, never
 * the content) to the streams allowed to hear it. A quiet stream says it is alive every 25 s, which also ends the
 * streams whose session has ended (signed out, here or on another node, or expired). If signals may have been lost,
 * every stream ends: the browsers reconnect and read again.
 */
export function liveEvents({ signals, sessions, log }: { signals: Signals; sessions: Pick<SessionsRepo, 'living'>; log: Logger }) {
  const streams = new Set<Stream>();
  let listening: Promise<() => void> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  function hear(payload: string): void {
    const change = changeOf(payload);
    if (!change) return;
    const event = eventOf(change.name, { userId: change.userId });
    for (const stream of streams) if (hears(stream, change)) stream.body.write(event);
  }

  const endAll = () => {
    for (const stream of streams) stream.body.end();
  };

  async function beat(): Promise<void> {
    const living = await sessions.living([...new Set([...streams].map((stream) => stream.sessionId))]);
    for (const stream of streams) {
      if (living.has(stream.sessionId)) stream.body.write(': alive\n\n');
      else stream.body.end();
    }
  }

  function listen(): Promise<() => void> {
    listening ??= signals.listen(CHANNEL, hear, endAll).catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    heartbeat ??= setInterval(() => void beat().catch((error: unknown) => log.warn('live streams: sessions not checked', { error })), LIVE_STREAM_LIMITS.heartbeatMs);
    heartbeat.unref();
    return listening;
  }

  const tell = (name: LiveEventName, userId: number) =>
    signals.send(CHANNEL, `${name}:${userId}`).catch((error: unknown) => log.warn('change not told to the live streams', { event: name, error }));

  return {
    /** Tells every node that the conversation of customer `customerId` changed (after the change is committed). */
    supportChanged(customerId: number): void {
      void tell(LIVE_EVENT.support, customerId);
    },

    /** Tells every node that user `userId` has a new notification (after it is committed). */
    notified(userId: number): void {
      void tell(LIVE_EVENT.notifications, userId);
    },

    /** Tells every node that a delivery to one of user `ownerId`'s webhooks changed its state (after it is committed). */
    webhooksChanged(ownerId: number): void {
      void tell(LIVE_EVENT.webhooks, ownerId);
    },

    /** Answers the request with the stream of the signed-in user's changes: 429 beyond a few of theirs on this node. */
    async open(ctx: UserContext, sessionId: string): Promise<void> {
      const { user } = ctx.state;
      if ([...streams].filter((stream) => stream.userId === user.id).length >= LIVE_STREAM_LIMITS.perUser) throw tooManyRequests(LIVE_MESSAGES.tooManyStreams);
      const body = new PassThrough();
      const stream: Stream = { userId: user.id, seesAllSupport: seesAllSupport(user), sessionId, body };
      streams.add(stream);
      const forget = () => {
        streams.delete(stream);
        body.end();
      };
      try {
        await listen();
      } catch (error) {
        forget();
        throw error;
      }
      ctx.res.once('close', forget);
      ctx.status = 200;
      // Sent as written: no cache or proxy keeps or reshapes it, nginx does not hold it back.
      ctx.set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', 'X-Accel-Buffering': 'no' });
      ctx.body = body;
      // The first bytes send the headers at once (the browser's EventSource opens), and ask for a reconnection after 3 s.
      body.write('retry: 3000\n\n');
    },

    /** What every 25 s does: a comment line down each stream, and the end of those whose session has ended. */
    beat,

    /** Ends every stream and stops listening: a shutting-down server is not held up by them. */
    async stop(): Promise<void> {
      clearInterval(heartbeat);
      heartbeat = undefined;
      endAll();
      streams.clear();
      const listened = listening;
      listening = undefined;
      (await listened?.catch(() => undefined))?.();
    },
  };
}

export type LiveEvents = ReturnType<typeof liveEvents>;
