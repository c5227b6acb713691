import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Locale } from '../../shared/contract/auth';
import { LANGUAGE_COOKIE } from '../../shared/documents.mjs';
import { createCard, SEEDED_ADMIN, signInAsNewOwner, signInPageAs } from './support/accounts';
import { linesOfText } from './support/broken-words';
import { pageSettled } from './support/page-settled';
import { sidewaysOverflow } from './support/phone-screen';
import { arCore } from '../../shared/i18n/ar-core';
import { en } from '../../shared/i18n/en';
import { enCore } from '../../shared/i18n/en-core';
import { heCore } from '../../shared/i18n/he-core';
import { ruCore } from '../../shared/i18n/ru-core';

/** The header's menu button, named in each language. */
const MENU = { he: heCore['nav.openMenu'], en: enCore['nav.openMenu'], ar: arCore['nav.openMenu'], ru: ruCore['nav.openMenu'] } as const;

/** A tablet held upright, a small laptop and a common laptop. */
const SCREENS = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
] as const;

/** The longest line a reader's eye follows comfortably, in characters. */
const MEASURE = 80;

/** Opens `path` with `language` chosen on the device, as the app's language list keeps it. */
async function openIn(page: Page, path: string, language: Locale): Promise<void> {
  await page.evaluate(
    ([lang, cookie]) => {
      localStorage.setItem('language', lang);
      document.cookie = `${cookie}=${lang}; path=/`;
    },
    [language, LANGUAGE_COOKIE] as const,
  );
  await page.goto(path);
  await pageSettled(page);
}

/** The lines of `element` longer than MEASURE characters, as "length: start of the line". */
async function longLines(element: Locator): Promise<string[]> {
  return (await linesOfText(element)).filter((line) => line.trim().length > MEASURE).map((line) => `${line.trim().length}: ${line.trim().slice(0, 30)}…`);
}

test('the header fits a tablet and a laptop in every language, with every link on one line and nothing scrolling sideways', async ({ page }) => {
  // The admin's header holds the most: every owner's link, the admin's, the support inbox, the bell and the avatar.
  await signInPageAs(page, SEEDED_ADMIN);
  await page.goto('/robots.txt');
  const problems: string[] = [];
  for (const language of ['he', 'en', 'ar', 'ru'] as const) {
    await openIn(page, '/admin', language);
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const where = `${language} at ${screen.width} px`;
      const { excess, culprits } = await page.evaluate(sidewaysOverflow);
      if (excess > 0) problems.push(`${where} is ${excess} px too wide: ${culprits.join(', ')}`);
      const links = page.locator('.header-nav').getByRole('link');
      // Links that do not fit are in the menu: then its button is there to open it.
      if (!(await links.first().isVisible())) await expect(page.locator('.site-header').getByRole('button', { name: MENU[language] }), where).toBeVisible();
      for (const link of await links.filter({ visible: true }).all()) {
        const lines = await linesOfText(link);
        if (lines.length > 1) problems.push(`${where}: "${lines.join(' / ')}" takes ${lines.length} lines`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test("on a laptop an owner's texts keep a readable measure and the event mode form is not stretched across the page", async ({ page }) => {
  await signInAsNewOwner(page);
  await createCard(page.request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/robots.txt');
  const problems: string[] = [];
  for (const language of ['he', 'en'] as const) {
    await openIn(page, '/help', language);
    const answer = page.locator('.help-entry').first();
    await answer.locator('summary').click();
    for (const paragraph of await answer.locator('p').all()) problems.push(...(await longLines(paragraph)).map((line) => `help (${language}) ${line}`));

    await openIn(page, '/leads', language);
    for (const paragraph of await page.locator('.leads-intro, .leads-retention').all()) problems.push(...(await longLines(paragraph)).map((line) => `leads (${language}) ${line}`));

    await openIn(page, '/physical-cards', language);
    for (const text of await page.locator('main p, main li').filter({ visible: true }).all()) problems.push(...(await longLines(text)).map((line) => `NFC cards (${language}) ${line}`));

    await openIn(page, '/dashboard', language);
    const eventMode = page.locator('.event-mode-start');
    for (const paragraph of await eventMode.locator('p').all()) problems.push(...(await longLines(paragraph)).map((line) => `event mode (${language}) ${line}`));
    // A four-digit PIN in a field as wide as the page reads as a mistake: the form keeps a form's width.
    for (const field of await eventMode.locator('input, select').all()) {
      const width = (await field.boundingBox())!.width;
      if (width > 520) problems.push(`event mode (${language}): a field is ${Math.round(width)} px wide`);
    }
  }
  expect(problems).toEqual([]);
});

test("on a laptop the editor lines up with the header, its hints keep a readable measure, and the preview stands beside the form", async ({ page }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  await page.goto('/robots.txt');
  const problems: string[] = [];
  for (const language of ['he', 'en'] as const) {
    for (const screen of [SCREENS[1], SCREENS[2]]) {
      await page.setViewportSize(screen);
      await openIn(page, `/editor/${card.id}`, language);
      const where = `${language} at ${screen.width} px`;
      // The page's start edge is the header's: the brand and the editor's title begin at the same place.
      const [brand, title] = await Promise.all([page.locator('.site-header .brand').boundingBox(), page.locator('.editor-bar h1').boundingBox()]);
      const startOf = (box: { x: number; width: number }) => (language === 'he' ? box.x + box.width : box.x);
      if (Math.abs(startOf(brand!) - startOf(title!)) > 2) problems.push(`${where}: the title starts at ${Math.round(startOf(title!))}, the header at ${Math.round(startOf(brand!))}`);
      const form = (await page.locator('.editor-form').boundingBox())!;
      const preview = page.locator('.editor-preview');
      await expect(preview, where).toBeInViewport();
      const beside = (await preview.boundingBox())!;
      if (beside.x < form.x + form.width && form.x < beside.x + beside.width) problems.push(`${where}: the preview is not beside the form`);
      for (const hint of await page.locator('.editor-form .field-hint').filter({ visible: true }).all()) problems.push(...(await longLines(hint)).map((line) => `${where} hint ${line}`));
    }
  }
  expect(problems).toEqual([]);
});

test("on a laptop a lead's long address breaks only after its «@» or a dot, and its follow-up opens across the page, under the lead", async ({ page, playwright, baseURL }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  const visitor = await playwright.request.newContext({ baseURL });
  // The same addresses each run: the widest letters of a random part once made the table 3 px too wide.
  const leads = [
    { name: 'Alexander Konstantinopolsky', phone: '052-555-1234', email: 'alexander.konstantinopolsky.sales@verylongdomainname-example.com' },
    { name: 'דנה לוי', email: 'dana-levi-marketing@studio-gal-design.example.test' },
  ];
  // A part longer than the address's column can hold breaks inside it, rather than push the table off the page.
  const overlong = { name: 'Wolfgang Mozart', email: 'wolfgang-amadeus-mozart-salzburg-musikverein-wien@example.com' };
  for (const lead of [...leads, overlong]) {
    const sent = await visitor.post(`/api/public/profiles/${card.slug}/leads`, { data: { ...lead, consent: true }, headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  await visitor.dispose();
  await page.goto('/robots.txt');
  const problems: string[] = [];
  for (const language of ['he', 'en'] as const) {
    for (const screen of [SCREENS[1], SCREENS[2]]) {
      await page.setViewportSize(screen);
      await openIn(page, '/leads', language);
      const where = `${language} at ${screen.width} px`;
      for (const { name, email } of [...leads, overlong]) {
        const address = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) }).getByRole('link', { name: email });
        const lines = await linesOfText(address);
        if (lines.join('') !== email) problems.push(`${where}: ${email} is drawn as "${lines.join('')}"`);
        // A line ends where an address may break: after its «@» or a dot, or at its end.
        if (email !== overlong.email && lines.slice(0, -1).some((line) => !/[@.]$/.test(line))) problems.push(`${where}: ${lines.join(' / ')}`);
      }
      const { excess, culprits } = await page.evaluate(sidewaysOverflow);
      if (excess > 0) problems.push(`${where} is ${excess} px too wide: ${culprits.join(', ')}`);
      const hidden = await page.locator('.table-scroll').evaluate((table) => table.scrollWidth - table.clientWidth);
      if (hidden > 0) problems.push(`${where}: ${hidden} px of the leads scrolled aside`);
    }
  }

  // The follow-up's fields and history have room: not the note column's 8rem, a line of the page under the lead.
  await openIn(page, '/leads', 'en');
  const name = leads[0]!.name;
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
  await row.getByText(en['leads.followUpOf']).click();
  await expect(page.getByLabel(en['leads.addTag'])).toBeVisible();
  const panel = (await page.locator('.lead-pipeline-panel').boundingBox())!;
  const lead = (await row.boundingBox())!;
  if (panel.width < 0.75 * lead.width) problems.push(`at 1280 px the follow-up is ${Math.round(panel.width)} px wide under a ${Math.round(lead.width)} px lead`);
  const call = (await row.getByRole('link', { name: en['leads.callName'].replace('{name}', name) }).boundingBox())!;
  if (panel.y < call.y + call.height) problems.push('at 1280 px the follow-up opens beside the lead, not under it');
  expect(problems).toEqual([]);
});

test("the admin's note on protecting the account keeps a reading measure on a laptop and stays off the window's edge on a tablet", async ({ page }) => {
  await signInPageAs(page, SEEDED_ADMIN);
  await page.goto('/robots.txt');
  const problems: string[] = [];
  for (const language of ['he', 'en'] as const) {
    await openIn(page, '/admin', language);
    const note = page.getByRole('note').filter({ hasText: language === 'he' ? /אימות/ : /two-step/ });
    await expect(note).toBeVisible();
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      const where = `${language} at ${screen.width} px`;
      problems.push(...(await longLines(note)).map((line) => `${where} ${line}`));
      const box = (await note.boundingBox())!;
      if (box.x < 8 || box.x + box.width > screen.width - 8) problems.push(`${where}: the note runs to the window's edge [${Math.round(box.x)}, ${Math.round(box.x + box.width)}]`);
    }
  }
  expect(problems).toEqual([]);
});

test('the landing page lays its five testimonials out in even rows on a laptop, and one under another on a phone', async ({ page }) => {
  await page.goto('/robots.txt');
  const problems: string[] = [];
  for (const language of ['he', 'en'] as const) {
    await openIn(page, '/', language);
    for (const width of [320, 360, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const where = `${language} at ${width} px`;
      const tops = await page.locator('#testimonials blockquote').evaluateAll((quotes) => quotes.map((quote) => Math.round(quote.closest('li')!.getBoundingClientRect().top)));
      const rows = [...new Set(tops)].map((top) => tops.filter((other) => Math.abs(other - top) <= 2).length);
      if (width < 500 && rows.some((cards) => cards > 1)) problems.push(`${where}: rows of ${rows.join(' + ')}, not one under another`);
      if (Math.max(...rows) - Math.min(...rows) > 1) problems.push(`${where}: rows of ${rows.join(' + ')}`);
      const { excess, culprits } = await page.evaluate(sidewaysOverflow);
      if (excess > 0) problems.push(`${where} is ${excess} px too wide: ${culprits.join(', ')}`);
    }
  }
  expect(problems).toEqual([]);
});
