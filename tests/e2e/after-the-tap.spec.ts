import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { ParsedMail } from 'mailparser';
import { expect, test } from './fixtures';
import { mailsTo } from '../helpers/mail';
import type { Profile } from '../../shared/contract/profiles';
import { createCard, e2eDataDir, signInAsNewOwner } from './support/accounts';
import { callApi } from './support/api';
import { brokenAcrossLines } from './support/broken-words';
import { networkIdle } from './support/network-idle';
import { sidewaysOverflow } from './support/phone-screen';
import { leaveLead, visitCard, visitorName } from './support/visitor';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The mail the server saved for `address` once it has come (the lead mail worker sends within a few seconds). */
async function mailTo(address: string, count = 1): Promise<ParsedMail[]> {
  let mails: ParsedMail[] = [];
  await expect.poll(async () => (mails = await mailsTo(e2eDataDir(), address)).length, { timeout: 20_000 }).toBe(count);
  return mails;
}

const linkIn = (mail: ParsedMail, path: string) => new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(mail.text ?? '')![0];

test('a visitor asks for the card (Hebrew): it comes by mail with its vCard; they open their details from it and delete them; the owner is told', async ({ browser, baseURL, page }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { company: 'סטודיו נועה' });
  const name = visitorName('מבקשת כרטיס');
  const address = `visitor-${Date.now().toString(36)}@example.test`;
  const visitor = await visitCard(browser, baseURL, card.slug, true, { viewport: { width: 390, height: 844 } });
  const form = visitor.getByRole('region', { name: 'השאירו פרטים' });
  await expect(form.getByText('הפרטים נשמרים אצל סטודיו נועה כדי לחזור אליכם בנוגע לפנייה.')).toBeVisible();
  await form.getByLabel('שם', { exact: true }).fill(name);
  await form.getByLabel('מייל', { exact: true }).fill(address);
  await form.getByRole('checkbox', { name: /שלחו לי את הכרטיס במייל/ }).check();
  await expect(form.getByRole('checkbox', { name: 'אני מסכים/ה לקבל עדכונים והצעות מאת סטודיו נועה במייל' })).not.toBeChecked();
  await form.getByRole('checkbox', { name: /ייצור איתי קשר/ }).check();
  await form.getByRole('button', { name: 'שליחת הפרטים' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'תודה! הפרטים נשלחו' })).toHaveText(/הכרטיס בדרך אליכם במייל\.$/);

  const [mail] = await mailTo(address);
  expect(mail!.subject).toBe('הכרטיס של נועה כהן');
  expect(mail!.attachments.map((file) => file.filename)).toEqual(['נועה כהן.vcf']);

  await visitor.goto(linkIn(mail!, '/my-details'));
  await expect(visitor.getByRole('heading', { name: 'הפרטים שלך' })).toBeVisible();
  await expect(visitor.getByText(name)).toBeVisible();
  // The button asks first, on a page of its own that says what goes; its link keeps the details.
  await visitor.getByRole('button', { name: 'מחיקת כל הפרטים שלי' }).click();
  await expect(visitor.getByRole('heading', { name: 'למחוק את הפרטים שלך?' })).toBeVisible();
  await expect(visitor.getByRole('listitem')).toHaveText(/: שם, מייל, הסכמה ליצירת קשר, סטטוס ומיילים שנשלחו אליך$/);
  await expect(visitor.getByText('הודעה על המחיקה תישלח אל סטודיו נועה, בלי השם והכתובת שלך.')).toBeVisible();
  await visitor.getByRole('link', { name: 'לא, להשאיר את הפרטים' }).click();
  await expect(visitor.getByText(name)).toBeVisible();
  await visitor.getByRole('button', { name: 'מחיקת כל הפרטים שלי' }).click();
  await visitor.getByRole('button', { name: 'כן, למחוק לצמיתות' }).click();
  await expect(visitor.getByText('הפרטים שלך נמחקו לצמיתות, והודעה על כך נשלחה אל סטודיו נועה.')).toBeVisible();
  await visitor.context().close();

  await page.goto('/leads');
  await expect(page.getByText('עדיין אין לידים.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: /^התראות/ }).click();
  const bell = page.getByRole('region', { name: 'התראות' });
  await expect(bell.getByText('מבקר/ת מחק/ה את הפרטים שהשאיר/ה')).toBeVisible();
  await expect(bell.getByText(name, { exact: false })).toHaveCount(0);
});

test('a visitor reads their details on a phone in every card language: each value has the width of a line, not a sliver beside its label', async ({ page, playwright, baseURL }) => {
  await signInAsNewOwner(page);
  // One card, written in each language in turn (a trial allows only a few cards); the mail's link keeps the language.
  let card = await createCard(page.request, { company: 'סטודיו נועה לעיצוב פנים' });
  const visitor = await playwright.request.newContext({ baseURL });
  const addresses: [string, string][] = [];
  for (const language of ['he', 'ar', 'en', 'ru'] as const) {
    card = await callApi<Profile>(page.request, 'PUT', `/api/profiles/${card.id}`, { ...card, language, version: card.version });
    const address = `narrow-${language}-${Date.now().toString(36)}@example.test`;
    const lead = { name: 'Dana Levi', email: address, phone: '050-1234567', message: 'Please call me back about the kitchen.', consent: true, marketingConsent: true, sendCard: true };
    const sent = await visitor.post(`/api/public/profiles/${card.slug}/leads`, { data: lead, headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(sent.status(), await sent.text()).toBe(201);
    addresses.push([language, address]);
  }
  await visitor.dispose();

  for (const [language, address] of addresses) {
    const [mail] = await mailTo(address);
    await page.goto(linkIn(mail!, '/my-details'));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const width of [320, 360, 414]) {
      await page.setViewportSize({ width, height: 800 });
      const narrowest = await page.locator('dl').first().evaluate((list) => {
        const whole = list.getBoundingClientRect().width;
        return Math.min(...[...list.querySelectorAll('dd')].map((value) => value.getBoundingClientRect().width / whole));
      });
      expect(narrowest, `${language} at ${width} px`).toBeGreaterThan(0.6);
      expect(await page.evaluate(sidewaysOverflow), `${language} at ${width} px`).toEqual({ excess: 0, culprits: [] });
    }
  }
});

test('a visitor’s address stays in one piece on their details and refusal pages on a Hebrew phone, at every width', async ({ page, playwright, baseURL }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { company: 'סטודיו נועה' });
  const stamp = Date.now().toString(36);
  // One that fits a line, and one too long for a 320 px line, which breaks only after its "@".
  const short = `vis-he-${stamp}@example.test`;
  const long = `vis-he-${stamp}-kitchen@interior-studio.test`;
  const visitor = await playwright.request.newContext({ baseURL });
  for (const email of [short, long]) {
    const lead = { name: 'Dana Levi', email, consent: true, sendCard: true };
    expect((await visitor.post(`/api/public/profiles/${card.slug}/leads`, { data: lead, headers: { 'Sec-Fetch-Site': 'same-origin' } })).status()).toBe(201);
  }
  await visitor.dispose();
  for (const [address, pieces] of [[short, [short]], [long, [`${long.split('@')[0]!}@`, 'interior-studio.test']]] as const) {
    const [mail] = await mailTo(address);
    // "vis-he-" at the end of a right-to-left line and the rest at the next one's start read as two addresses.
    for (const path of ['/my-details', '/unsubscribe']) {
      await page.goto(linkIn(mail!, path));
      for (let width = 320; width <= 414; width += 2) {
        await page.setViewportSize({ width, height: 800 });
        for (const piece of pieces) expect.soft(await brokenAcrossLines(page.locator('main p').first(), piece), `${piece} on ${path} at ${width} px`).toBe(false);
      }
    }
  }
});

test("the follow-up's preview on a Hebrew card shows its links as they are written, left to right", async ({ page }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { displayName: 'סטודיו גל' });
  await page.goto(`/follow-up/${card.id}`);
  const preview = page.locator('.follow-up-preview pre');
  await expect(preview).toContainText('/unsubscribe?token=');
  // Where each part of the refusal link's end is drawn: the token's characters follow "token=" to its right.
  const order = await preview.evaluate((pre) => {
    const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    // The link is drawn in pieces (it may wrap after its "?"): the piece that completes "unsubscribe?token=" holds "token=".
    let text = walker.nextNode() as Text;
    for (let seen = text.data; !seen.includes('unsubscribe?token='); seen += text.data) text = walker.nextNode() as Text;
    const at = text.data.indexOf('token=') + 'token'.length;
    const box = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, to);
      return range.getBoundingClientRect();
    };
    return { equals: box(at, at + 1).left, after: box(at + 1, at + 2).left, before: box(at - 5, at).left };
  });
  expect(order.before).toBeLessThan(order.equals);
  expect(order.equals).toBeLessThan(order.after);
});

test("the follow-up's preview wraps its links only between their parts, never inside a word, on a Hebrew phone", async ({ page }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { displayName: 'סטודיו גל' });
  await page.goto(`/follow-up/${card.id}`);
  const preview = page.locator('.follow-up-preview pre');
  await expect(preview).toContainText('/unsubscribe?token=');
  for (const width of [320, 360, 414]) {
    await page.setViewportSize({ width, height: 800 });
    for (const word of ['unsubscribe', 'details', card.slug]) expect.soft(await brokenAcrossLines(preview, word), `"${word}" at ${width} px`).toBe(false);
  }
});

test("the follow-up's preview on an Arabic card never breaks the way to reach the business at its hyphen, at any phone width", async ({ page }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { language: 'ar', displayName: 'رنا', items: [{ kind: 'email', label: '', value: 'rana@dana-design.co.il' }] });
  await page.goto(`/follow-up/${card.id}`);
  const preview = page.locator('.follow-up-preview pre');
  await expect(preview).toContainText('rana@dana-design.co.il');
  // "rana@dana-" at the end of one right-to-left line and "design.co.il" at the start of the next read as two words.
  for (let width = 320; width <= 440; width += 4) {
    await page.setViewportSize({ width, height: 800 });
    expect.soft(await brokenAcrossLines(preview, 'rana@dana-design.co.il'), `${width} px`).toBe(false);
  }
  // The preview's text is the mail's, to copy as it is.
  await expect(preview).toContainText('للتواصل: \u2068rana@dana-design.co.il\u2069');
});

test('a follow-up goes out by itself (English) and one click refuses more; the lead shows it', async ({ browser, baseURL, page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { displayName: 'Sam Cohen', language: 'en' });
  await page.goto(`/follow-up/${card.id}`);
  await page.getByLabel('Subject').fill('Spring offer for {name}');
  await page.getByRole('checkbox', { name: 'Send it automatically to every new lead who left an email address' }).check();
  await page.getByRole('checkbox', { name: 'This is a marketing email (it promotes something)' }).check();
  await expect(page.getByText('פרסומת | Advertisement: Spring offer for Dana')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Follow-up email saved')).toBeVisible();

  const address = `follow-${Date.now().toString(36)}@example.test`;
  const visitor = await visitCard(browser, baseURL, card.slug, true);
  const form = visitor.getByRole('region', { name: 'Leave your details' });
  await form.getByLabel('Name', { exact: true }).fill('Ann');
  await form.getByLabel('Email', { exact: true }).fill(address);
  await form.getByRole('checkbox', { name: 'I agree to receive news and offers from Sam Cohen by email' }).check();
  await form.getByRole('checkbox', { name: /may contact me about this enquiry/ }).check();
  await form.getByRole('button', { name: 'Send my details' }).click();
  const [mail] = await mailTo(address);
  expect(mail!.subject).toBe('פרסומת | Advertisement: Spring offer for Ann');

  await visitor.goto(linkIn(mail!, '/unsubscribe'));
  await visitor.getByRole('button', { name: 'Stop emails' }).click();
  await expect(visitor.getByText('Done. No more emails from Sam Cohen will be sent to you.')).toBeVisible();
  await visitor.context().close();

  await page.goto('/leads');
  const lead = page.getByRole('rowgroup').filter({ has: page.getByRole('row', { name: /Ann/ }) });
  await expect(lead.getByText('Opted out of email')).toBeVisible();
  // Each row's disclosure names its lead to a screen reader, not only "Follow-up and history" on every row.
  await expect(lead.locator('summary')).toHaveText(/^Follow-up and history: .*Ann/);
  await lead.getByText('Follow-up and history').click();
  await expect(lead.getByText('Follow-up email: sent')).toBeVisible();
  await expect(lead.getByText('Opted out of further email')).toBeVisible();
});

test('the owner tags a lead and sets a reminder for today (Hebrew): the bell rings; then exports everything as a ZIP', async ({ browser, baseURL, page }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  const name = visitorName('ליד לתזכורת');
  const visitor = await visitCard(browser, baseURL, card.slug, false);
  await leaveLead(visitor, name);
  await visitor.context().close();

  await page.goto('/leads');
  const lead = page.getByRole('rowgroup').filter({ has: page.getByRole('row', { name: new RegExp(name) }) });
  await lead.getByText('מעקב והיסטוריה').click();
  await lead.getByLabel('תגית חדשה').fill('כנס');
  await lead.getByRole('button', { name: 'הוספה' }).click();
  await expect(lead.getByText('#כנס')).toBeVisible();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date());
  await lead.getByLabel('תזכורת ביום').fill(today);
  // The bell counts the reminder with the lead at once, without a reload.
  await page.getByRole('button', { name: 'התראות, 2 חדשות' }).click();
  await expect(page.getByRole('region', { name: 'התראות' }).getByText(`תזכורת: ${name}`)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/account');
  // The account page's sections load their own data: the link is tapped once they have drawn and nothing moves.
  await networkIdle(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'הורדת המידע' }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toMatch(/^kartis-account-.+\.zip$/);
  const archive = unzipSync(new Uint8Array(await readFile((await zip.path())!)));
  expect(Object.keys(archive)).toEqual(expect.arrayContaining(['account.json', 'leads.csv', 'leads.json', 'statistics.csv', 'webhooks.json']));
  expect(strFromU8(archive['leads.json']!)).toContain('"tags": [\n      "כנס"\n    ]');
});
