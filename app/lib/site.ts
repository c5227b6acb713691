/** The company mailbox behind the landing's custom-quote button and the contact page. */
export const CONTACT_MAILBOX = 'contact@kartis.app';

/** Where the server that draws a page (app/prerender/render.tsx) is reached; the browser knows its own. */
let drawnAt: URL | undefined;

/** Sets the address a server render draws the page for. */
export function drawPagesAt(origin: string): void {
  drawnAt = new URL(origin);
}

/** The app's own address (`https://kartis.app`), in the browser and in a page the server draws. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? (drawnAt?.origin ?? '') : window.location.origin;
}

/** The app's host (`kartis.app`), in the browser and in a page the server draws. */
export function siteHost(): string {
  return typeof window === 'undefined' ? (drawnAt?.host ?? '') : window.location.host;
}
