import { Router, type RouterMiddleware } from '@koa/router';
import type { Next } from 'koa';
import { PUBLIC_JSON, send, type Prepared } from './prepared';
import type { AppContext, AppState, UserState } from './context';
import type { MemoUntilWrite } from '../memo-by-data';
import { refuseDemoWrites, requireAdmin, requireUser } from './middleware/auth';

/**
 * Who may call a route. `owner` means a signed-in user acting on something they own (the handler
 * checks the ownership and answers 404 for someone else's). `organisation` means any member of the organisation the
 * address names, `organisation-admin` its owner or an admin of it, `organisation-owner` its owner alone: the handler
 * answers 404 to someone outside it and 403 to a member who may not. Admins pass every guard.
 */
export type Access = 'anonymous' | 'user' | 'owner' | 'organisation' | 'organisation-admin' | 'organisation-owner' | 'admin';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One declared API route, as listed by the authorization matrix. */
export interface RouteDeclaration {
  method: Method;
  path: string;
  access: Access;
}

export type Handler = RouterMiddleware<AppState>;

/** The routes a guard lets only a signed-in account through. */
export type SignedInAccess = Exclude<Access, 'anonymous'>;

/** A handler of a `user`, `owner` or `admin` route: its context has the signed-in account. */
export type UserHandler = RouterMiddleware<UserState>;

/** The only changes the shared demo account makes: marking what it has read, which shows nothing to anyone. */
const DEMO_MAY_WRITE = new Set(['PUT /api/notifications/read-all', 'PUT /api/messages/read-all', 'PUT /api/support-messages/read-all']);

/** A router whose every route declares its access; the matching guard is inserted automatically. */
export class ApiRouter {
  readonly router = new Router<AppState>();
  readonly declarations: RouteDeclaration[] = [];

  /**
   * Declares and registers a route; `user` and `owner` get requireUser(), `admin` gets requireAdmin(), and a signed-in
   * route that changes something refuses the shared demo account (except its own read marks).
   */
  add(method: Method, path: string, access: 'anonymous', ...handlers: Handler[]): this;
  add(method: Method, path: string, access: SignedInAccess, ...handlers: UserHandler[]): this;
  add(method: Method, path: string, access: Access, ...handlers: (Handler | UserHandler)[]): this {
    this.declarations.push({ method, path, access });
    const signedIn: Handler[] = access === 'admin' ? [requireAdmin()] : access === 'anonymous' ? [] : [requireUser()];
    const demo: Handler[] = access !== 'anonymous' && method !== 'GET' && !DEMO_MAY_WRITE.has(`${method} ${path}`) ? [refuseDemoWrites()] : [];
    const guard = [...signedIn, ...demo];
    // The guards make sure a signed-in route's handlers see the account they are typed with.
    this.router.register(path, [method], [...guard, ...(handlers as Handler[])]);
    return this;
  }

  get(path: string, access: 'anonymous', ...handlers: Handler[]): this;
  get(path: string, access: SignedInAccess, ...handlers: UserHandler[]): this;
  get(path: string, access: Access, ...handlers: (Handler | UserHandler)[]) {
    return this.add('GET', path, access as SignedInAccess, ...(handlers as UserHandler[]));
  }
  /** Declares an anonymous GET answered with the same public JSON for everyone, encoded once per data change. */
  getCached(path: string, answer: MemoUntilWrite<Prepared>) {
    return this.add('GET', path, 'anonymous', async (ctx) => send(ctx, await answer(), PUBLIC_JSON));
  }
  post(path: string, access: 'anonymous', ...handlers: Handler[]): this;
  post(path: string, access: SignedInAccess, ...handlers: UserHandler[]): this;
  post(path: string, access: Access, ...handlers: (Handler | UserHandler)[]) {
    return this.add('POST', path, access as SignedInAccess, ...(handlers as UserHandler[]));
  }
  put(path: string, access: 'anonymous', ...handlers: Handler[]): this;
  put(path: string, access: SignedInAccess, ...handlers: UserHandler[]): this;
  put(path: string, access: Access, ...handlers: (Handler | UserHandler)[]) {
    return this.add('PUT', path, access as SignedInAccess, ...(handlers as UserHandler[]));
  }
  patch(path: string, access: 'anonymous', ...handlers: Handler[]): this;
  patch(path: string, access: SignedInAccess, ...handlers: UserHandler[]): this;
  patch(path: string, access: Access, ...handlers: (Handler | UserHandler)[]) {
    return this.add('PATCH', path, access as SignedInAccess, ...(handlers as UserHandler[]));
  }
  delete(path: string, access: 'anonymous', ...handlers: Handler[]): this;
  delete(path: string, access: SignedInAccess, ...handlers: UserHandler[]): this;
  delete(path: string, access: Access, ...handlers: (Handler | UserHandler)[]) {
    return this.add('DELETE', path, access as SignedInAccess, ...(handlers as UserHandler[]));
  }
}

/** A Koa middleware as the server composes them. */
export type RoutesMiddleware = (ctx: AppContext, next: Next) => unknown;

/** The first segment of an /api path, lower-cased as the routers match case-insensitively: `/api/auth/login` → `auth`. */
function apiSegment(path: string): string {
  const end = path.indexOf('/', 5);
  return (end === -1 ? path.slice(5) : path.slice(5, end)).toLowerCase();
}

/** Runs middleware in order, like koa-compose, ending with `next`. */
export function inSequence(chain: RoutesMiddleware[]): RoutesMiddleware {
  if (chain.length === 1) return chain[0]!;
  return function runInSequence(ctx, next) {
    const step = (i: number): Promise<unknown> => Promise.resolve(i === chain.length ? next() : chain[i]!(ctx, () => step(i + 1)));
    return step(0);
  };
}

/**
 * One middleware for every /api router: a request is offered only to the routers declaring a route under its
 * first path segment (`/api/{segment}/…`), in their list order, instead of to each router in turn. A router
 * with a parameter as its first segment is offered every request. Unmatched requests go on to `next`.
 */
export function dispatchApi(routers: readonly ApiRouter[]): RoutesMiddleware {
  const segmentsOf = (router: ApiRouter) => new Set(router.declarations.map((d) => apiSegment(d.path)));
  const offered = routers.map((router) => {
    const segments = segmentsOf(router);
    return { routes: router.router.routes() as unknown as RoutesMiddleware, segments, anySegment: [...segments].some((s) => /^[:*(]/.test(s)) };
  });
  const routesFor = (segment: string | undefined) => {
    const chain = offered.filter((r) => r.anySegment || (segment !== undefined && r.segments.has(segment))).map((r) => r.routes);
    return chain.length === 0 ? undefined : inSequence(chain);
  };
  const bySegment = new Map<string, RoutesMiddleware | undefined>();
  for (const { segments } of offered) for (const segment of segments) bySegment.set(segment, routesFor(segment));
  const otherwise = routesFor(undefined);
  return function dispatchApiRequest(ctx, next) {
    const segment = apiSegment(ctx.path);
    const routes = bySegment.has(segment) ? bySegment.get(segment) : otherwise;
    return routes ? routes(ctx, next) : next();
  };
}
