// Plain constants without zod: the app reads them in the browser without the schema library.

/**
 * `GET`: the signed-in user's stream of changes (Server-Sent Events), one per seen tab of the app. (`/api/events` is
 * the statistics' beacons.)
 */
export const LIVE_EVENTS_PATH = '/api/live';

/**
 * The events' names. `support`: a conversation of the support chat changed (a message, a read mark, closed or
 * reopened). `notifications`: the user's bell has a new notification (a new lead among them). `webhooks`: a delivery
 * to one of the user's webhooks was tried (delivered, to be retried, or given up), a sample among them.
 */
export const LIVE_EVENT = { support: 'support', notifications: 'notifications', webhooks: 'webhooks' } as const;

export type LiveEventName = (typeof LIVE_EVENT)[keyof typeof LIVE_EVENT];

/** Whose conversation, bell or webhooks' log changed: the user's id, nothing of its content. */
export interface LiveChange {
  userId: number;
}

/** The stream's limits: open streams per account on one node, and how often a quiet one says it is alive. */
export const LIVE_STREAM_LIMITS = {
  /** Every seen tab of the app holds one, on a few devices. */
  perUser: 8,
  /** Below the 60 s a balancer and the server's own idle timeout allow a connection with no traffic. */
  heartbeatMs: 25_000,
} as const;

/** The stream's Hebrew messages. */
export const LIVE_MESSAGES = {
  tooManyStreams: 'האפליקציה פתוחה ביותר מדי חלונות. סגרו אחד מהם ונסו שוב.',
} as const;
