import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createCard, DEMO, SEEDED_ADMIN, signInAsNewOwner, signInPageAs } from './support/accounts';
import { FIELD_TEXT, FINGER, coveredByChatButton, onceSettled, smallControls, smallFieldText } from './support/phone-screen';
import { networkIdle } from './support/network-idle';
import { pageSettled } from './support/page-settled';
import { untilAppTakesOver } from './support/drawn-page';
import { keepLanguage } from './support/language';

test.use({ viewport: { width: 390, height: 844 } });

/** Every matching control is at least a finger (44 × 44 px) to tap. */
async function expectFingerSized(controls: Locator, atLeast: number): Promise<void> {
  const measure = () =>
    controls.evaluateAll((elements) =>
      elements.filter((element) => element.getClientRects().length > 0).map((element) => {
        const { width, height } = element.getBoundingClientRect();
        return { text: (element.textContent ?? '').trim().slice(0, 30), width, height };
      }),
    );
  // Measured once they are all shown: a page in another language than the server drew is drawn anew by the app, and
  // a measure taken as it swaps the drawn page for its own found none.
  let boxes: Awaited<ReturnType<typeof measure>> = [];
  await expect.poll(async () => (boxes = await measure()).length).toBeGreaterThanOrEqual(atLeast);
  const small = boxes.filter((box) => box.width < FINGER - 0.5 || box.height < FINGER - 0.5);
  expect(small, 'controls smaller than a finger').toEqual([]);
}

/** What a tap at the middle of `target`'s start edge lands on: the link it is part of, if any. */
function linkUnder(page: Page, target: Locator): Promise<string | null> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = document.dir === 'rtl' ? box.right - 2 : box.left + 2;
    return document.elementFromPoint(x, box.top + box.height / 2)?.closest('a')?.getAttribute('href') ?? null;
  });
}

test('the controls an owner taps on a phone are at least 44 × 44 px', async ({ page }) => {
  await page.goto('/');
  await expectFingerSized(page.getByRole('banner').getByRole('combobox', { name: 'שפה' }), 1);

  await signInPageAs(page, DEMO);
  await page.goto('/dashboard');
  await expectFingerSized(page.locator('.my-card').first().locator('a, button'), 5);
  // The statistics' 7 / 30 / 90 days are links, which the check of every owner page below does not measure.
  await page.goto('/stats');
  await expectFingerSized(page.getByRole('navigation', { name: 'טווח זמן' }).getByRole('link'), 3);
  // Where the phone cannot write a tag, the box that says so links to the card's QR code and to ordering a ready card.
  await page.goto('/physical-cards');
  await expectFingerSized(page.getByRole('region', { name: 'צריבת NFC לא זמינה במכשיר הזה' }).getByRole('link'), 2);
  // Signed in as someone else only once the app has taken the drawn page over: it reads who is signed in as it starts.
  await untilAppTakesOver(page);

  await signInPageAs(page, SEEDED_ADMIN);
  await page.goto('/admin');
  await expectFingerSized(page.locator('.admin-figure a'), 1);
});

test("the editor's way back, the free addresses it offers for a taken one and a card's statistics' way back are at least 44 × 44 px", async ({ page }) => {
  await signInAsNewOwner(page);
  const taken = await createCard(page.request);
  const card = await createCard(page.request);
  await page.goto(`/editor/${card.id}`);
  await untilAppTakesOver(page);
  await expectFingerSized(page.getByRole('link', { name: 'חזרה לכרטיסים שלי' }), 1);
  await page.getByRole('textbox', { name: 'כתובת הכרטיס' }).fill(taken.slug);
  await expectFingerSized(page.getByRole('button', { name: /^בחירת הכתובת / }), 1);
  // A card's statistics lead back to those of all cards.
  await page.goto(`/stats/${card.id}`);
  await expectFingerSized(page.getByRole('link', { name: 'לסטטיסטיקות של כל הכרטיסים' }), 1);
});

test("the admin's menu, the support inbox's filter and the blog's posts are a finger's size on a phone, the posts' actions in view", async ({ page }) => {
  await signInPageAs(page, SEEDED_ADMIN);
  await page.goto('/admin/support');
  await expectFingerSized(page.getByRole('navigation', { name: 'אזורי הניהול' }).getByRole('link'), 5);
  await expectFingerSized(page.locator('.support-admin-filter label'), 3);
  await page.goto('/blog-admin');
  const posts = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expectFingerSized(posts.first().getByRole('link'), 2);
  const remove = posts.first().getByRole('button', { name: /^מחיקה/ });
  await expect(remove).toBeInViewport({ ratio: 1 });
});

test("the blog's posts, a post's and the blog editor's way back, the contact page's way to help and the wide header's links are a finger's size", async ({ page }) => {
  await page.goto('/blog');
  const titles = page.locator('.post-card h2 a');
  await expectFingerSized(titles, 1);
  await titles.first().click();
  await expectFingerSized(page.getByRole('link', { name: 'חזרה לבלוג' }), 1);
  await page.goto('/contact');
  await expectFingerSized(page.getByRole('link', { name: 'לעמוד העזרה' }), 1);
  // A wide screen shows the header's links, and each post's title on one line.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectFingerSized(page.locator('.header-nav a'), 2);
  await page.goto('/blog');
  await expectFingerSized(titles, 1);
  await signInPageAs(page, SEEDED_ADMIN);
  await page.goto('/blog-admin?editor=new');
  await expectFingerSized(page.getByRole('link', { name: 'חזרה לרשימת הפוסטים' }), 1);
});

test("the legal pages' contents, the help page's topics and the skip link are a finger's size in both languages, on a phone and a wide screen", async ({ browser, baseURL }) => {
  for (const language of ['he', 'en'] as const) {
    const page = await browser.newPage({ baseURL });
    await keepLanguage(page, language);
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // Each page as drawn in its language: an English page is the app's, drawn anew over the Hebrew the server sent.
      const open = async (path: string) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await pageSettled(page);
      };
      for (const path of ['/terms', '/privacy', '/accessibility', '/refund']) {
        await open(path);
        await expectFingerSized(page.locator('.legal-contents a'), 5);
      }
      await open('/help');
      await expectFingerSized(page.getByRole('navigation', { name: language === 'he' ? 'נושאים' : 'Topics', exact: true }).getByRole('link'), 3);
      await page.keyboard.press('Tab');
      await expectFingerSized(page.getByRole('link', { name: language === 'he' ? 'דילוג לתוכן הראשי' : 'Skip to main content' }), 1);
    }
    await page.close();
  }
});

test("a card's contact rows are tapped anywhere on the row, not only on the number's text", async ({ page }) => {
  await page.goto('/p/demo');
  const phoneRow = page.locator('.kc-row').filter({ has: page.locator('a[href^="tel:"]') }).first();
  const box = (await phoneRow.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(FINGER);
  // The row's label, above the number, dials too.
  expect(await linkUnder(page, phoneRow.locator('.kc-row-label'))).toMatch(/^tel:/);
});

test('scrolled to the end of a page, the chat button covers no text, link or control', async ({ page }) => {
  await signInPageAs(page, DEMO);
  for (const path of ['/', '/dashboard', '/account', '/leads', '/help']) {
    await page.goto(path);
    const launcher = page.locator('.support-launcher');
    await expect(launcher).toBeVisible();
    await networkIdle(page);
    // The page can still grow once the network is quiet (the landing page starts the app on the first scroll): the
    // end is where it ends once settled.
    const atTheEnd = async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return coveredByChatButton(page);
    };
    expect(await onceSettled(atTheEnd), `under the chat button on ${path}`).toEqual([]);
  }
});

test("a refused sign-in's toast on a small phone covers none of the dialog's buttons, links or fields", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  await networkIdle(page);
  await page.getByRole('banner').getByRole('button', { name: 'פתיחת התפריט' }).click();
  await page.getByRole('button', { name: 'התחברות', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'התחברות' });
  await dialog.getByLabel('כתובת מייל', { exact: true }).fill(DEMO.email);
  await dialog.getByLabel('סיסמה', { exact: true }).fill(`${DEMO.password}-wrong`);
  await dialog.getByRole('button', { name: 'התחברות', exact: true }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'שגיאת התחברות' })).toBeVisible();

  // A tap at the middle of each of the dialog's controls, scrolled into view, lands on that control.
  const covered = await dialog.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('button, a, input, label')]
      .filter((control) => control.getClientRects().length > 0 && !control.closest('.toast'))
      .filter((control) => {
        control.scrollIntoView({ block: 'nearest' });
        const box = control.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const label = control.closest('label');
        return !hit || !(control.contains(hit) || hit.contains(control) || (label && hit.closest('label') === label));
      })
      .map((control) => (control.textContent || control.getAttribute('aria-label') || control.getAttribute('name') || '').trim().slice(0, 30)),
  );
  expect(covered, 'controls under the toast').toEqual([]);
});

test("on every owner page at phone width, every button, field, checkbox label and link of the header and footer is at least 44 × 44 px, no checkbox is squeezed by its label, and no field's text is so small that a phone zooms in on it", async ({ page }) => {
  test.slow();
  await signInPageAs(page, DEMO);
  const cards = (await (await page.request.get('/api/profiles')).json()) as { id: number }[];
  const problems: string[] = [];
  for (const path of ['/', '/help', '/dashboard', `/editor/${cards[0]!.id}`, '/leads', '/stats', `/stats/${cards[0]!.id}`, '/account', '/physical-cards', '/team', '/subscription', '/wallet', `/background/${cards[0]!.id}`, `/follow-up/${cards[0]!.id}`, '/event']) {
    await page.goto(path);
    await pageSettled(page);
    // A busy machine can draw the page before it has run all of the page's code (its header's buttons unstyled until then).
    problems.push(...(await onceSettled(() => smallControls(page))).map((problem) => `${path}: ${problem}`));
    problems.push(...(await smallFieldText(page)).map((field) => `${path}: text smaller than ${FIELD_TEXT} px in ${field}`));
  }
  expect(problems).toEqual([]);
});

test("a card page's phone, email and website are each a finger high to tap, on a 320 and a 390 px phone", async ({ page }) => {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/p/demo');
    const values = page.locator('.kc-row a.kc-row-value');
    await expect(values.first()).toBeVisible();
    for (const scheme of ['tel:', 'mailto:', 'https:']) {
      const heights = await values.evaluateAll(
        (links, start) => links.filter((link) => (link.getAttribute('href') ?? '').startsWith(start)).map((link) => link.getBoundingClientRect().height),
        scheme,
      );
      expect(heights.length, `${scheme} links at ${width} px`).toBeGreaterThan(0);
      for (const height of heights) expect(height, `a ${scheme} link's height at ${width} px`).toBeGreaterThanOrEqual(FINGER - 0.5);
    }
  }
});
