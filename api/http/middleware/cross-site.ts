import type { AppContext } from '../context';

/** True when a request comes from a page of another site than this server's or its public address (`publicUrl`). */
export function isCrossSite(ctx: AppContext, publicUrl: string): boolean {
  const fetchSite = ctx.get('Sec-Fetch-Site');
  if (fetchSite) return fetchSite === 'cross-site';
  const origin = ctx.get('Origin');
  if (!origin || origin === 'null') return false;
  // ctx.origin in Koa 3 echoes the Origin header, so compare with this server's own origin explicitly.
  const own = `${ctx.protocol}://${ctx.host}`;
  return origin !== own && origin !== publicUrl;
}
