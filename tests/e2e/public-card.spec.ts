import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { LEAD_MESSAGES } from '../../shared/contract/leads';
import type { Profile, ProfileFormValues, Template } from '../../shared/contract/profiles';
import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { createCard, registerOwner, uniqueSlug, type OwnerAccount } from './support/accounts';
import { linesOfText } from './support/broken-words';

/** The seeded Hebrew example cards, one per template (api/seed/profiles-data.ts). */
const HEBREW_EXAMPLES: Record<Template, string> = { classic: 'michal-cohen-law', bold: 'cafe-sderot', minimal: 'yoav-barak-fit' };
const NOT_FOUND = { title: 'פרופיל לא נמצא', text: 'הפרופיל שחיפשת אינו קיים או שהוסר.' };

/** Registers a fresh owner through the given request context (a trial allows several cards) and creates the given cards. */
async function createCards(request: APIRequestContext, cards: ProfileFormValues[]): Promise<{ owner: OwnerAccount; created: Profile[] }> {
  const owner = await registerOwner(request);
  const created = [];
  for (const card of cards) created.push(await createCard(request, card));
  return { owner, created };
}

function englishCard(template: Template): ProfileFormValues {
  return {
    slug: uniqueSlug(template),
    displayName: 'Maya Goldberg',
    title: 'Family photographer',
    company: 'Maya Goldberg Studio',
    bio: 'Family and newborn sessions at home, in Tel Aviv and the centre.\nHebrew and English.',
    language: 'en',
    template,
    primaryColor: '#9d174d',
    items: [
      { kind: 'phone', label: 'Mobile', value: '054-777-1234', whatsapp: true, sms: true },
      { kind: 'email', label: 'Email', value: 'maya@example.test' },
      { kind: 'address', label: 'Studio', value: 'Dizengoff 100, Tel Aviv' },
      { kind: 'social', brand: 'instagram', label: 'Instagram', url: 'https://instagram.com/maya.example' },
      { kind: 'social', brand: 'tiktok', label: '', url: 'https://tiktok.com/@maya.example' },
      { kind: 'button', label: 'Book a session', url: 'https://calendly.com/maya-example' },
      { kind: 'video', label: 'Behind the scenes', url: 'https://youtu.be/ScMzIvxBSi4' },
    ],
  };
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, acceptDownloads: true });

  test('the demo card is fully readable and saves the contact as a vCard', async ({ page }) => {
    await page.goto('/p/demo');
    await expect(page.getByRole('heading', { level: 1, name: 'דנה לוי' })).toBeVisible();
    await expect(page.getByRole('link', { name: '052-555-1234', exact: true })).toHaveAttribute('href', 'tel:+972525551234');
    await expect(page.getByRole('link', { name: 'חיוג' })).toBeVisible();
    // Share and copy need JavaScript, so they stay hidden; the QR link still opens the image.
    await expect(page.getByRole('button', { name: 'שיתוף' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'העתקת קישור' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'קוד QR' })).toHaveAttribute('href', '/p/demo/qr.svg');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'שמירת איש קשר' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('דנה לוי.vcf');
    const vcard = await readFile((await download.path())!, 'utf8');
    expect(vcard).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
    expect(vcard).toContain('FN:דנה לוי\r\n');
  });
});

/** The rounding of a box's first corner, in px. */
const cornerOf = (element: Element) => parseFloat(getComputedStyle(element).borderStartStartRadius);

test.describe('with JavaScript', () => {
  test('share falls back to copying the link, with a toast', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Desktop Chromium may or may not offer the Web Share API: take it away to exercise the fallback.
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
    await page.goto('/p/demo');
    await page.getByRole('button', { name: 'שיתוף' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'הקישור הועתק' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/p\/demo$/);
    expect(baseURL).toBeTruthy();

    await page.getByRole('button', { name: 'העתקת קישור' }).click();
    await expect(page.getByRole('status')).toHaveText('הקישור הועתק');
  });

  test('a lead with neither phone nor email says so once, under the phone, and ties both fields to it until the next try', async ({ page }) => {
    await page.goto('/p/demo');
    const form = page.getByRole('region', { name: 'השאירו פרטים' });
    const [phone, email] = [form.getByLabel('טלפון', { exact: true }), form.getByLabel('מייל', { exact: true })];
    await form.getByLabel('שם', { exact: true }).fill('דנה לוי');
    await form.getByRole('checkbox', { name: /ייצור איתי קשר/ }).check();
    await form.getByRole('button', { name: 'שליחת הפרטים' }).click();
    await expect(phone).toBeFocused();
    await expect(form.getByText(LEAD_MESSAGES.contactRequired)).toHaveCount(1);
    await expect(form.locator('#kc-lead-phone-error')).toHaveText(LEAD_MESSAGES.contactRequired);
    for (const field of [phone, email]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAttribute('aria-describedby', 'kc-lead-phone-hint kc-lead-phone-error');
    }

    // The next try, refused before sending for the name alone, leaves neither field tied to the message.
    await form.getByLabel('שם', { exact: true }).fill('');
    await form.getByRole('button', { name: 'שליחת הפרטים' }).click();
    await expect(form.getByLabel('שם', { exact: true })).toBeFocused();
    await expect(form.getByText(LEAD_MESSAGES.contactRequired)).toHaveCount(0);
    for (const field of [phone, email]) {
      await expect(field).not.toHaveAttribute('aria-invalid');
      await expect(field).toHaveAttribute('aria-describedby', 'kc-lead-phone-hint');
    }
  });

  test('an address pasted from a Hebrew phone, with its invisible direction marks, is sent and thanked for', async ({ page }) => {
    await page.goto('/p/demo');
    const form = page.getByRole('region', { name: 'השאירו פרטים' });
    await form.getByLabel('שם', { exact: true }).fill('דנה לוי');
    await form.getByLabel('מייל', { exact: true }).fill('\u200Fdana.levi@example.test\u200E');
    await form.getByRole('checkbox', { name: /ייצור איתי קשר/ }).check();
    await form.getByRole('button', { name: 'שליחת הפרטים' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'תודה שניסיתם' })).toBeVisible();
    await expect(form.getByLabel('מייל', { exact: true })).not.toHaveAttribute('aria-invalid');
  });

  test('the QR code opens in a dialog and closes again', async ({ page }) => {
    await page.goto('/p/demo');
    await page.getByRole('link', { name: 'קוד QR' }).click();
    const dialog = page.getByRole('dialog', { name: 'סרקו כדי לפתוח את הכרטיס' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'קוד QR לכרטיס של דנה לוי' })).toHaveJSProperty('naturalWidth', 512);
    await expect(page).toHaveURL(/\/p\/demo$/);
    await dialog.getByRole('button', { name: 'סגירה' }).click();
    await expect(dialog).toBeHidden();
  });

  test('on a 320 px phone the QR dialog breaks a long card address only after its slashes and hyphens', async ({ page, request }) => {
    await registerOwner(request);
    const card = await createCard(request, { slug: uniqueSlug('konst-consul'), displayName: 'Александра Константинопольская', language: 'ru' });
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(`/p/${card.slug}`);
    await expect(page.locator('.kc--live')).toBeVisible();
    await page.locator('a[href$="/qr.svg"]').click();
    const address = page.locator('dialog[open] .kc-dialog-url');
    await expect(address).toContainText(`/p/${card.slug}`);
    const lines = await linesOfText(address);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(0, -1).filter((line) => !/[/-]$/.test(line)), lines.join(' | ')).toEqual([]);
  });

  test('in every template the QR dialog and the lead form are boxes that hold their text, not ovals', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const slug of Object.values(HEBREW_EXAMPLES)) {
      await page.goto(`/p/${slug}`);
      const form = page.locator('.kc-lead');
      if ((await form.count()) > 0) expect(await form.evaluate(cornerOf), `${slug}: the lead form`).toBeLessThanOrEqual(24);
      await page.getByRole('link', { name: 'קוד QR' }).click();
      const dialog = page.getByRole('dialog', { name: 'סרקו כדי לפתוח את הכרטיס' });
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate(cornerOf), `${slug}: the QR dialog`).toBeLessThanOrEqual(24);
    }
  });

  test('on phones of every common width each action button holds its icon and label, in every template', async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await phone.newPage();
    // Each card loads once; its buttons are measured at each width, as its style sheet lays them out.
    for (const slug of ['demo', ...Object.values(HEBREW_EXAMPLES)]) {
      await page.goto(`/p/${slug}`);
      await expect(page.locator('.kc--live')).toBeVisible();
      for (const width of [360, 390, 414]) {
        await page.setViewportSize({ width, height: 740 });
        const overflowing = await page.locator('.kc-actions .kc-btn').evaluateAll((buttons) =>
          buttons
            .filter((button) => {
              const box = button.getBoundingClientRect();
              return [...button.children].some((child) => {
                const inner = child.getBoundingClientRect();
                return inner.left < box.left - 0.5 || inner.right > box.right + 0.5;
              }) || button.scrollWidth > button.clientWidth;
            })
            .map((button) => button.textContent),
        );
        expect(overflowing, `${slug} at ${width} px`).toEqual([]);
      }
    }
    await phone.close();
  });

  test('a card without a photo shows its initials side by side inside a round picture, in every template, also beside a long name', async ({ page, request }) => {
    const templates = ['classic', 'bold', 'minimal'] as const;
    // Two owners: a trial holds five cards.
    const arabic = await createCards(request, templates.map((template) => ({ slug: uniqueSlug(`ar-${template}`), displayName: 'سلمى حداد', language: 'ar', template })));
    const russian = await createCards(request, templates.map((template) => ({ slug: uniqueSlug(`ru-${template}`), displayName: 'Ольга Смирнова-Кузнецова', language: 'ru', template })));
    const created = [...arabic.created, ...russian.created];
    await page.setViewportSize({ width: 320, height: 640 });
    for (const card of created) {
      await page.goto(`/p/${card.slug}`);
      const avatar = page.locator('.kc-avatar--initials');
      // Arabic letters kept apart (not joined into the word "سح"), on one line within the picture's box.
      await expect(avatar).toHaveText(card.language === 'ar' ? 'س\u200Cح' : 'ОС');
      const { box, lines, round } = await avatar.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const rects = [...range.getClientRects()];
        const outer = element.getBoundingClientRect();
        return {
          box: rects.every((rect) => rect.left >= outer.left && rect.right <= outer.right && rect.top >= outer.top && rect.bottom <= outer.bottom),
          lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
          // A long name beside it must not squeeze the picture into an oval.
          round: Math.abs(outer.width - outer.height) < 1,
        };
      });
      expect({ box, lines, round }, `${card.language} ${card.template}`).toEqual({ box: true, lines: 1, round: true });
    }
  });

  test('on a phone every control of an Arabic and a Russian card is a target at least 44 px high, and nothing scrolls sideways', async ({ page, request }) => {
    const { created } = await createCards(request, [
      { slug: uniqueSlug('ar-targets'), displayName: 'سلمى حداد', company: 'استوديو سلمى', language: 'ar', items: [{ kind: 'email', label: '', value: 'salma@example.test' }] },
      { slug: uniqueSlug('ru-targets'), displayName: 'Ольга Смирнова', company: 'Смирнова и партнёры', language: 'ru', items: [{ kind: 'email', label: '', value: 'olga@example.test' }] },
    ]);
    for (const width of [320, 360, 414]) {
      await page.setViewportSize({ width, height: 740 });
      for (const card of created) {
        await page.goto(`/p/${card.slug}`);
        await expect(page.locator('.kc--live')).toBeVisible();
        const small = await page.locator('.kc').evaluate((root) =>
          // Links inside a sentence (the privacy policy in the consent) are exempt, as WCAG's target size exempts them; a
          // detail's value is a link stretched over its whole row.
          [...root.querySelectorAll<HTMLElement>('a:not(.kc-lead-consent label a):not(.kc-row-value), button, input:not([type=hidden]):not([type=checkbox]):not([type=file]):not(#kc-lead-hp), textarea, label')]
            .filter((element) => element.getClientRects().length > 0 && !element.closest('dialog, .kc-lead-hp, .kc-lead-field'))
            .filter((element) => element.getBoundingClientRect().height < 44)
            .map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 30)}" ${Math.round(element.getBoundingClientRect().height)}px`),
        );
        expect(small, `${card.language} at ${width} px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${card.language} at ${width} px`).toBe(width);
      }
    }
  });

  test("a range of hours an owner types into a Hebrew card's bio reads from its start on the left, 9:00 before 17:00", async ({ page, request }) => {
    const { created } = await createCards(request, [{ slug: uniqueSlug('he-hours'), displayName: 'קפה גפן', language: 'he', bio: 'פתוח 9:00–17:00' }]);
    await page.goto(`/p/${created[0]!.slug}`);
    const { nine, seventeen } = await page.locator('.kc-bio').evaluate((bio) => {
      const walker = document.createTreeWalker(bio, NodeFilter.SHOW_TEXT);
      let node: Node | null;
      while ((node = walker.nextNode()) && !node.textContent!.includes('9:00–17:00'));
      const leftOf = (text: string) => {
        const range = document.createRange();
        const start = node!.textContent!.indexOf(text);
        range.setStart(node!, start);
        range.setEnd(node!, start + text.length);
        return range.getBoundingClientRect().left;
      };
      return { nine: leftOf('9:'), seventeen: leftOf('17') };
    });
    expect(nine).toBeLessThan(seventeen);
  });

  test('the video loads its player only when tapped', async ({ page }) => {
    await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }));
    await page.goto('/p/demo');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('link', { name: /הפעלת הסרטון/ }).click();
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/ScMzIvxBSi4"]')).toBeVisible();
  });
});

// Every path that leads nowhere answers the same page (tests/api/public-profile.test.ts checks each, and the redirects of
// /profile-{id} and /@username): here it is seen once in each language, as a visitor's browser shows it.
test('a card path that leads nowhere shows the not-found page, with its ways on, in the browser\'s language', async ({ browser, baseURL }) => {
  const texts = {
    'he-IL': { ...NOT_FOUND, lang: 'he', links: ['דף הבית', 'דוגמאות', 'עזרה'], query: '' },
    'en-US': { title: 'Card not found', text: 'The card you are looking for does not exist or was removed.', lang: 'en', links: ['Home', 'Examples', 'Help'], query: '?lang=en' },
  };
  for (const [locale, expected] of Object.entries(texts)) {
    const context = await browser.newContext({ baseURL, locale });
    const page = await context.newPage();
    const response = await page.goto('/p/no-such-card-here');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title);
    await expect(page.getByText(expected.text, { exact: true })).toBeVisible();
    const [home, examples, help] = expected.links;
    // The site in the page's language: an English browser that follows them reads it in English.
    await expect(page.getByRole('link', { name: home })).toHaveAttribute('href', `/${expected.query}`);
    await expect(page.getByRole('link', { name: examples })).toHaveAttribute('href', `/examples${expected.query}`);
    await expect(page.getByRole('link', { name: help })).toHaveAttribute('href', `/help${expected.query}`);
    await expectNoAccessibilityViolations(page);
    await context.close();
  }
});

test.describe('accessibility of every template in both languages', () => {
  for (const [template, slug] of Object.entries(HEBREW_EXAMPLES)) {
    test(`Hebrew ${template} card (${slug})`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/p/${slug}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator(`.kc--${template}`)).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });
  }

  test('English cards in every template', async ({ page, request }) => {
    const { created: cards } = await createCards(request, (['classic', 'bold', 'minimal'] as const).map(englishCard));
    await page.setViewportSize({ width: 360, height: 740 });
    for (const card of cards) {
      await page.goto(`/p/${card.slug}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: 'Maya Goldberg' })).toBeVisible();
      await expectNoAccessibilityViolations(page);
    }
  });
});

test('hostile text stored in every field runs nothing on the public page', async ({ page, request }) => {
  const payloads = ['<script>window.__pwned=1</script>', '<img src=x onerror="window.__pwned=2">', '"><svg onload="window.__pwned=3">'];
  const [script, img, svg] = payloads as [string, string, string];
  const {
    created: [hostile],
  } = await createCards(request, [
    {
      slug: uniqueSlug('hostile'),
      displayName: script,
      title: img,
      company: svg,
      bio: payloads.join('\n'),
      items: [
        { kind: 'phone', label: svg, value: '050-123-4567' },
        { kind: 'address', label: img, value: script },
        { kind: 'button', label: img, url: 'https://example.test/?q="><script>window.__pwned=4</script>' },
        { kind: 'social', brand: 'x', label: script, url: 'https://x.com/example' },
        { kind: 'video', label: svg, url: 'https://youtu.be/ScMzIvxBSi4' },
      ],
    },
  ]);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/p/${hostile!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(script);
  await expect(page.getByText(img).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('.kc script, .kc svg[onload], .kc img[onerror]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
