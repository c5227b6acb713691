import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LtrRuns } from '../../shared/card/LtrRuns';
import { ProfileCard } from '../../shared/card/ProfileCard';
import type { PublicProfile } from '../../shared/contract/profiles';
import { isolateLtrRunsInHtml, ltrRuns } from '../../shared/ltr-runs';

/** The runs to isolate left to right, in order. */
const isolated = (text: string) => ltrRuns(text).filter((run) => run.ltr).map((run) => run.text);

describe('the left-to-right runs of text an owner types', () => {
  it.each([
    ['Arabic', 'اتصل بنا 050-1234567 أو راسلنا على info@example.test وزوروا https://example.test/ar/menu?day=1.'],
    ['Hebrew', 'התקשרו 050-1234567 או כתבו ל-info@example.test, ובקרו ב-https://example.test/ar/menu?day=1!'],
    ['Russian', 'Звоните 050-1234567, пишите info@example.test или заходите на https://example.test/ar/menu?day=1;'],
    ['English', 'Call 050-1234567, write to info@example.test or visit https://example.test/ar/menu?day=1)'],
  ])('are its phone, email and web address in %s, without the punctuation after them', (_language, sentence) => {
    expect(isolated(sentence)).toEqual(['050-1234567', 'info@example.test', 'https://example.test/ar/menu?day=1']);
    expect(ltrRuns(sentence).map((run) => run.text).join('')).toBe(sentence);
  });

  it('are international and bracketed numbers, www addresses and dates, not short numbers', () => {
    expect(isolated('واتساب +972 (0)50-123-4567، هاتف (03) 555 1234')).toEqual(['+972 (0)50-123-4567', '(03) 555 1234']);
    expect(isolated('الموقع www.example.test/x ومفتوح حتى 30/11/2026 أو 2026-11-30 أو 30.11.2026')).toEqual(['www.example.test/x', '30/11/2026', '2026-11-30', '30.11.2026']);
    expect(isolated('منذ 2015، 3 فروع و-12 موظفا، ₪1,200 للساعة')).toEqual([]);
  });

  it('are ranges of numbers, hours and prices, with an en dash, an em dash or a hyphen, so "9:00–17:00" does not read "17:00–9:00"', () => {
    expect(isolated('שעות פתיחה 9:00–17:00, משלוח 3–5 ימים')).toEqual(['9:00–17:00', '3–5']);
    expect(isolated('א׳–ה׳ 08:00-16:00, ו׳ 08:00 - 13:00')).toEqual(['08:00-16:00', '08:00 - 13:00']);
    expect(isolated('מחיר 100–200 ₪ או 1,200—1,500 ₪, 2.5-3.5 ק"ג')).toEqual(['100–200', '1,200—1,500', '2.5-3.5']);
    expect(isolated('مفتوح 9:00–17:00، التوصيل 3–5 أيام')).toEqual(['9:00–17:00', '3–5']);
    expect(isolated('ימים 1.12–5.12 וגם 1.12.2026–3.12.2026')).toEqual(['1.12–5.12', '1.12.2026–3.12.2026']);
  });

  it('leave phone numbers and dates whole as before, and single numbers and English ranges as they are', () => {
    expect(isolated('טלפון 050-123-4567 או 03-5551234, נפתח ב-1.12.2026 או 2026-11-30')).toEqual(['050-123-4567', '03-5551234', '1.12.2026', '2026-11-30']);
    expect(isolated('פתוח מ-9:00 עד 17:00, 3 סניפים, ₪100')).toEqual([]);
    const english = 'Open 9:00 to 17:00, 3 branches, since 2015';
    expect(ltrRuns(english)).toEqual([{ text: english, ltr: false }]);
  });

  it('leave text without such runs whole', () => {
    expect(ltrRuns('יועצת משכנתאות')).toEqual([{ text: 'יועצת משכנתאות', ltr: false }]);
    expect(ltrRuns('')).toEqual([{ text: '', ltr: false }]);
  });

  it('are drawn each in its own <bdi dir="ltr">, every piece escaped', () => {
    const html = renderToStaticMarkup(createElement(LtrRuns, { text: 'اتصل بنا 050-1234567 <script>alert(1)</script> "x@example.test" <img src=x onerror=alert(2)>' }));
    expect(html).toBe('اتصل بنا <bdi dir="ltr">050-1234567</bdi> &lt;script&gt;alert(1)&lt;/script&gt; &quot;<bdi dir="ltr">x@example.test</bdi>&quot; &lt;img src=x onerror=alert(2)&gt;');
    expect(renderToStaticMarkup(createElement(LtrRuns, { text: 'פתוח 9:00–17:00 <b>3–5</b> & "x"' }))).toBe(
      'פתוח <bdi dir="ltr">9:00–17:00</bdi> &lt;b&gt;<bdi dir="ltr">3–5</bdi>&lt;/b&gt; &amp; &quot;x&quot;',
    );
    expect(renderToStaticMarkup(createElement(LtrRuns, { text: 'https://example.test/?q="><script>alert(3)</script>' }))).toBe(
      '<bdi dir="ltr">https://example.test/?q=</bdi>&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;',
    );
  });

  it("are shown the same in the editor's live preview as on the card's page", () => {
    const profile: PublicProfile = {
      id: 7, slug: 'salma', displayName: 'سلمى حداد', contactKind: 'person', givenName: 'سلمى', familyName: 'حداد', title: '', company: '',
      bio: 'اتصل بنا 050-1234567', language: 'ar', template: 'classic', primaryColor: '#1d4ed8', backgroundColor: '#ffffff',
      avatar: null, cover: null, logo: null, published: true, walletForVisitors: false, version: 1, items: [], translations: [],
    };
    for (const variant of ['page', 'preview'] as const) {
      expect(renderToStaticMarkup(createElement(ProfileCard, { profile, variant }))).toContain('<p class="kc-bio" dir="auto">اتصل بنا <bdi dir="ltr">050-1234567</bdi></p>');
    }
  });
});

describe('the left-to-right runs of a message kept as HTML', () => {
  it('isolates a number, an address and a link in its text, and leaves its tags and the rest as they are', () => {
    expect(isolateLtrRunsInHtml('رقمي 052-765-4321<br>والبريد sami@example.test')).toBe(
      'رقمي <bdi dir="ltr">052-765-4321</bdi><br>والبريد <bdi dir="ltr">sami@example.test</bdi>',
    );
    expect(isolateLtrRunsInHtml('<p>ראו <a href="https://example.test/a?x=1&amp;y=2">https://example.test/a?x=1&amp;y=2</a></p>')).toBe(
      '<p>ראו <a href="https://example.test/a?x=1&amp;y=2"><bdi dir="ltr">https://example.test/a?x=1&amp;y=2</bdi></a></p>',
    );
    expect(isolateLtrRunsInHtml('שלום &lt;b&gt; 3 פעמים')).toBe('שלום &lt;b&gt; 3 פעמים');
  });
});
