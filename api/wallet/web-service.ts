import { Router } from '@koa/router';
import type { Next } from 'koa';
import { z } from 'zod';
import type { AppContext, AppState } from '../http/context';
import { badRequest, notFound, unauthorized } from '../http/http-error';
import { bodyParser } from '../http/middleware/body';
import type { RateLimits } from '../http/middleware/rate-limit';
import type { Logger } from '../log';
import type { AppleWallet } from './apple-service';
import { PKPASS_TYPE } from './apple-pass';

/** Where the web service answers: the pass's `webServiceURL` is `{PUBLIC_URL}/api/wallet`, Apple adds `/v1/…`. */
export const WALLET_WEB_SERVICE = '/api/wallet/v1/';

const DEVICE = /^[A-Za-z0-9._-]{1,128}$/;
const SERIAL = /^[A-Za-z0-9_-]{16,64}$/;
const TAG = /^\d{1,15}$/;
const registrationSchema = z.object({ pushToken: z.string().regex(/^[0-9A-Fa-f]{16,200}$/) });
const logSchema = z.object({ logs: z.array(z.string().max(2000)).max(50) });

/** Reads the address's parts, answering 404 for a pass type that is not this installation's or a malformed id. */
function partsOf(ctx: AppContext, passTypeId: string): { device: string; serial: string } {
  const { device = '', passType = '', serial = '' } = ctx.params as Record<string, string | undefined>;
  if (passType !== passTypeId || (device && !DEVICE.test(device)) || (serial && !SERIAL.test(serial))) throw notFound();
  return { device, serial };
}

/**
 * Apple's PassKit web service, which Wallet calls for the passes it holds: register and unregister a device, the
 * serials changed since a tag, the latest pass (`Last-Modified`, 304 on `If-Modified-Since`), and the log endpoint.
 * Devices call it without a session or CSRF token, authenticated per pass by `Authorization: ApplePass {token}`.
 */
export function walletWebService(apple: AppleWallet, { log, limits }: { log: Logger; limits: RateLimits }) {
  const router = new Router<AppState>({ prefix: '/api/wallet/v1' });
  const devices = limits.rateLimit({ windowMs: 60_000, max: 120, name: 'wallet web service' });
  const { passTypeId } = apple;

  /** The pass the request's ApplePass token opens, or 401. */
  async function authorized(ctx: AppContext, serial: string) {
    const pass = await apple.authenticated(serial, ctx.get('Authorization'));
    if (!pass) throw unauthorized();
    return pass;
  }

  router.post('/devices/:device/registrations/:passType/:serial', devices, async (ctx) => {
    const { device, serial } = partsOf(ctx, passTypeId);
    await authorized(ctx, serial);
    const body = registrationSchema.safeParse(ctx.state.body);
    if (!body.success) throw badRequest();
    ctx.status = (await apple.register(device, serial, body.data.pushToken)) ? 201 : 200;
    ctx.body = {};
  });

  router.delete('/devices/:device/registrations/:passType/:serial', devices, async (ctx) => {
    const { device, serial } = partsOf(ctx, passTypeId);
    await authorized(ctx, serial);
    await apple.unregister(device, serial);
    ctx.status = 200;
    ctx.body = {};
  });

  router.get('/devices/:device/registrations/:passType', devices, async (ctx) => {
    const { device } = partsOf(ctx, passTypeId);
    const tag = ctx.query.passesUpdatedSince;
    if (tag !== undefined && (typeof tag !== 'string' || !TAG.test(tag))) throw badRequest();
    const changed = await apple.updatedSince(device, tag === undefined ? undefined : Number(tag));
    ctx.set('Cache-Control', 'no-store');
    if (!changed) {
      ctx.status = 204;
      return;
    }
    ctx.body = changed;
  });

  router.get('/passes/:passType/:serial', devices, async (ctx) => {
    const { serial } = partsOf(ctx, passTypeId);
    const latest = await apple.latest(await authorized(ctx, serial));
    if (!latest) throw notFound();
    const modified = new Date(Math.floor(latest.updatedAt / 1000) * 1000);
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Last-Modified', modified.toUTCString());
    const since = Date.parse(ctx.get('If-Modified-Since'));
    if (!Number.isNaN(since) && modified.getTime() <= since) {
      ctx.status = 304;
      return;
    }
    ctx.type = PKPASS_TYPE;
    ctx.body = await latest.pkpass();
  });

  router.post('/log', limits.rateLimit({ windowMs: 60_000, max: 20, name: 'wallet log' }), async (ctx) => {
    const body = logSchema.safeParse(ctx.state.body);
    if (!body.success) throw badRequest();
    for (const line of body.data.logs) log.warn('wallet device log', { line });
    ctx.status = 200;
    ctx.body = {};
  });

  const parse = bodyParser();
  const routes = router.routes() as unknown as (ctx: AppContext, next: Next) => Promise<unknown>;
  return async function walletWebServiceMiddleware(ctx: AppContext, next: Next) {
    if (!ctx.path.startsWith(WALLET_WEB_SERVICE)) return next();
    await parse(ctx, () => routes(ctx, () => Promise.resolve()));
    if (ctx.status === 404 && ctx.body === undefined) throw notFound();
  };
}
