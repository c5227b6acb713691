// Plain constants without zod: the app's chat reads them in the browser without the schema library.

/** `GET`: the stream of the support chat's changes (Server-Sent Events) the signed-in user may see. */
export const SUPPORT_EVENTS_PATH = '/api/support/events';

/** The event's name: a conversation changed (a message, a read mark, closed or reopened); its data is a SupportChange. */
export const SUPPORT_CHANGE_EVENT = 'conversation';

/** Which conversation changed: the customer's id, nothing of its content. */
export interface SupportChange {
  userId: number;
}

/** The stream's limits: open streams per account (a few tabs and devices), and how often a quiet one says it is alive. */
export const SUPPORT_STREAM_LIMITS = {
  perUser: 4,
  /** Below the 60 s a balancer and the server's own idle timeout allow a connection with no traffic. */
  heartbeatMs: 25_000,
} as const;
