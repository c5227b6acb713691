import type { Locale } from '../../shared/contract/auth';
import type { DefaultState, ParameterizedContext } from 'koa';

/** The signed-in account as the guards see it. */
export interface AuthUser {
  id: number;
  username: string;
  userRole: 'user' | 'admin';
  isDemo: boolean;
  /** The account's language: what the server writes for it (files it exports) speaks it. */
  locale: Locale;
  /**
   * An admin with a second factor whose session signed in without it: the admin routes refuse them until they prove it,
   * and `userRole` is 'user' meanwhile, so that no admin's reach elsewhere is theirs either.
   */
  secondFactorMissing?: boolean;
}

/** Per-request state set by middleware. */
export interface AppState extends DefaultState {
  requestId: string;
  user?: AuthUser;
  /** The parsed JSON/form body, set by the body middleware. */
  body?: unknown;
}

/** Per-request state behind a signed-in guard (`user`, `owner` and `admin` routes): the account is there. */
export interface UserState extends AppState {
  user: AuthUser;
}

/** The Koa context type used across the API. */
export type AppContext = ParameterizedContext<AppState>;

/** The context of a signed-in route's handler. */
export type UserContext = ParameterizedContext<UserState>;

/**
 * True for a request made ahead of the visitor's own (`Purpose: prefetch`): the service worker keeping a card for offline
 * visits, a browser's prefetch. It is not a visitor's act, so it is not counted (a vCard's save, a tag's tap).
 */
export function isPrefetch(ctx: AppContext): boolean {
  return /prefetch/i.test(ctx.get('Purpose') + ctx.get('Sec-Purpose'));
}
