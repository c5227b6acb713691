// Which same-origin addresses belong to a public card, and how each is kept for offline visits.
// Pure functions, so they are tested without a worker.
import { isCardLanguage, LANGUAGE_PARAMETER } from '../shared/contract/card-languages';

/** How the worker treats a card's address. */
export type CardResource = 'document' | 'vcard' | 'image' | 'script';

/** A card's page at its own address, its owner's username, or a physical card's short address (`/c/{code}`, a redirect). */
const DOCUMENT = /^\/(?:p\/[^/]+|@[^/]+|c\/[^/]+)\/?$/;
const VCARD = /^\/p\/[^/]+\/vcard$/;
const IMAGE = /^\/uploads\/[^?#]+$/;
const SCRIPT = /^\/assets\/card-island-[\w-]+\.js$/;

/** Classifies a same-origin path as part of a public card, or undefined when the worker leaves it alone. */
export function cardResourceOf(pathname: string): CardResource | undefined {
  if (DOCUMENT.test(pathname)) return 'document';
  if (VCARD.test(pathname)) return 'vcard';
  if (IMAGE.test(pathname)) return 'image';
  if (SCRIPT.test(pathname)) return 'script';
  return undefined;
}

/**
 * The address a card document is cached under: the visit's `src`, a lead form's `?lead=` outcome and
 * any other parameter give the same page; only the embedded variant (`?embed=1`), this site's preview of it
 * (`?embed=1&preview=1`) and a version in a language (`?lang=en`) are different documents. A final slash, and
 * capitals (the server reads `/p/Dana/` as `/p/dana`, `/@Dana` as `/@dana`, `/c/AB12CD` as `/c/ab12cd`), give the
 * same page too.
 */
export function cardCacheKey(url: URL): string {
  const embed = url.searchParams.get('embed') === '1';
  const preview = embed && url.searchParams.get('preview') === '1';
  const language = url.searchParams.get(LANGUAGE_PARAMETER);
  const query = [embed && 'embed=1', preview && 'preview=1', isCardLanguage(language) && `${LANGUAGE_PARAMETER}=${language}`].filter(Boolean).join('&');
  return `${url.origin}${url.pathname.replace(/\/$/, '').toLowerCase()}${query && `?${query}`}`;
}

/** True for an answer that may be kept: a complete 200 the server allows to be stored (never `no-store` or `private`). */
export function isStorableResponse(response: Pick<Response, 'status' | 'headers'>): boolean {
  if (response.status !== 200) return false;
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return !/(^|[\s,])(no-store|private)([\s,=]|$)/i.test(cacheControl);
}

/** The lead submission address of a card: `POST /api/public/profiles/{slug}/leads`. */
export const LEAD_PATH = /^\/api\/public\/profiles\/[^/]+\/leads$/;

/** The owner's own lead (a card scanned or a badge's QR read): `POST /api/leads`. */
export const OWN_LEAD_PATH = '/api/leads';
