import type { Browser, Locator, Page } from '@playwright/test';
import { PROFILE_MESSAGES, type Profile } from '../../shared/contract/profiles';
import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { brokenAcrossLines, readsLeftToRight, wordsBrokenIn } from './support/broken-words';
import { keepLanguage } from './support/language';
import { createCard, signInAsNewOwner, uniqueSlug } from './support/accounts';
import { slugFromUsername } from '../../app/features/profiles/share';
import { callApi } from './support/api';
import { networkIdle } from './support/network-idle';
import { noisyPng } from '../fixtures/images';

/** Text that would run script if any page put it into HTML unescaped. */
const XSS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'] as const;

/** Fails the test on any alert, confirm or prompt: nothing on these pages may open one (leaving with unsaved changes may ask, and leaves). */
function failOnDialogs(page: Page): void {
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') return void dialog.accept();
    void dialog.dismiss();
    throw new Error(`A page opened a ${dialog.type()} dialog: ${dialog.message()}`);
  });
}

/** The editor as its owner uses it. */
class EditorPage {
  readonly preview: Locator;
  readonly items: Locator;

  constructor(readonly page: Page) {
    this.preview = page.locator('.phone-frame .kc');
    this.items = page.locator('.item-list > li');
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  async addItem(kind: string): Promise<Locator> {
    await this.section('פרטי קשר וקישורים').getByRole('button', { name: `הוספת ${kind}`, exact: true }).click();
    return this.items.last();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'שמירת הכרטיס' }).first().click();
    await expect(this.page.locator('.toast-viewport').getByText('הכרטיס נשמר', { exact: true })).toBeVisible();
  }

  /** The card's id, read from /editor/{id} once a new card is saved. */
  async savedId(): Promise<number> {
    await expect(this.page).toHaveURL(/\/editor\/\d+$/);
    return Number(new URL(this.page.url()).pathname.split('/').pop());
  }
}

/** Opens a page in a fresh browser (no session): what any visitor sees. */
async function asVisitor(browser: Browser, baseURL: string, path: string): Promise<Page> {
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  failOnDialogs(visitor);
  await visitor.goto(path);
  return visitor;
}

test('an owner builds a card in every section, saves it published, and a visitor sees it', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  failOnDialogs(page);
  await signInAsNewOwner(page);
  await page.goto('/editor');
  const editor = new EditorPage(page);
  const slug = uniqueSlug('ronit');

  await page.getByLabel('שם לתצוגה').fill('רונית שמש');
  await page.getByLabel('תפקיד').fill('צלמת אירועים');
  await page.getByLabel('עסק או חברה').fill('שמש צילום');
  await page.getByLabel('כמה מילים עליך').fill('צילום חתונות ובר מצוות\nבכל הארץ');
  await expect(editor.preview.getByRole('heading', { name: 'רונית שמש' })).toBeVisible();
  await expect(editor.preview).toContainText('צלמת אירועים');

  await page.getByLabel('כתובת הכרטיס').fill(slug);
  await expect(page.getByText('הכתובת פנויה')).toBeVisible();
  await expect(page.getByLabel('הכרטיס מפורסם וגלוי לכולם')).toBeChecked();

  await page.getByRole('radio', { name: /נועזת/ }).check();
  await expect(editor.preview).toHaveClass(/kc--bold/);
  await page.getByLabel('צבע ראשי').fill('#fde047');
  await expect(page.getByText(/ניגודיות נמוכה/)).toBeVisible();
  await page.getByLabel('צבע ראשי').fill('#7c2d12');
  await expect(page.getByText(/עומדת בתקן הנגישות/)).toBeVisible();

  // Record every value the progress bar shows while the avatar uploads.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('progress')) seen.push(bar.getAttribute('value') ?? '');
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
  });
  await page.getByLabel('העלאת תמונת הפרופיל').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: await noisyPng(600) });
  await page.getByRole('dialog', { name: 'מיקום וחיתוך: תמונת הפרופיל' }).getByRole('button', { name: 'אישור והעלאה' }).click();
  await expect(page.getByRole('img', { name: 'תמונת הפרופיל הנוכחית' })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen.length)).toBeGreaterThan(0);
  await expect(editor.preview.locator('img.kc-avatar')).toHaveAttribute('src', /^\/uploads\/[a-z0-9]+\.webp$/);

  const phone = await editor.addItem('טלפון');
  await expect(phone.getByLabel('מספר טלפון')).toBeFocused();
  await phone.getByLabel('מספר טלפון').fill('050-7654321');
  const email = await editor.addItem('מייל');
  await email.getByLabel('כתובת מייל').fill('ronit@example.co.il');
  const website = await editor.addItem('אתר');
  await website.getByLabel('קישור').fill('https://shemesh-photo.co.il');
  await website.getByLabel('מוצג בכרטיס').uncheck();
  const address = await editor.addItem('כתובת');
  await address.getByLabel('כתובת', { exact: true }).fill('הרצל 10, ראשון לציון');
  const social = await editor.addItem('רשת חברתית');
  await social.getByLabel('רשת', { exact: true }).selectOption('instagram');
  await social.getByLabel('קישור').fill('https://instagram.com/shemesh.photo');
  const button = await editor.addItem('כפתור');
  await button.getByLabel('טקסט הכפתור').fill('הזמנת צילום');
  await button.getByLabel('קישור').fill('https://shemesh-photo.co.il/book');
  const video = await editor.addItem('סרטון');
  await video.getByLabel('קישור לסרטון ב\u2011YouTube או ב\u2011Vimeo').fill('https://www.youtube.com/watch?v=M7lc1UVf-VE');
  await expect(page.getByRole('button', { name: 'הוספת סרטון' })).toBeDisabled();
  // The video's own picture comes from the owner: nothing loads from YouTube before a visitor taps play.
  await video.getByLabel('העלאת תמונת הסרטון').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: await noisyPng(640) });
  await page.getByRole('dialog', { name: 'מיקום וחיתוך: תמונת הסרטון' }).getByRole('button', { name: 'אישור והעלאה' }).click();
  await expect(video.getByRole('img', { name: 'תמונת הסרטון הנוכחית' })).toBeVisible({ timeout: 20_000 });
  await expect(editor.preview.locator('.kc-video-link img')).toHaveAttribute('src', /^\/uploads\/[a-z0-9]+\.webp$/);

  await expect(editor.preview).toContainText('ronit@example.co.il');
  await expect(editor.preview.locator('a[href="https://shemesh-photo.co.il"]')).toHaveCount(0);
  await expect(editor.preview.getByRole('link', { name: 'הזמנת צילום' })).toBeVisible();

  // Reorder by keyboard: the email moves above the phone, focus stays on its button, the move is announced.
  const moveEmailUp = page.getByRole('button', { name: 'הזזת מייל: ronit@example.co.il למעלה' });
  await moveEmailUp.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('מייל: ronit@example.co.il הועבר למקום 1 מתוך 7')).toBeAttached();
  await expect(editor.items.first()).toContainText('מייל: ronit@example.co.il');
  await expect(page.getByRole('button', { name: 'הזזת מייל: ronit@example.co.il למטה' })).toBeFocused();

  await expect(page.getByText('יש שינויים שלא נשמרו')).toBeVisible();
  await editor.save();
  const id = await editor.savedId();
  await expect(page.getByText('כל השינויים נשמרו')).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.getByLabel('תפקיד').fill('צלמת אירועים ומשפחות');
  await page.getByRole('link', { name: 'חזרה לכרטיסים שלי' }).click();
  await expect(page.getByRole('dialog', { name: 'לצאת בלי לשמור?' })).toBeVisible();
  await page.getByRole('button', { name: 'הישארות בעורך' }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  await editor.save();

  const visitor = await asVisitor(browser, baseURL!, `/p/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'רונית שמש' })).toBeVisible();
  await expect(visitor.locator('body')).toContainText('צלמת אירועים ומשפחות');
  await expect(visitor.locator('body')).toContainText('ronit@example.co.il');
  await expect(visitor.locator('a[href="https://shemesh-photo.co.il"]')).toHaveCount(0);
  await expect(visitor.locator('a[href="https://shemesh-photo.co.il/book"]')).toHaveText('הזמנת צילום');
  await expect(visitor.locator('.kc')).toHaveClass(/kc--bold/);
  await expect(visitor.locator('.kc-video-link img')).toHaveAttribute('src', /^\/uploads\/[a-z0-9]+\.webp$/);
  await visitor.context().close();
});

test('the dashboard lists my cards with their QR code, and deletes one only after confirmation', async ({ page }) => {
  failOnDialogs(page);
  const { username } = await signInAsNewOwner(page);
  await createCard(page.request, { displayName: 'הכרטיס הראשי' });
  const { slug } = await createCard(page.request, { displayName: 'כרטיס לרשימה' });
  await page.goto('/dashboard');
  // The primary card is shown at the short address, any other at its own.
  const primary = page.getByRole('listitem', { name: 'הכרטיס הראשי' });
  await expect(primary.getByRole('link', { name: new RegExp(`/@${username}$`) })).toHaveAttribute('href', `/@${username}`);
  const card = page.getByRole('listitem', { name: 'כרטיס לרשימה' });
  await expect(card.getByRole('link', { name: new RegExp(`/p/${slug}$`) })).toHaveAttribute('href', `/p/${slug}`);
  await expect(card.getByText('מפורסם')).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await card.getByRole('button', { name: 'קוד QR' }).click();
  const qr = page.getByRole('dialog', { name: 'קוד QR לכרטיס כרטיס לרשימה' });
  await expect(qr.locator('img.qr-image').first()).toHaveAttribute('src', `/p/${slug}/qr.svg`);
  await expect(qr.getByRole('link', { name: 'הורדת PNG' })).toHaveAttribute('href', `/p/${slug}/qr.png?size=1024`);
  await qr.getByRole('button', { name: 'סגירה' }).last().click();

  await card.getByRole('button', { name: 'מחיקה' }).click();
  const confirm = page.getByRole('dialog', { name: 'למחוק את הכרטיס?' });
  // Cancel has the focus: an Enter pressed once too often keeps the card.
  await expect(confirm.getByRole('button', { name: 'ביטול' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'מחיקה' }).click();
  await confirm.getByRole('button', { name: 'מחיקה לצמיתות' }).click();
  await expect(card).toHaveCount(0);
});

for (const [language, name, deleteLabel, title] of [
  ['ar', 'بطاقة رنا', 'حذف', 'حذف هذه البطاقة؟'],
  ['he', 'הכרטיס של רונה', 'מחיקה', 'למחוק את הכרטיס?'],
] as const) {
  test(`at 320 px in ${language} the delete dialog shows the card's address whole, left to right`, async ({ page }) => {
    await keepLanguage(page, language);
    await page.setViewportSize({ width: 320, height: 700 });
    await signInAsNewOwner(page);
    const { slug } = await createCard(page.request, { displayName: name, slug: uniqueSlug('my-studio') });
    await page.goto('/dashboard');
    await page.getByRole('listitem', { name }).getByRole('button', { name: deleteLabel }).click();
    const text = page.getByRole('dialog', { name: title }).locator('p').filter({ hasText: `/p/${slug}` });
    // In a right-to-left sentence "/p/my-studio-…" must not read "p/my-studio-…/" nor break at its hyphens.
    expect(await readsLeftToRight(text, `/p/${slug}`)).toBe(true);
    expect(await brokenAcrossLines(text, `/p/${slug}`)).toBe(false);
  });
}

test('a first card starts at an address made from the username, and the primary card names its short address', async ({ page }) => {
  const { username } = await signInAsNewOwner(page);
  await page.goto('/editor');
  const expected = username.toLowerCase().replace(/[._]+/g, '-');
  await expect(page.getByRole('textbox', { name: 'כתובת הכרטיס' })).toHaveValue(expected);
  await page.getByRole('textbox', { name: 'שם לתצוגה' }).fill('דנה לוי');
  const editor = new EditorPage(page);
  await editor.save();
  const id = await editor.savedId();
  expect((await callApi<Profile>(page.request, 'GET', `/api/profiles/${id}`)).slug).toBe(expected);
  await page.reload();
  await expect(page.getByText('זה הכרטיס הראשי שלך, והוא פתוח גם בכתובת הקצרה')).toContainText(`/@${username}`);
});

test('on a phone the preview opens from the save bar, shows what was just typed, and returns to the form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 780 });
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { displayName: 'לפני העריכה' });
  await page.goto(`/editor/${card.id}`);
  // No preview thousands of pixels below the form: a button in the sticky bar instead. Nor a hidden one, which would
  // be drawn again for every keystroke.
  await expect(page.getByRole('textbox', { name: 'שם לתצוגה' })).toHaveValue('לפני העריכה');
  await expect(page.locator('.editor-preview')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'שם לתצוגה' }).fill('אחרי העריכה');
  const open = page.locator('.editor-form-end').getByRole('button', { name: 'תצוגה מקדימה' });
  await expect(open).toBeInViewport();
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'תצוגה מקדימה' });
  await expect(sheet.locator('.kc-name')).toHaveText('אחרי העריכה');
  const box = (await sheet.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await sheet.getByRole('button', { name: 'חזרה לעריכה' }).last().click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'שם לתצוגה' })).toHaveValue('אחרי העריכה');

  // Moving through the form with the keyboard, the field in focus is never under the sticky save bar.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.getByRole('textbox', { name: 'שם לתצוגה' }).focus();
  const hidden: string[] = [];
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Tab');
    const under = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      const bar = document.querySelector('.editor-form-end');
      if (!focused || focused === document.body || !bar || bar.contains(focused)) return null;
      const box = focused.getBoundingClientRect();
      return box.bottom > bar.getBoundingClientRect().top + 1 ? `${focused.tagName} ${focused.getAttribute('name') ?? focused.textContent?.trim().slice(0, 20)}` : null;
    });
    if (under) hidden.push(under);
  }
  expect(hidden, 'focused controls under the save bar').toEqual([]);
  await page.setViewportSize({ width: 390, height: 780 });
  // Turned to a wide screen, the preview stands beside the form with what was typed.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('.editor-preview .kc-name')).toHaveText('אחרי העריכה');
});

/** Whether the character at `index` of the text `text` inside `element` is drawn to the left of the one after it. */
function drawnLeftOfNext(element: Locator, text: string, index: number): Promise<boolean> {
  return element.evaluate(
    (root, { text, index }) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = (node as Text).data.indexOf(text);
        if (at < 0) continue;
        const box = (offset: number) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getBoundingClientRect().left;
        };
        return box(at + index) < box(at + index + 1);
      }
      throw new Error(`"${text}" is not in the element`);
    },
    { text, index },
  );
}

test('what the owner typed keeps its own direction inside Hebrew sentences', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 780 });
  await signInAsNewOwner(page);
  const card = await createCard(page.request, {
    displayName: '"Dana Design" Studio',
    items: [{ kind: 'social', brand: 'instagram', label: '@dana.design', url: 'https://www.instagram.com/dana.design/' }],
  });
  await page.goto(`/editor/${card.id}`);
  // "@dana.design", not "dana.design@"; the quotes stay around "Dana Design".
  const itemTitle = page.locator('.item-card-title').filter({ hasText: '@dana.design' });
  expect(await drawnLeftOfNext(itemTitle, '@dana.design', 0)).toBe(true);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('עריכת הכרטיס: "Dana Design" Studio');
  expect(await drawnLeftOfNext(heading, '"Dana Design"', 0)).toBe(true);
  expect(await drawnLeftOfNext(heading, '"Dana Design"', 11)).toBe(true);
  // The address in the Hebrew hint reads left to right.
  const hint = page.getByText('אותיות באנגלית קטנות, ספרות ומקפים. הכרטיס יהיה בכתובת');
  expect(await drawnLeftOfNext(hint, `/p/${card.slug}`, 0)).toBe(true);
});

test('at 320 px in Russian and Arabic each item is headed in whole words: a network link with no label by its network, a video by its label', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await signInAsNewOwner(page);
  const card = await createCard(page.request, {
    language: 'ru',
    items: [
      { kind: 'social', brand: 'linkedin', label: '', url: 'https://linkedin.com/in/aleksandra-konstantinopolskaya' },
      { kind: 'video', label: 'Видеопрезентация', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', poster: null },
    ],
  });
  for (const language of ['ru', 'ar'] as const) {
    await keepLanguage(page, language);
    await page.goto(`/editor/${card.id}`);
    const titles = page.locator('.item-card-title');
    await expect(titles).toHaveCount(2);
    await expect.soft(titles.first()).toContainText('LinkedIn');
    await expect.soft(titles.first()).not.toContainText('linkedin.com');
    expect.soft(await wordsBrokenIn(titles), language).toEqual([]);
  }
});

test('in Arabic the example addresses under a link field are never broken at their hyphen, at any phone width', async ({ page }) => {
  await keepLanguage(page, 'ar');
  await signInAsNewOwner(page);
  const card = await createCard(page.request, {
    language: 'ar',
    items: [
      { kind: 'website', label: '', url: 'https://dana-design.co.il' },
      { kind: 'social', brand: 'email', label: '', url: 'mailto:rana@dana-design.co.il' },
    ],
  });
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`/editor/${card.id}`);
  const website = page.locator('.field-hint').filter({ hasText: 'يمكنك الكتابة دون' });
  const mail = page.locator('.field-hint').filter({ hasText: 'عنوان البريد بعد' });
  await expect(website).toContainText('dana-design.co.il');
  await expect(mail).toContainText('mailto:dana@dana-design.co.il');
  // "dana-" at the end of one right-to-left line and "design.co.il" at the start of the next read as two words.
  for (let width = 320; width <= 440; width += 4) {
    await page.setViewportSize({ width, height: 800 });
    expect.soft(await brokenAcrossLines(website, 'dana-design.co.il'), `${width} px`).toBe(false);
    expect.soft(await brokenAcrossLines(mail, 'mailto:dana@dana-design.co.il'), `${width} px`).toBe(false);
    expect.soft(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${width} px`).toBe(0);
  }
});

test("an owner's second card starts at a free address, not at the first card's", async ({ page }) => {
  const { username } = await signInAsNewOwner(page);
  const first = await createCard(page.request, { slug: slugFromUsername(username) });
  await page.goto('/editor');
  await expect(page.getByLabel('כתובת הכרטיס')).toHaveValue(`${first.slug}-2`);
  await expect(page.getByText('הכתובת פנויה')).toBeVisible();
});

test('script-like text in every field stays text in the editor, the dashboard and the public page', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  failOnDialogs(page);
  await signInAsNewOwner(page);
  await page.goto('/editor');
  const editor = new EditorPage(page);
  const slug = uniqueSlug('xss');
  const [script, img, svg] = XSS;

  await page.getByLabel('שם לתצוגה').fill(script);
  await page.getByLabel('תפקיד').fill(img);
  await page.getByLabel('עסק או חברה').fill(svg);
  await page.getByLabel('כמה מילים עליך').fill(XSS.join('\n'));
  await page.getByLabel('כתובת הכרטיס').fill(slug);
  const phone = await editor.addItem('טלפון');
  await phone.getByLabel('מספר טלפון').fill('03-5555555');
  await phone.getByLabel('כיתוב').fill(svg);
  const address = await editor.addItem('כתובת');
  await address.getByLabel('כתובת', { exact: true }).fill(img);
  await address.getByLabel('כיתוב').fill(script);
  const button = await editor.addItem('כפתור');
  await button.getByLabel('טקסט הכפתור').fill(img);
  await button.getByLabel('קישור').fill('javascript:alert(1)');

  // A javascript: link is refused before anything is sent.
  await page.getByRole('button', { name: 'שמירת הכרטיס' }).first().click();
  await expect(button.getByText('הקישור נחסם', { exact: false })).toBeVisible();
  await expect(button.getByLabel('קישור')).toBeFocused();
  await button.getByLabel('קישור').fill('https://example.com/?q="><svg onload=alert(1)>');
  await expect(editor.preview.getByRole('heading', { name: script })).toBeVisible();
  await editor.save();
  await expect(editor.preview).toContainText(svg);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 3, name: script })).toBeVisible();

  const visitor = await asVisitor(browser, baseURL!, `/p/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: script })).toBeVisible();
  for (const text of XSS) await expect(visitor.locator('body')).toContainText(text);
  await visitor.context().close();
});

test('a card changed elsewhere while open asks whether to overwrite or load the latest', async ({ page }) => {
  failOnDialogs(page);
  await signInAsNewOwner(page);
  const card = { slug: uniqueSlug('conflict'), displayName: 'נועה ברק', title: 'יועצת' };
  const created = await createCard(page.request, card);
  await page.goto(`/editor/${created.id}`);
  await expect(page.getByLabel('שם לתצוגה')).toHaveValue('נועה ברק');
  await callApi(page.request, 'PUT', `/api/profiles/${created.id}`, { ...card, title: 'יועצת משכנתאות', version: created.version });

  await page.getByLabel('שם לתצוגה').fill('נועה ברק-לוי');
  await page.getByRole('button', { name: 'שמירת הכרטיס' }).first().click();
  const conflict = page.getByRole('dialog', { name: 'הכרטיס השתנה במקום אחר' });
  await conflict.getByRole('button', { name: 'טעינת הגרסה העדכנית' }).click();
  await expect(page.getByLabel('תפקיד')).toHaveValue('יועצת משכנתאות');
  await expect(page.getByLabel('שם לתצוגה')).toHaveValue('נועה ברק');

  await callApi(page.request, 'PUT', `/api/profiles/${created.id}`, { ...card, title: 'שינוי נוסף', version: created.version + 1 });
  await page.getByLabel('שם לתצוגה').fill('נועה ברק-לוי');
  await page.getByRole('button', { name: 'שמירת הכרטיס' }).first().click();
  await conflict.getByRole('button', { name: 'שמירת הגרסה שלי' }).click();
  await expect(page.locator('.toast-viewport').getByText('הכרטיס נשמר', { exact: true })).toBeVisible();
  const stored = await callApi<Profile>(page.request, 'GET', `/api/profiles/${created.id}`);
  expect(stored).toMatchObject({ displayName: 'נועה ברק-לוי', title: 'יועצת משכנתאות' });
});

test('a save that reached the server but lost its answer on the way is sent again and counts as saved, not as a change made elsewhere', async ({ page }) => {
  failOnDialogs(page);
  await signInAsNewOwner(page);
  const created = await createCard(page.request, { slug: uniqueSlug('lost-answer'), displayName: 'דנה לוי', title: 'מעצבת' });
  await page.goto(`/editor/${created.id}`);
  await expect(page.getByLabel('תפקיד')).toHaveValue('מעצבת');
  // The connection drops after the save arrives: the server stores it, the phone never hears back.
  let delivered = 0;
  await page.route(`**/api/profiles/${created.id}`, async (route) => {
    if (route.request().method() !== 'PUT' || delivered > 0) return route.fallback();
    delivered += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });

  await page.getByLabel('תפקיד').fill('מעצבת גרפית');
  await page.getByLabel('שם לתצוגה').fill('דנה לוי-כהן');
  await page.getByRole('button', { name: 'שמירת הכרטיס' }).first().click();
  await expect(page.locator('.toast-viewport').getByText('הכרטיס נשמר', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog', { name: 'הכרטיס השתנה במקום אחר' })).toHaveCount(0);
  expect(delivered).toBe(1);
  const stored = await callApi<Profile>(page.request, 'GET', `/api/profiles/${created.id}`);
  expect(stored).toMatchObject({ displayName: 'דנה לוי-כהן', title: 'מעצבת גרפית', version: created.version + 1 });

  // The editor goes on from the version the save made: the next save is not refused either.
  await page.getByLabel('תפקיד').fill('מנהלת סטודיו');
  await page.getByRole('button', { name: 'שמירת הכרטיס' }).first().click();
  await expect.poll(async () => (await callApi<Profile>(page.request, 'GET', `/api/profiles/${created.id}`)).title).toBe('מנהלת סטודיו');
  await expect(page.getByRole('dialog', { name: 'הכרטיס השתנה במקום אחר' })).toHaveCount(0);
});

test('switched to English, the editor says every field problem and the one-video limit in English', async ({ page }) => {
  failOnDialogs(page);
  await signInAsNewOwner(page);
  await page.goto('/editor');
  await page.getByRole('banner').getByRole('combobox', { name: 'שפה' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'New card' })).toBeVisible();
  const editor = new EditorPage(page);
  const add = (kind: string) => page.getByRole('button', { name: `Add ${kind}`, exact: true });
  const item = async (kind: string, fill: Record<string, string>) => {
    await add(kind).click();
    for (const [label, value] of Object.entries(fill)) await editor.items.last().getByLabel(label, { exact: true }).fill(value);
  };
  await item('Phone', { 'Phone number': '12' });
  await item('Email', { 'Email address': 'dana@' });
  await item('Address', { Address: '1' });
  await item('Button', { Link: 'javascript:alert(1)' });
  await item('Website', { Link: 'not a link' });
  await item('Video', { 'YouTube or Vimeo link': 'https://youtu.be/M7lc1UVf-VE' });
  await expect(add('Video')).toBeDisabled();
  await expect(add('Video')).toHaveAttribute('title', 'A card can have one video');

  // An address that can never be had is said as it is typed.
  const address = page.getByLabel('Card address');
  const status = page.locator('.slug-status');
  await address.fill('Bad Slug!');
  await expect(status).toHaveText('The address can only have lowercase English letters, digits and hyphens, 3 to 40 characters, with no hyphen at the start or end');
  await address.fill('demo');
  await expect(status).toHaveText('This address is reserved: choose another');
  await address.fill(uniqueSlug('fine'));
  await expect(status).toHaveText(/This address is available/);

  await page.getByRole('button', { name: 'Save card' }).first().click();
  await expect(page.locator('.toast-viewport').getByText('Some fields need fixing')).toBeVisible();
  await expect(page.getByLabel('Display name')).toHaveAccessibleDescription('Enter a name for the card');
  await expect(page.locator('.item-list .field-error')).toHaveText([
    'Invalid phone number',
    'Invalid email address',
    'Enter the full address',
    'Enter the button text',
    'The link was blocked: javascript:, data: and similar addresses are not allowed',
    'This does not look like a link. Type an address such as dana-design.co.il or a username such as @dana.design',
  ]);

  // The guide checks each step before the next, in the language shown too.
  await page.goto('/editor?guided=1');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByLabel('Display name')).toHaveAccessibleDescription('Enter a name for the card');
});

test('the editor has no accessibility violations and someone else’s card is not found, in the editor, its follow-up mail and its statistics', async ({ page }) => {
  failOnDialogs(page);
  await signInAsNewOwner(page);
  await page.goto('/editor');
  const editor = new EditorPage(page);
  await page.getByLabel('שם לתצוגה').fill('בדיקת נגישות');
  await editor.addItem('טלפון');
  await editor.addItem('רשת חברתית');
  await expectNoAccessibilityViolations(page);

  // The new owner has no cards yet: card 1, seeded, belongs to another account. The browser asks before a page with unsaved changes is left.
  const leaving = page.waitForEvent('dialog');
  await page.goto('/editor/1');
  expect((await leaving).type()).toBe('beforeunload');
  await expect(page.getByRole('heading', { level: 1, name: 'הכרטיס לא נמצא' })).toBeVisible();
  await page.goto('/editor/987654321');
  await expect(page.getByRole('heading', { level: 1, name: 'הכרטיס לא נמצא' })).toBeVisible();
  // So are its follow-up mail and its statistics: a wrong link, with the way back to the owner's cards, not "try again".
  for (const path of ['/follow-up/1', '/stats/1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'הכרטיס לא נמצא' }), path).toBeVisible();
    await expect(page.getByRole('link', { name: 'חזרה לכרטיסים שלי' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'נסו שוב' })).toHaveCount(0);
  }
});

test('the embed page builds a snippet for a card address and previews it', async ({ page, baseURL }) => {
  await page.goto('/embed?slug=demo');
  const code = page.getByLabel('קוד ההטמעה');
  await expect(code).toHaveValue(`<iframe src="${baseURL}/p/demo?embed=1" width="380" height="640" style="border:0" loading="lazy" title="כרטיס הביקור הדיגיטלי demo"></iframe>`);
  await page.getByLabel('כתובת הכרטיס').fill('cafe-sderot');
  await expect(code).toHaveValue(new RegExp(`src="${baseURL}/p/cafe-sderot\\?embed=1"`));
  await expect(page.locator('iframe.embed-preview-frame')).toHaveAttribute('src', `${baseURL}/p/cafe-sderot?embed=1&preview=1`);
  await page.getByLabel('כתובת הכרטיס').fill('not valid!');
  await expect(page.getByRole('button', { name: 'העתקת הקוד' })).toBeDisabled();
  await expect(page.getByText(PROFILE_MESSAGES.slugFormat)).toBeVisible();
  // In English (the page has no header of its own: the language chosen elsewhere), the address's rule is told in English.
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await page.getByLabel('Card address').fill('not valid!');
  await expect(page.getByText(/^The address can only have lowercase English letters/)).toBeVisible();
});

test('the examples page links each template’s example card and each language’s to its public page, its previews running nothing', async ({ page }) => {
  // Playwright's own tracing tries scripts in every frame, which the sandbox blocks: those messages are not the page's.
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Blocked script execution')) complaints.push(message.text());
  });
  // The previews are frames the app adds after its first paint: Playwright's own wait for idle can lose them for good.
  await page.goto('/examples');
  await networkIdle(page);
  await expect(page.getByRole('heading', { level: 1, name: 'דוגמאות לכרטיסים' })).toBeVisible();
  for (const slug of ['michal-cohen-law', 'cafe-sderot', 'yoav-barak-fit', 'dr-sami-haddad', 'irina-sokolova-tax', 'daniel-katz-tours']) {
    await expect(page.locator(`a[href="/p/${slug}"]`)).toBeVisible();
  }
  await expect(page.locator('.example-card .badge')).toHaveText([
    'תבנית קלאסית', 'תבנית נועזת', 'תבנית מינימליסטית', 'בערבית · תבנית קלאסית', 'ברוסית · תבנית מינימליסטית', 'באנגלית · תבנית נועזת',
  ]);
  // The card's own name is read in its own language and direction inside the Hebrew page.
  await expect(page.getByRole('heading', { name: 'د. سامي حداد' }).locator('bdi')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'Ирина Соколова' }).locator('bdi')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('link', { name: 'לכרטיס של Ирина Соколова' }).locator('bdi')).toHaveText('Ирина Соколова');
  await expect(page.frameLocator('iframe').first().locator('.kc')).toBeVisible();
  // The sandboxed previews load no script (one would fail its cross-origin check in the sandbox).
  expect(complaints).toEqual([]);
});
