import type { DefaultContext, DefaultState, ParameterizedContext } from 'koa';
import type { Config } from '../config';
import type { Logger } from '../log';
import type { CounterStore } from './counters';

/**
 * What every request handler may rely on: the configuration, the logger, and the counters every node shares when
 * limits are counted in the database (`config.sharedLimits`).
 */
export interface Deps {
  config: Config;
  log: Logger;
  sharedCounters: CounterStore | undefined;
}

/** The signed-in account as the guards see it. */
export interface AuthUser {
  id: number;
  username: string;
  userRole: 'user' | 'admin';
  isDemo: boolean;
  /** An admin with a second factor whose session signed in without it: the admin routes refuse them until they prove it. */
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

export interface AppContextExtras extends DefaultContext {
  deps: Deps;
}

/** The Koa context type used across the API. */
export type AppContext = ParameterizedContext<AppState, AppContextExtras>;

/** The context of a signed-in route's handler. */
export type UserContext = ParameterizedContext<UserState, AppContextExtras>;
