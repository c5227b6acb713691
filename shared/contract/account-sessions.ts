import { z } from 'zod';

/** The browser families the list of signed-in devices names; anything else is `other`. */
export const SESSION_BROWSERS = ['chrome', 'safari', 'firefox', 'edge', 'samsung', 'opera', 'other'] as const;
export type SessionBrowser = (typeof SESSION_BROWSERS)[number];

/** The systems the list names; anything else is `other`. */
export const SESSION_SYSTEMS = ['android', 'iphone', 'ipad', 'windows', 'mac', 'chromeos', 'linux', 'other'] as const;
export type SessionSystem = (typeof SESSION_SYSTEMS)[number];

/**
 * How the list names a session: the base64url SHA-256 of its id. The id is the cookie's secret, so it never leaves the
 * server; the handle cannot be turned back into it.
 */
export const sessionHandleSchema = z.string().regex(/^[\w-]{43}$/);

/** One signed-in session of the account, as its settings list it. */
export const signedInSessionSchema = z.object({
  handle: sessionHandleSchema,
  browser: z.enum(SESSION_BROWSERS),
  system: z.enum(SESSION_SYSTEMS),
  /** When it signed in (ISO). */
  signedInAt: z.string(),
  /** When it was last used (ISO), to the minute: the session's expiry is moved on at most once a minute. */
  lastActiveAt: z.string(),
  /**
   * Used in the last few minutes, as the server's clock had it when it read the list (always so for the current one):
   * decided here, not by the device, whose clock may differ from the server's, and whose first render must draw
   * the page as the server drew it.
   */
  activeNow: z.boolean(),
  /** The session of the device that asks. */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;

/**
 * `GET /api/account/sessions`, and the answer of `DELETE /api/account/sessions/{handle}` and
 * `POST /api/account/sessions/end-others`: the account's signed-in sessions, the current one first, then the most
 * recently active.
 */
export const signedInSessionsSchema = z.object({ sessions: z.array(signedInSessionSchema) });
export type SignedInSessions = z.infer<typeof signedInSessionsSchema>;
