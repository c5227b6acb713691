import { readFile } from 'node:fs/promises';
import type { APIRequest, APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { keepLanguage } from './support/language';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { linesOfText, wordsBrokenIn } from './support/broken-words';
import { createCard, registerOwner, signInAsNewOwner } from './support/accounts';
import { callApi } from './support/api';
import { sidewaysOverflow } from './support/phone-screen';
import { visitCard, visitorName } from './support/visitor';
import { en } from '../../shared/i18n/en';
import { he } from '../../shared/i18n/he';

const THANKS = 'תודה! הפרטים נשלחו, ובעל הכרטיס יחזור אליכם בהקדם.';

/** The card of an owner registered for this test only, so its leads and notifications are this test's alone. */
async function ownCard(request: APIRequestContext): Promise<string> {
  await registerOwner(request);
  return (await createCard(request)).slug;
}

async function fillLeadForm(page: Page, name: string): Promise<void> {
  const form = page.getByRole('region', { name: 'השאירו פרטים' });
  await form.getByLabel('שם', { exact: true }).fill(name);
  await form.getByLabel('טלפון').fill('052-555-1234');
  await form.getByLabel('הודעה (לא חובה)').fill('אשמח לשיחה, "בבקשה", מחר');
  await form.getByRole('checkbox', { name: /ייצור איתי קשר/ }).check();
  await form.getByRole('button', { name: 'שליחת הפרטים' }).click();
}

/** How many lines an element's text takes. */
function linesOf(element: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

/** Signs `page` in as a new owner with a card, on which a visitor (another browser) then leaves a lead named after `label`. */
async function ownerWithLead(browser: Browser, baseURL: string | undefined, page: Page, label: string) {
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  const name = visitorName(label);
  const visitor = await visitCard(browser, baseURL, card.slug, true);
  await fillLeadForm(visitor, name);
  await expect(visitor.getByText(THANKS, { exact: true })).toBeVisible();
  await visitor.context().close();
  return { card, name };
}

/** Signs `page` in as a new owner with a card, to which a visitor's lead is posted through the API; its name. */
async function ownerWithPostedLead(page: Page, requests: APIRequest, baseURL: string | undefined, lead: { name: string; phone?: string; email?: string; message?: string }): Promise<string> {
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  const visitor = await requests.newContext({ baseURL });
  const sent = await visitor.post(`/api/public/profiles/${card.slug}/leads`, { data: { ...lead, consent: true }, headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(sent.status(), await sent.text()).toBe(201);
  await visitor.dispose();
  return lead.name;
}

test('a visitor leaves details with JavaScript on: sent inline, no reload, thank-you announced', async ({ browser, baseURL, request }) => {
  const page = await visitCard(browser, baseURL, await ownCard(request), true);
  await expect(page.locator('.kc--live')).toBeVisible();
  await fillLeadForm(page, visitorName('מבקרת עם JS'));
  await expect(page.getByRole('status').filter({ hasText: THANKS })).toBeVisible();
  await expect(page.getByRole('button', { name: 'שליחת הפרטים' })).toBeHidden();
  expect(new URL(page.url()).search).toBe('');
  await page.context().close();
});

test('a visitor leaves details with JavaScript off: the form posts and the page comes back with the thank-you', async ({ browser, baseURL, request }) => {
  const slug = await ownCard(request);
  const page = await visitCard(browser, baseURL, slug, false);
  await fillLeadForm(page, visitorName('מבקר בלי JS'));
  await expect(page).toHaveURL(new RegExp(`/p/${slug}\\?lead=sent#lead-sent$`));
  await expect(page.getByText(THANKS, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'שליחת הפרטים' })).toBeHidden();
  await page.context().close();
});

test('in English the bell tells of a new lead in English, naming the lead and the card', async ({ browser, baseURL, page }) => {
  const { name } = await ownerWithLead(browser, baseURL, page, 'ליד באנגלית');
  await keepLanguage(page, 'en');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(panel.getByText(`New lead: ${name}`)).toBeVisible();
  await expect(panel.getByText(/^A new inquiry came in through the card ".+"\. See the details on the Leads page\.$/)).toBeVisible();
  await expect(panel).not.toContainText('ליד חדש');
});

test('the owner gets the notification, finds the lead in /leads, changes its status and exports CSV; /leads is accessible', async ({ browser, baseURL, page }) => {
  // Two browsers, a download and an axe run: on a busy two-core runner this takes most of the default 30 s.
  test.slow();
  const { name } = await ownerWithLead(browser, baseURL, page, 'ליד לבדיקה');

  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: 'התראות, התראה חדשה אחת' });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('region', { name: 'התראות' });
  await expect(panel.getByText(`ליד חדש: ${name}`)).toBeVisible();
  // Opening the popover marks everything read: the badge goes.
  await expect(page.getByRole('button', { name: 'התראות', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/leads');
  await page.getByRole('searchbox', { name: 'חיפוש' }).fill(name);
  await page.getByRole('button', { name: 'חיפוש', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: `חיוג אל ${name}` })).toHaveAttribute('href', 'tel:+972525551234');
  // The chat opens with a reply already written to the lead (tests/unit/lead-reply.test.ts checks its words).
  await expect(row.getByRole('link', { name: `וואטסאפ אל ${name}` })).toHaveAttribute('href', /^https:\/\/wa\.me\/972525551234\?text=%D7%94%D7%99%D7%99%20/);

  await row.getByRole('combobox', { name: `הסטטוס של ${name}` }).selectOption('contacted');
  await expect(row.getByRole('status')).toContainText(['הסטטוס עודכן']);
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByRole('combobox')).toHaveValue('contacted');

  await page.getByText('ייצוא', { exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'ייצוא ל\u2011CSV' }).click();
  const csv = await readFile((await (await download).path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.toString('utf8');
  expect(text).toContain(`${name},,052-555-1234,,"אשמח לשיחה, ""בבקשה"", מחר",נוצר קשר`);
  // The same leads for a phone's contacts and for Google Contacts.
  const vcard = page.waitForEvent('download');
  await page.getByRole('link', { name: 'ייצוא לאנשי קשר (vCard)' }).click();
  expect(await readFile((await (await vcard).path())!, 'utf8')).toContain(`FN:${name}\r\n`);
  const google = page.waitForEvent('download');
  await page.getByRole('link', { name: 'ייצוא ל\u2011Google Contacts' }).click();
  expect(await readFile((await (await google).path())!, 'utf8')).toMatch(/^First Name,Last Name,Organization Name,Notes,Labels,/);

  await expectNoAccessibilityViolations(page);
});

test('a note typed on a lead is kept when the owner moves on without pressing save; the page says the lead may see it', async ({ browser, baseURL, page }) => {
  const { name } = await ownerWithLead(browser, baseURL, page, 'ליד עם הערה');
  await page.goto('/leads');
  const note = page.getByRole('row', { name: new RegExp(name) }).getByRole('textbox', { name: `הערה על ${name}` });
  await note.fill('להציע פגישה ביום ראשון');
  await page.getByRole('navigation', { name: 'ניווט ראשי' }).getByRole('link', { name: 'לוח בקרה' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^שלום, / })).toBeVisible();
  await page.goBack();
  await expect(note).toHaveValue('להציע פגישה ביום ראשון');
  // Kept by the server, not only in this page's memory.
  await page.reload();
  await expect(note).toHaveValue('להציע פגישה ביום ראשון');
  await expect(page.getByText('מי שהשאיר פרטים רשאי לעיין במידע שנשמר עליו, כולל הסטטוס, התגיות וההערות שלכם', { exact: false })).toBeVisible();
});

test('on a phone a long message shows its first lines, and the whole of it on a press', async ({ page, playwright, baseURL }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  const visitor = await playwright.request.newContext({ baseURL });
  const message = `שלום, ${'אני מחפשת מעצבת למטבח ולסלון, עם תקציב גמיש ולוח זמנים של חודשיים. '.repeat(28)}תודה!`;
  const sent = await visitor.post(`/api/public/profiles/${card.slug}/leads`, { data: { name: 'מבקרת ארכנית', phone: '050-1234567', message, consent: true }, headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(sent.status(), await sent.text()).toBe(201);
  await visitor.dispose();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/leads');
  const lead = page.getByRole('row', { name: /מבקרת ארכנית/ });
  const more = lead.getByRole('button', { name: 'הצגת ההודעה המלאה' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  // Its status and note stay within a screen of its name.
  expect((await lead.boundingBox())!.height).toBeLessThan(740);
  await more.click();
  await expect(lead.getByRole('button', { name: 'קיצור ההודעה' })).toHaveAttribute('aria-expanded', 'true');
  expect((await lead.boundingBox())!.height).toBeGreaterThan(1000);
});

test('on a phone, a tablet and a small laptop each lead is a card: name, contact, card and date in view, and call / WhatsApp / save-contact at least 44 px; on a wider laptop a phone number stays on one line', async ({ browser, baseURL, page }) => {
  const { card, name } = await ownerWithLead(browser, baseURL, page, 'ליד בטלפון');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/leads');
  const lead = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(lead).toBeVisible();
  const box = (await lead.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  for (const text of [name, '052-555-1234', card.displayName]) await expect(lead.getByText(text, { exact: true }).first()).toBeInViewport();
  for (const action of [`חיוג אל ${name}`, `וואטסאפ אל ${name}`, `שמירת ${name} כאיש קשר`]) {
    const control = lead.getByRole('link', { name: action });
    await expect(control).toBeInViewport();
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A tablet and a small laptop are narrower than the table: the leads stay cards there, nothing hidden at the side.
  for (const width of [800, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    for (const action of [`חיוג אל ${name}`, `שמירת ${name} כאיש קשר`]) await expect(lead.getByRole('link', { name: action }), `at ${width} px`).toBeInViewport({ ratio: 1 });
    expect(await page.locator('.table-scroll').evaluate((table) => table.scrollWidth - table.clientWidth), `at ${width} px`).toBeLessThanOrEqual(0);
  }

  // A laptop's full width shows the table, and a phone number on one line there, not broken at its hyphen.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await lead.getByRole('link', { name: '052-555-1234', exact: true }).evaluate(linesOf)).toBe(1);
});

test('on a laptop the whole leads table is in view in Hebrew and English: every column and every action of a lead with a long name and address, nothing scrolled aside', async ({ page, playwright, baseURL }) => {
  const name = await ownerWithPostedLead(page, playwright.request, baseURL, {
    name: 'Alexander Konstantinopolsky-Vasilievich',
    phone: '+972-52-555-1234',
    email: 'alexander.konstantinopolsky.longaddress@verylongdomainname-example.com',
    message: 'Please call me back about the kitchen renovation project next week.',
  });

  for (const [language, t] of [['he', he], ['en', en]] as const) {
    await keepLanguage(page, language);
    await page.goto('/leads');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row).toBeVisible();
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const where = `${language} at ${width} px`;
      expect(await page.locator('.table-scroll').evaluate((table) => table.scrollWidth - table.clientWidth), where).toBeLessThanOrEqual(0);
      if (width > 1120) await expect(page.getByRole('columnheader', { name: t['leads.colActions'] }), where).toBeInViewport({ ratio: 1 });
      for (const action of ['leads.callName', 'leads.whatsappName', 'leads.smsName', 'leads.emailName', 'leads.vcardName'] as const) {
        await expect(row.getByRole('link', { name: t[action].replace('{name}', name) }), `${action}, ${where}`).toBeInViewport({ ratio: 1 });
      }
      await expect(row.getByRole('button', { name: t['leads.deleteName'].replace('{name}', name) }), where).toBeInViewport({ ratio: 1 });
    }
  }
});

test("a lead's history lists its entries from their dates, with no number before each", async ({ page, playwright, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const name = await ownerWithPostedLead(page, playwright.request, baseURL, { name: 'ליד עם היסטוריה', phone: '052-555-1234' });
  await page.goto('/leads');
  const lead = page.getByRole('rowgroup').filter({ has: page.getByRole('rowheader', { name }) });
  await lead.getByText('מעקב והיסטוריה').click();
  const entry = lead.getByRole('list', { name: 'היסטוריה' }).getByRole('listitem').first();
  await expect(entry).toHaveText(/^\d{1,2}\sב\S+\s\d{4}\sהגיע\/ה דרך טופס הכרטיס$/);
  // "1. 1 בדצמבר 2026 …": a list number read as part of the date.
  expect(await entry.evaluate((item) => getComputedStyle(item).listStyleType)).not.toMatch(/decimal|hebrew|arabic|cyrillic|latin|alpha|roman/);
});

test('on a phone a lead not yet dealt with says «חדש» / «New» among its badges, in words a screen reader reads, until its status changes', async ({ page, playwright, baseURL }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { language: 'ar' });
  const visitor = await playwright.request.newContext({ baseURL });
  const sent = await visitor.post(`/api/public/profiles/${card.slug}/leads`, { data: { name: 'رنا حداد', phone: '052-555-1234', consent: true }, headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(sent.status(), await sent.text()).toBe(201);
  await visitor.dispose();

  await page.setViewportSize({ width: 320, height: 740 });
  for (const [language, t] of [['he', he], ['en', en]] as const) {
    await keepLanguage(page, language);
    await page.goto('/leads');
    const name = page.getByRole('rowheader', { name: /رنا حداد/ });
    await expect(name).toHaveAccessibleName(new RegExp(t['leads.status.new']));
    // On the line of the lead's other badge, not alone under them.
    const marker = name.getByText(t['leads.status.new'], { exact: true });
    const languageBadge = name.getByText(t['leads.language'], { exact: false });
    expect(Math.abs((await marker.boundingBox())!.y - (await languageBadge.boundingBox())!.y), language).toBeLessThan(4);
  }
  await page.getByRole('combobox', { name: 'Status of رنا حداد' }).selectOption('contacted');
  await expect(page.getByRole('rowheader', { name: /رنا حداد/ })).not.toHaveAccessibleName(/New/);
});

test("on a phone a lead's status and note say they were saved beside their fields, covering none of the lead's buttons, then clear; a failure still says so", async ({ page, playwright, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const name = await ownerWithPostedLead(page, playwright.request, baseURL, { name: 'דנה לוי', phone: '052-555-1234', email: `dana-${Date.now().toString(36)}@example.test` });
  await page.goto('/leads');
  const lead = page.getByRole('rowgroup').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
  await lead.getByText('מעקב והיסטוריה').click();
  const followUp = lead.getByRole('button', { name: 'שליחת מייל ההמשך' });
  // The follow-up button low on the screen, where a toast appears.
  await followUp.evaluate((button) => scrollBy(0, button.getBoundingClientRect().bottom - innerHeight + 30));
  /** The control a finger pressing the middle of `control` reaches. */
  const reached = (control: typeof followUp) => control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });

  await lead.getByRole('combobox', { name: `הסטטוס של ${name}` }).selectOption('meeting');
  const statusSaved = lead.locator('.lead-status').getByRole('status');
  await expect(statusSaved).toHaveText('הסטטוס עודכן');
  expect(await reached(followUp)).toBe(true);
  expect(await reached(lead.getByLabel('תזכורת ביום'))).toBe(true);
  await expect(page.locator('.toast')).toHaveCount(0);

  await lead.getByRole('textbox', { name: `הערה על ${name}` }).fill('להתקשר ביום ראשון');
  await lead.getByRole('button', { name: 'שמירת ההערה' }).click();
  await expect(lead.locator('.lead-note-cell > .lead-saved')).toHaveText('ההערה נשמרה');
  await expect(page.locator('.toast')).toHaveCount(0);
  await expect(statusSaved).toHaveText('');
  await expectNoAccessibilityViolations(page);
  await expect(lead.locator('.lead-note-cell > .lead-saved')).toHaveText('', { timeout: 8000 });

  // A change the server refuses is said in a toast, as before.
  await page.route('**/api/leads/*', (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 422, json: { message: 'הנתונים אינם תקינים', code: 'validation_failed' } }) : route.fallback()));
  await lead.getByRole('combobox', { name: `הסטטוס של ${name}` }).selectOption('customer');
  await expect(page.getByRole('alert').filter({ hasText: 'הפעולה נכשלה' })).toBeVisible();
  await expect(statusSaved).toHaveText('');
  // …and the status shown is the saved one again.
  await expect(lead.getByRole('combobox', { name: `הסטטוס של ${name}` })).toHaveValue('meeting');
});

test('a lead from an Arabic card: on a phone its WhatsApp, SMS and mail open with a reply written in Arabic, each at least 44 px', async ({ page, playwright, baseURL }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { displayName: 'Yoav Cohen', contactKind: 'person', givenName: 'Yoav', familyName: 'Cohen', company: 'R&D #1', language: 'ar' });
  const visitor = await playwright.request.newContext({ baseURL });
  const sent = await visitor.post(`/api/public/profiles/${card.slug}/leads`, {
    data: { name: 'رنا حداد', phone: '052-555-1234', email: 'rana@example.test', consent: true },
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await visitor.dispose();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/leads');
  const lead = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'رنا حداد' }) });
  // Written in the card's language, not the owner's Hebrew; `&` and `#` in the company stay in the text.
  const reply = 'مرحبًا رنا، معك Yoav من R&D #1. سعدتُ بالتعرّف عليك! يسعدني أن نكمل حديثنا. متى يناسبك؟';
  const whatsapp = new URL((await lead.getByRole('link', { name: 'וואטסאפ אל رنا حداد' }).getAttribute('href'))!);
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/972525551234');
  expect(whatsapp.searchParams.get('text')).toBe(reply);
  const sms = (await lead.getByRole('link', { name: 'SMS אל رنا حداد' }).getAttribute('href'))!;
  expect(decodeURIComponent(sms)).toBe(`sms:+972525551234?&body=${reply}`);
  const mail = new URL((await lead.getByRole('link', { name: 'מייל אל رنا حداد' }).getAttribute('href'))!);
  expect(mail.searchParams.get('subject')).toBe('سعدتُ بالتعرّف عليك');

  for (const action of ['חיוג אל', 'וואטסאפ אל', 'SMS אל', 'מייל אל']) {
    const control = lead.getByRole('link', { name: `${action} رنا حداد` });
    await expect(control).toBeInViewport();
    const box = (await control.boundingBox())!;
    expect(Math.min(box.height, box.width), action).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('at 320 px in Russian and Arabic a lead with a long Russian name reads it in whole words, and the name of the card it came from too', async ({ page, playwright, baseURL }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { displayName: 'Александра Константинопольская', language: 'ru' });
  const visitor = await playwright.request.newContext({ baseURL });
  const sent = await visitor.post(`/api/public/profiles/${card.slug}/leads`, {
    data: { name: 'Дмитрий Александрович Преображенский', phone: '054-111-2233', consent: true },
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await visitor.dispose();

  await page.setViewportSize({ width: 320, height: 740 });
  for (const language of ['ru', 'ar'] as const) {
    await keepLanguage(page, language);
    await page.goto('/leads');
    const lead = page.locator('.lead-row').filter({ hasText: 'Преображенский' });
    await expect(lead.locator('.lead-card')).toContainText('Константинопольская');
    expect.soft(await wordsBrokenIn(lead.locator('.lead-name > bdi, .lead-card, .lead-date')), language).toEqual([]);
  }
});

test("an event with no leads yet says so by its name on a phone, as on leaving the kiosk, and one tap shows every lead again", async ({ browser, baseURL, page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { name } = await ownerWithLead(browser, baseURL, page, 'ליד מהכרטיס');
  await page.goto(`/leads?event=${encodeURIComponent('Expo 2026')}`);
  const empty = page.locator('.leads-empty');
  await expect(empty.getByText('עדיין אין לידים מהאירוע Expo 2026.')).toBeVisible();
  await empty.getByRole('button', { name: 'הצגת כל הלידים' }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(page.locator('.leads-table tbody tr').filter({ hasText: name })).toBeVisible();
});

test("on a phone, a follow-up the card has no mail for says so and leads to writing it", async ({ playwright, baseURL, page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  const visitor = await playwright.request.newContext({ baseURL });
  const lead = { name: visitorName('ליד במייל'), email: `lead-${Date.now().toString(36)}@example.test`, consent: true };
  expect((await visitor.post(`/api/public/profiles/${card.slug}/leads`, { data: lead })).ok()).toBe(true);
  await visitor.dispose();
  await page.goto('/leads');
  const rows = page.locator('.leads-table tbody').filter({ hasText: lead.name });
  await rows.getByText('מעקב והיסטוריה').click();
  await rows.getByRole('button', { name: 'שליחת מייל ההמשך' }).click();
  const toast = page.locator('.toast').filter({ hasText: 'מייל ההמשך לא נשלח' });
  // Its buttons leave its text room to be read: not squeezed to a letter a line beside them.
  expect((await toast.locator('.toast-text').boundingBox())!.width).toBeGreaterThan(200);
  await toast.getByRole('button', { name: 'כתיבת מייל ההמשך' }).click();
  await expect(page).toHaveURL(`/follow-up/${card.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'מייל המשך ללידים' })).toBeVisible();
});

test("a lead's tags and reminder say they were saved beside their fields; a change the server refuses says so and shows the saved one again", async ({ page, playwright, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const name = await ownerWithPostedLead(page, playwright.request, baseURL, { name: 'נועה כהן', phone: '052-555-1234' });
  await page.goto('/leads');
  const lead = page.getByRole('rowgroup').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
  await lead.getByText('מעקב והיסטוריה').click();
  const tags = lead.getByRole('list', { name: 'תגיות' });
  const reminder = lead.getByLabel('תזכורת ביום');
  const addTag = async (tag: string) => {
    await lead.getByLabel('תגית חדשה').fill(tag);
    await lead.getByRole('button', { name: 'הוספה', exact: true }).click();
  };

  await addTag('לקוח חם');
  await expect(lead.getByRole('status').filter({ hasText: 'התגיות נשמרו' })).toBeVisible();
  await expect(tags.getByRole('listitem')).toHaveCount(1);
  await expect(page.locator('.toast')).toHaveCount(0);

  // Refused outright (400): said at once, and the lead's tags are the saved ones again.
  await page.route('**/api/leads/*', (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 400, json: { message: 'הנתונים אינם תקינים', code: 'validation_failed' } }) : route.fallback()));
  await addTag('דחוף');
  await expect(page.getByRole('alert').filter({ hasText: 'הפעולה נכשלה' })).toBeVisible();
  await expect(tags.getByRole('listitem')).toHaveText([/^לקוח חם/]);
  await expect(lead.getByRole('rowheader')).not.toContainText('#דחוף');
  await tags.getByRole('button', { name: 'הסרת התגית לקוח חם' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'הפעולה נכשלה' })).toBeVisible();
  await expect(tags.getByRole('listitem')).toHaveText([/^לקוח חם/]);
  await expect(lead.getByRole('rowheader')).toContainText('#לקוח חם');

  // A server error (500) is tried again a few times first; once it gives up, the reminder is back to none.
  await page.unrouteAll();
  await page.route('**/api/leads/*', (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { message: 'שגיאת שרת', code: 'server_error' } }) : route.fallback()));
  await reminder.fill('2026-12-24');
  await expect(reminder).toHaveValue('2026-12-24');
  await expect(reminder).toHaveValue('', { timeout: 25_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'הפעולה נכשלה' })).toBeVisible();
  await expect(lead.getByRole('rowheader')).not.toContainText('תזכורת:');
  await expect(lead.getByRole('status').filter({ hasText: 'התזכורת נשמרה' })).toHaveCount(0);
});

test('at 320 px a long email address of a lead breaks after its «@» or a dot only: no line starts with a dot, none ends with a hyphen', async ({ page, playwright, baseURL }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  const visitor = await playwright.request.newContext({ baseURL });
  const unique = Date.now().toString(36);
  const leads = [
    { name: 'יעל כהן', email: `yael.cohen.levinson.marketing.team.${unique}@haddad.dental.clinic.example.test` },
    { name: 'דנה לוי', email: `dana-levi-marketing-${unique}@studio-gal-design.example.test` },
  ];
  for (const lead of leads) {
    const sent = await visitor.post(`/api/public/profiles/${card.slug}/leads`, { data: { ...lead, consent: true }, headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  await visitor.dispose();
  await page.goto('/leads');
  for (const { name, email } of leads) {
    const address = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) }).getByRole('link', { name: email });
    const lines = await linesOfText(address);
    const drawn = lines.join(' / ');
    expect(lines.join('')).toBe(email);
    expect(lines.length, drawn).toBeGreaterThan(1);
    for (const line of lines) {
      expect(line.startsWith('.'), drawn).toBe(false);
      expect(line.endsWith('-'), drawn).toBe(false);
    }
  }
});

test('at 320 px a follow-up on a lead’s timeline whose subject holds a long unbroken word (a name typed as an address) keeps the page from scrolling sideways', async ({ page, playwright, baseURL }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  await callApi(page.request, 'PUT', `/api/profiles/${card.id}/follow-up`, { enabled: true, subject: 'תודה {name}', body: 'שלום {name},\nתודה שהשארת פרטים.', when: 'now', marketing: false });
  const visitor = await playwright.request.newContext({ baseURL });
  const name = `dana.levi.photography.${Date.now().toString(36)}`;
  const sent = await visitor.post(`/api/public/profiles/${card.slug}/leads`, { data: { name, email: `${name}@example.test`, consent: true }, headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(sent.status(), await sent.text()).toBe(201);
  await visitor.dispose();
  await page.goto('/leads');
  const lead = page.getByRole('rowgroup').filter({ has: page.getByRole('row', { name: new RegExp(name) }) });
  await lead.getByText('מעקב והיסטוריה').click();
  await lead.getByText(/^מייל המשך:/).click();
  await expect(lead.getByText(`תודה ${name}`)).toBeVisible();
  expect(await page.evaluate(sidewaysOverflow)).toEqual({ excess: 0, culprits: [] });
});

test('the leads of a card that is not the owner’s (deleted, another account’s) are a card not found, not "try again"', async ({ page }) => {
  await signInAsNewOwner(page);
  // The new owner has no cards: card 1, seeded, belongs to another account.
  for (const path of ['/contact-leads/1', '/leads?card=1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'הכרטיס לא נמצא' }), path).toBeVisible();
    await expect(page.getByRole('link', { name: 'חזרה לכרטיסים שלי' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'נסו שוב' })).toHaveCount(0);
  }
});

test('at 320 px a lead’s long tag (an address of 30 letters) wraps in its follow-up panel instead of pushing the page sideways', async ({ page, playwright, baseURL }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  const visitor = await playwright.request.newContext({ baseURL });
  const name = visitorName('תגית ארוכה');
  const sent = await visitor.post(`/api/public/profiles/${card.slug}/leads`, { data: { name, phone: '052-555-1234', consent: true }, headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(sent.status(), await sent.text()).toBe(201);
  await visitor.dispose();
  await page.goto('/leads');
  const lead = page.getByRole('rowgroup').filter({ has: page.getByRole('row', { name: new RegExp(name) }) });
  await lead.getByText('מעקב והיסטוריה').click();
  await lead.getByLabel('תגית חדשה').fill('instagram.com/dana.levi.design');
  await lead.getByRole('button', { name: 'הוספה' }).click();
  await expect(lead.getByRole('button', { name: /instagram\.com\/dana\.levi\.design/ })).toBeVisible();
  expect(await page.evaluate(sidewaysOverflow)).toEqual({ excess: 0, culprits: [] });
});
