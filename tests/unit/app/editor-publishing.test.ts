import { describe, expect, it } from 'vitest';
import { embedSnippet, embedUrl, embeddableSlug } from '../../../app/features/profiles/embed/embed-snippet';
import { EXPIRED_PROFILE_KEY, isPlanLimit, rememberBlockedCard, subscriptionRequiredHref } from '../../../app/features/profiles/plan-limit';
import { copyText, shareLink, cardSharePath, slugFromUsername } from '../../../app/features/profiles/share';
import { slugSchema } from '../../../shared/contract/profiles';
import { errorFromResponse } from '../../../app/lib/errors';
import { createMemoryStorage } from '../../../app/lib/storage';

describe('embed snippet', () => {
  it('frames the card’s compact variant, lazily and without a border', () => {
    expect(embedSnippet('https://kartis.app', 'dana-levi', 'כרטיס הביקור הדיגיטלי dana-levi')).toBe(
      '<iframe src="https://kartis.app/p/dana-levi?embed=1" width="380" height="640" style="border:0" loading="lazy" title="כרטיס הביקור הדיגיטלי dana-levi"></iframe>',
    );
  });

  it('escapes the title so the snippet stays one element', () => {
    expect(embedSnippet('https://kartis.app', 'demo', '"><script>alert(1)</script>')).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('accepts only valid card addresses, in canonical form', () => {
    expect(embeddableSlug(' Demo ')).toBe('demo');
    expect(embeddableSlug('a"b')).toBeNull();
    expect(embeddableSlug('admin')).toBeNull();
    expect(embedUrl('', 'cafe-sderot')).toBe('/p/cafe-sderot?embed=1');
  });
});

describe('plan limit', () => {
  it('recognises the server’s 402 only', () => {
    expect(isPlanLimit(errorFromResponse(402, 'Payment Required', { code: 'plan_limit', message: 'x' }))).toBe(true);
    expect(isPlanLimit(errorFromResponse(400, 'Bad Request', null))).toBe(false);
  });

  it('passes the card’s name in the address and keeps the card in session storage', () => {
    expect(subscriptionRequiredHref('קפה & מאפה')).toBe('/subscription-required?name=%D7%A7%D7%A4%D7%94+%26+%D7%9E%D7%90%D7%A4%D7%94');
    const storage = createMemoryStorage();
    rememberBlockedCard({ profileName: 'קפה', profileData: { slug: 'cafe' } }, storage);
    expect(JSON.parse(storage.getItem(EXPIRED_PROFILE_KEY) ?? 'null')).toEqual({ profileName: 'קפה', profileData: { slug: 'cafe' } });
  });
});

describe('sharing a card', () => {
  const url = 'https://kartis.app/p/demo';

  it('uses the system share sheet when there is one', async () => {
    const shared: ShareData[] = [];
    const nav = { share: async (data: ShareData) => void shared.push(data) } as unknown as Navigator;
    expect(await shareLink('דנה', url, nav)).toBe('shared');
    expect(shared).toEqual([{ title: 'דנה', url }]);
  });

  it('copies the link when sharing is missing or refused, but not when the owner cancels', async () => {
    const copied: string[] = [];
    const clipboard = { writeText: async (text: string) => void copied.push(text) };
    expect(await shareLink('דנה', url, { clipboard } as unknown as Navigator)).toBe('copied');
    const refused = { clipboard, share: async () => Promise.reject(new DOMException('no', 'NotAllowedError')) } as unknown as Navigator;
    expect(await shareLink('דנה', url, refused)).toBe('copied');
    const cancelled = { clipboard, share: async () => Promise.reject(new DOMException('no', 'AbortError')) } as unknown as Navigator;
    expect(await shareLink('דנה', url, cancelled)).toBe('none');
    expect(copied).toEqual([url, url]);
  });

  it('reports a refused clipboard without throwing', async () => {
    const nav = { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } } as unknown as Navigator;
    expect(await copyText(url, nav)).toBe('none');
  });
});

describe('card addresses', () => {
  it('shows the primary card at /@username and any other card at /p/{slug}', () => {
    expect(cardSharePath({ slug: 'dana-levi', isPrimary: true }, 'Dana.Levi')).toBe('/@Dana.Levi');
    expect(cardSharePath({ slug: 'dana-levi', isPrimary: false }, 'Dana.Levi')).toBe('/p/dana-levi');
    expect(cardSharePath({ slug: 'dana-levi', isPrimary: true }, undefined)).toBe('/p/dana-levi');
  });

  it('suggests a valid first address from the username, or none', () => {
    for (const [username, slug] of [
      ['Dana.Levi', 'dana-levi'],
      ['_dana__levi_', 'dana-levi'],
      ['noa-2026', 'noa-2026'],
      ['a.b', 'a-b'],
      ['ab', ''],
      ['..', ''],
    ] as const) {
      expect(slugFromUsername(username), username).toBe(slug);
      if (slug) expect(slugSchema.safeParse(slug).success, slug).toBe(true);
    }
    expect(slugFromUsername(undefined)).toBe('');
  });
});
