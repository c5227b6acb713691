import type { AppContext } from '../http/context';
import type { SessionData } from './store';

/** koa-session's session object as the app uses it (the package ships no Koa type augmentation). */
export interface AppSession extends SessionData {
  /** Cookie lifetime in ms, or 'session' for a browser-session cookie. */
  maxAge: number | 'session';
  /** The session id kept in the store and named by the cookie. */
  readonly externalKey: string | undefined;
  /** Ends the current id and saves the data under a new one, now. */
  regenerate(): Promise<void>;
  toJSON(): SessionData;
}

/** The request's session. */
export function sessionOf(ctx: AppContext): AppSession {
  return ctx.session as AppSession;
}

/** Replaces the request's session data (keeping its id). */
export function replaceSession(ctx: AppContext, data: SessionData): void {
  ctx.session = data;
}

/** Drops the request's session: its row is deleted and the cookie cleared when the response is sent. */
export function dropSession(ctx: AppContext): void {
  ctx.session = null;
}
