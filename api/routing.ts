import { Router, type RouterMiddleware } from '@koa/router';
import type { AppContextExtras, AppState } from './context';
import { requireAdmin, requireUser } from './middleware/auth';

/**
 * Who may call a route. `owner` means a signed-in user acting on something they own (the handler
 * checks the ownership and answers 404 for someone else's); admins pass every guard.
 */
export type Access = 'anonymous' | 'user' | 'owner' | 'admin';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One declared API route, as listed by the authorization matrix. */
export interface RouteDeclaration {
  method: Method;
  path: string;
  access: Access;
}

export type Handler = RouterMiddleware<AppState, AppContextExtras>;

/** A router whose every route declares its access; the matching guard is inserted automatically. */
export class ApiRouter {
  readonly router = new Router<AppState, AppContextExtras>();
  readonly declarations: RouteDeclaration[] = [];

  /** Declares and registers a route; `user` and `owner` get requireUser(), `admin` gets requireAdmin(). */
  add(method: Method, path: string, access: Access, ...handlers: Handler[]): this {
    this.declarations.push({ method, path, access });
    const guard: Handler[] = access === 'admin' ? [requireAdmin()] : access === 'anonymous' ? [] : [requireUser()];
    this.router.register(path, [method], [...guard, ...handlers]);
    return this;
  }

  get(path: string, access: Access, ...handlers: Handler[]) {
    return this.add('GET', path, access, ...handlers);
  }
  post(path: string, access: Access, ...handlers: Handler[]) {
    return this.add('POST', path, access, ...handlers);
  }
  put(path: string, access: Access, ...handlers: Handler[]) {
    return this.add('PUT', path, access, ...handlers);
  }
  patch(path: string, access: Access, ...handlers: Handler[]) {
    return this.add('PATCH', path, access, ...handlers);
  }
  delete(path: string, access: Access, ...handlers: Handler[]) {
    return this.add('DELETE', path, access, ...handlers);
  }
}
