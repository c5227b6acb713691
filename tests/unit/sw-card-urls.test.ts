import { describe, expect, it } from 'vitest';
import { cardCacheKey, cardResourceOf, isStorableResponse } from '../../sw/card-urls';
import { asPageMessage } from '../../shared/sw-messages';
import { isAppPath } from '../../sw/app-paths';
import { offlineCardHtml, offlineLanguages } from '../../shared/pages/offline-card';

const key = (url: string) => cardCacheKey(new URL(url));
const app = (path: string) => isAppPath(new URL(path, 'https://kartis.example'));
const answer = (status: number, cacheControl?: string) => new Response('x', { status, headers: cacheControl ? { 'Cache-Control': cacheControl } : {} });

describe('which addresses the worker keeps for a card', () => {
  it('recognises card documents, vCards, images and the card script, and nothing else', () => {
    expect(cardResourceOf('/p/dana')).toBe('document');
    expect(cardResourceOf('/@dana')).toBe('document');
    expect(cardResourceOf('/c/ab12cd34')).toBe('document');
    expect(cardResourceOf('/p/dana/vcard')).toBe('vcard');
    expect(cardResourceOf('/uploads/ab/cd.webp')).toBe('image');
    expect(cardResourceOf('/assets/card-island-X1y2.js')).toBe('script');
    for (const path of ['/api/profiles/1', '/api/public/profiles/dana/leads', '/p/dana/qr.svg', '/dashboard', '/assets/index-1.js', '/c/ab12cd34/more', '/c']) {
      expect(cardResourceOf(path), path).toBeUndefined();
    }
  });

  it('keeps one copy of a card page whatever the visit carried, except the embedded variant', () => {
    expect(key('https://kartis.app/p/dana?src=nfc')).toBe('https://kartis.app/p/dana');
    expect(key('https://kartis.app/p/dana?lead=sent#lead-sent')).toBe('https://kartis.app/p/dana');
    expect(key('https://kartis.app/p/dana?embed=1&src=qr')).toBe('https://kartis.app/p/dana?embed=1');
    expect(key('https://kartis.app/p/dana?preview=1&embed=1')).toBe('https://kartis.app/p/dana?embed=1&preview=1');
    expect(key('https://kartis.app/p/dana?preview=1')).toBe('https://kartis.app/p/dana');
  });

  it('keeps each language version of a card apart, and ignores a language that is none of them', () => {
    expect(key('https://kartis.app/p/dana?lang=en&src=qr')).toBe('https://kartis.app/p/dana?lang=en');
    expect(key('https://kartis.app/p/dana?lang=he')).toBe('https://kartis.app/p/dana?lang=he');
    expect(key('https://kartis.app/p/dana?embed=1&lang=ar')).toBe('https://kartis.app/p/dana?embed=1&lang=ar');
    expect(key('https://kartis.app/p/dana?lang=fr')).toBe('https://kartis.app/p/dana');
  });

  it('keeps one copy of a card page however its address is written: a final slash, a slug, username or code in capitals', () => {
    expect(key('https://kartis.app/p/dana/')).toBe('https://kartis.app/p/dana');
    expect(key('https://kartis.app/p/Dana?src=qr')).toBe('https://kartis.app/p/dana');
    expect(key('https://kartis.app/@dana/')).toBe('https://kartis.app/@dana');
    expect(key('https://kartis.app/@Dana.Levi')).toBe('https://kartis.app/@dana.levi');
    expect(key('https://kartis.app/c/AB12CD34/')).toBe('https://kartis.app/c/ab12cd34');
  });

  it('never keeps an answer marked no-store or private, nor anything but a 200', () => {
    expect(isStorableResponse(answer(200, 'public, max-age=0, must-revalidate'))).toBe(true);
    expect(isStorableResponse(answer(200))).toBe(true);
    expect(isStorableResponse(answer(200, 'private, no-store'))).toBe(false);
    expect(isStorableResponse(answer(200, 'no-store'))).toBe(false);
    expect(isStorableResponse(answer(200, 'private'))).toBe(false);
    expect(isStorableResponse(answer(404, 'no-cache'))).toBe(false);
    expect(isStorableResponse(answer(206))).toBe(false);
  });
});

describe("which pages are the app's (and keep its files)", () => {
  it("tells the app's pages from cards and the server's own addresses", () => {
    for (const path of ['/', '/dashboard', '/editor/4', '/pricing?plan=pro', '/blog/12', '/never-visited-page']) expect(app(path), path).toBe(true);
    for (const path of ['/p/dana', '/@dana', '/c/ab12cd', '/profile-12', '/api/me', '/uploads/a.webp', '/robots.txt', '/my-details?token=x', '/my-details?card=dana', '/my-details/request', '/unsubscribe?token=x']) expect(app(path), path).toBe(false);
  });
});

describe('messages from pages', () => {
  it('accepts the known messages and drops anything else', () => {
    expect(asPageMessage({ type: 'SKIP_WAITING' })).toEqual({ type: 'SKIP_WAITING' });
    expect(asPageMessage({ type: 'CACHE_APP', urls: ['/sw.js'] })).toEqual({ type: 'CACHE_APP' });
    expect(asPageMessage({ type: 'CACHE_CARD', urls: ['/p/dana', 7, '/p/dana/vcard'] })).toEqual({ type: 'CACHE_CARD', urls: ['/p/dana', '/p/dana/vcard'] });
    expect(asPageMessage({ type: 'CACHE_CARD' })).toBeUndefined();
    expect(asPageMessage({ type: 'LANGUAGE', language: 'ru' })).toEqual({ type: 'LANGUAGE', language: 'ru' });
    expect(asPageMessage({ type: 'LANGUAGE', language: 7 })).toBeUndefined();
    expect(asPageMessage('SKIP_WAITING')).toBeUndefined();
    expect(asPageMessage(null)).toBeUndefined();
  });
});

describe('the offline page of a card never opened here', () => {
  it('speaks Hebrew first and English too, and retries the same card', () => {
    const html = offlineCardHtml(new URL('https://kartis.app/p/dana?src=nfc'));
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toContain('הכרטיס הזה עוד לא נפתח במכשיר הזה');
    expect(html).toContain('<section lang="en" dir="ltr"');
    expect(html).toContain('this card has not been opened on this device yet');
    expect(html).toContain('href="/p/dana"');
  });

  it('speaks the visitor’s language first when the browser asks for Arabic, Russian or English', () => {
    const arabic = offlineCardHtml(new URL('https://kartis.app/p/dana'), ['ar-IL', 'he']);
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<title>لا يوجد اتصال بالإنترنت | Kartis</title>');
    expect([...arabic.matchAll(/<section lang="(\w+)" dir="(\w+)"/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual(['ar rtl', 'he rtl', 'en ltr']);
    expect(arabic).toContain('حاول مرة أخرى');
    const russian = offlineCardHtml(new URL('https://kartis.app/p/dana'), ['ru-RU', 'en']);
    expect(russian).toContain('<html lang="ru" dir="ltr">');
    expect(russian).toContain('эта визитка ещё не открывалась на этом устройстве');
    expect(offlineLanguages(['fr-FR', 'en-US'])).toEqual(['en', 'he']);
    expect(offlineLanguages(['fr-FR'])).toEqual(['he', 'en']);
  });

  it('offers each language’s "try again" as a button a finger can take (at least 44 px high)', () => {
    const html = offlineCardHtml(new URL('https://kartis.app/p/dana'), ['ar-IL']);
    const link = /(?:^|[}\n])a\{([^}]*)\}/.exec(html)?.[1] ?? '';
    expect(link).toMatch(/(?:^|;)min-block-size:2\.75rem(?:;|$)/);
    expect(link).toMatch(/(?:^|;)box-sizing:border-box(?:;|$)/);
  });

  it('cannot be made to carry markup through the address', () => {
    const html = offlineCardHtml(new URL('https://kartis.app/p/"><script>alert(1)</script>'));
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/href="[^"]*"[^ >]/);
  });
});
