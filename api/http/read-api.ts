import { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from './context';
import type { RoutesMiddleware } from './routing';

/** What the API answers a GET of `path` with, asked as `asker` (the same account, session and language). */
export type ReadApi = (asker: AppContext, path: string) => Promise<unknown>;

/** The request headers that say who asks and how they reached the server; nothing else reaches the API. */
const ASKER_HEADERS = ['cookie', 'authorization', 'host', 'accept-language', 'user-agent', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'];

/** The answer's body as the browser's JSON.parse would read it (dates as strings, no undefined fields). */
function asJson(body: unknown): unknown {
  if (Buffer.isBuffer(body)) return JSON.parse(body.toString('utf8'));
  if (typeof body === 'string') return JSON.parse(body);
  return JSON.parse(JSON.stringify(body ?? null));
}

/**
 * Reads the API from inside the server: a GET of `path` goes through `api` (the /api chain: session, sign-in, guards,
 * the route's own handler) as if `asker`'s browser had sent it, so the answer is exactly what that browser would get:
 * the same services, the same access checks (someone else's card is a 404), the same JSON. Resolves with the parsed
 * body of a 200 answer; rejects with the error of any other.
 */
export function apiReader(createContext: (req: IncomingMessage, res: ServerResponse) => AppContext, api: RoutesMiddleware): ReadApi {
  return async function readApi(asker, path) {
    if (!path.startsWith('/api/')) throw new Error(`not an API path: ${path}`);
    // On the asker's connection (its address, whether it is encrypted), which nothing here reads from or writes to.
    const req = new IncomingMessage(asker.req.socket);
    req.method = 'GET';
    req.url = path;
    for (const name of ASKER_HEADERS) {
      const value = asker.req.headers[name];
      if (value !== undefined) req.headers[name] = value;
    }
    const ctx = createContext(req, new ServerResponse(req));
    ctx.state.requestId = asker.state.requestId;
    await api(ctx, () => Promise.resolve());
    if (ctx.status !== 200) throw new Error(`GET ${path} answered ${ctx.status}`);
    return asJson(ctx.body);
  };
}
