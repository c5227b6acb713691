import { PassThrough } from 'node:stream';
import type { Signals } from '../../db/signals';
import { SUPPORT_CHANGE_EVENT, SUPPORT_STREAM_LIMITS, type SupportChange } from '../../shared/contract/support-events';
import { SUPPORT_MESSAGES } from '../../shared/contract/support-texts';
import type { AuthUser, UserContext } from '../http/context';
import { tooManyRequests } from '../http/http-error';
import type { Logger } from '../log';
import type { SessionsRepo } from '../sessions/repo';

/** The signal every node hears when a conversation changes: its customer's id. */
const CHANNEL = 'kartis_support';

/** One open stream: whose it is, what it may hear, and the session it was opened under. */
interface Stream {
  userId: number;
  seesAll: boolean;
  sessionId: string;
  body: PassThrough;
}

/** Support sees every conversation; a customer, or an admin who has not yet proved the second factor, only their own. */
const seesAll = (user: AuthUser) => user.userRole !== 'user' && !user.secondFactorMissing;

/** One event of the stream, as Server-Sent Events write it. */
const eventOf = (change: SupportChange) => `event: ${SUPPORT_CHANGE_EVENT}\ndata: ${JSON.stringify(change)}\n\n`;

/**
 * The support chat's live side: `changed` tells every node that a conversation changed, and each node writes a small
 * event (which conversation, never its content) to the streams allowed to see it: its customer's, and support's.
 * A quiet stream says it is alive every 25 s, which also ends the streams whose session has ended (signed out, here or
 * on another node, or expired). If signals may have been lost, every stream ends: the browsers reconnect and read the
 * chat again.
 */
export function supportEvents({ signals, sessions, log }: { signals: Signals; sessions: Pick<SessionsRepo, 'living'>; log: Logger }) {
  const streams = new Set<Stream>();
  let listening: Promise<() => void> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  function hear(payload: string): void {
    const userId = Number(payload);
    if (!Number.isSafeInteger(userId) || userId <= 0) return;
    const event = eventOf({ userId });
    for (const stream of streams) if (stream.seesAll || stream.userId === userId) stream.body.write(event);
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
    heartbeat ??= setInterval(() => void beat().catch((error: unknown) => log.warn('support streams: sessions not checked', { error })), SUPPORT_STREAM_LIMITS.heartbeatMs);
    heartbeat.unref();
    return listening;
  }

  return {
    /** Tells every node that the conversation of customer `customerId` changed (after the change is committed). */
    changed(customerId: number): void {
      signals.send(CHANNEL, String(customerId)).catch((error: unknown) => log.warn('support change not told to the open chats', { error }));
    },

    /** Answers the request with the stream of the signed-in user's changes: 429 beyond a few of theirs on this node. */
    async open(ctx: UserContext, sessionId: string): Promise<void> {
      const { user } = ctx.state;
      if ([...streams].filter((stream) => stream.userId === user.id).length >= SUPPORT_STREAM_LIMITS.perUser) throw tooManyRequests(SUPPORT_MESSAGES.tooManyStreams);
      const body = new PassThrough();
      const stream: Stream = { userId: user.id, seesAll: seesAll(user), sessionId, body };
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

export type SupportEvents = ReturnType<typeof supportEvents>;
