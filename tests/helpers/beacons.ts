import type { QueryBuilder } from '../../db/query-builder';
import type { TestClient } from './client';

/** A phone's browser, which the recorder counts (a headless or robot agent is ignored). */
export const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
export const GOOGLEBOT_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Sends a beacon as navigator.sendBeacon does: text/plain JSON, same-origin, no CSRF token; through `client` to send its cookies. */
export function sendBeacon(baseUrl: string, events: unknown[], { userAgent = PHONE_AGENT, client }: { userAgent?: string; client?: TestClient } = {}) {
  const init = { method: 'POST', body: JSON.stringify({ events }), headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': userAgent } };
  return client ? client.fetch('/api/events', init) : fetch(baseUrl + '/api/events', init);
}

/** Forgets every recorded event and rollup, so a test starts from no statistics. */
export async function clearEvents(query: QueryBuilder): Promise<void> {
  for (const table of ['profile_events', 'profile_daily', 'profile_daily_breakdown', 'profile_daily_visitors'] as const) await query.deleteFrom(table).execute();
}
