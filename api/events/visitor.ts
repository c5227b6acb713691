import { hash } from 'node:crypto';
import type { DeviceClass } from '../../shared/contract/events';

// Crawlers, link previews, monitors and scripted clients: none of them is a person looking at a card.
const BOT_AGENT =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|pingdom|uptime|monitor|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|scrapy|httpclient|phantomjs|whatsapp|telegram|discord|skype|autocannon/i;

/** True for a user agent that is a robot (or missing, as only scripts send none). */
export function isBotAgent(userAgent: string): boolean {
  return userAgent.trim() === '' || BOT_AGENT.test(userAgent);
}

/** The kind of device a user agent describes. */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'mobile';
  if (/Windows NT|Macintosh|X11|Linux|CrOS/i.test(userAgent)) return 'desktop';
  return 'other';
}

/** The host of a referring page (lower case, without `www.`), or null when there is none or it is the card's own site. */
export function referrerHost(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  host = host.replace(/^www\./, '');
  return host === '' || host === ownHost.toLowerCase().replace(/^www\./, '') ? null : host.slice(0, 253);
}

/** A visitor's identity for one day: a hash of address and browser under the day's salt, never the address itself. */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return hash('sha256', `${salt}\n${ip}\n${userAgent}`, 'base64url').slice(0, 22);
}
