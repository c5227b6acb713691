import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AdminContactRequest, AdminPage } from '../../shared/contract/admin';
import type { PhysicalCard } from '../../shared/contract/physical-cards';
import type { Profile } from '../../shared/contract/profiles';
import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { SEEDED_ADMIN, createCard, endTrial, signInAsNewOwner } from './support/accounts';
import { callApi } from './support/api';
import { keepLanguage } from './support/language';
import { placeOrder } from './support/orders';
import { untilAppTakesOver } from './support/drawn-page';
import { problemsOnPhones } from './support/phone-screen';

/** What the recorder reader saw, kept on window so the test can read it. */
interface NfcLog {
  writes: { message: unknown; overwrite: boolean | null; hasSignal: boolean }[];
  scans: number;
  locks: number;
  /** The DOMException name the next write throws (null: writes succeed). */
  failWith: string | null;
  /** When true, scan() never reads a tag (so a cancel can interrupt the read-back). */
  silentScan: boolean;
}

declare global {
  interface Window {
    nfcLog: NfcLog;
  }
}

/** Replaces Web NFC with a recorder: write() records or throws a chosen DOMException, scan() plays back the written records, makeReadOnly() counts. */
async function installNfcRecorder(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: NfcLog = { writes: [], scans: 0, locks: 0, failWith: null, silentScan: false };
    window.nfcLog = log;
    class RecorderReader extends EventTarget {
      async write(message: { records: unknown[] }, options?: { overwrite?: boolean; signal?: AbortSignal }) {
        if (log.failWith) throw new DOMException('simulated failure', log.failWith);
        log.writes.push({ message: JSON.parse(JSON.stringify(message)), overwrite: options?.overwrite ?? null, hasSignal: options?.signal instanceof AbortSignal });
      }
      async scan() {
        log.scans += 1;
        if (log.silentScan) return;
        const records = (log.writes.at(-1)?.message as { records: unknown[] } | undefined)?.records ?? [];
        setTimeout(() => this.dispatchEvent(Object.assign(new Event('reading'), { message: { records } })), 50);
      }
      async makeReadOnly() {
        log.locks += 1;
      }
    }
    Object.defineProperty(window, 'NDEFReader', { value: RecorderReader, configurable: true });
  });
}

/** The card every physical card of these tests leads to (its colours are what the order form starts from). */
const CARD = { displayName: 'אורי שחר', template: 'classic', primaryColor: '#0f766e' } as const;

/** Signs the page in as a fresh owner with one card and returns that card. */
async function ownerWithCard(page: Page): Promise<Profile> {
  await signInAsNewOwner(page);
  return createCard(page.request, CARD);
}

/** A new physical card of the signed-in owner with a fresh code, linked to `card` (what the owner gets before writing a blank tag). */
function newPhysicalCard(request: APIRequestContext, card: Profile): Promise<PhysicalCard> {
  return callApi<PhysicalCard>(request, 'POST', '/api/physical-cards', { profileId: card.id });
}

/** The /physical-cards screen as its owner uses it. */
class PhysicalCardsScreen {
  readonly sheet: Locator;

  constructor(readonly page: Page) {
    this.sheet = page.getByRole('dialog');
  }

  async open(): Promise<void> {
    await this.page.goto('/physical-cards');
    await expect(this.page.getByRole('heading', { level: 1, name: 'כרטיסי NFC' })).toBeVisible();
    await untilAppTakesOver(this.page);
  }

  item(code: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: `קוד ${code}`, exact: true }) });
  }

  async openWriteSheet(code: string): Promise<void> {
    await this.item(code).getByRole('button', { name: 'צריבה לתג NFC' }).click();
    await expect(this.sheet).toBeVisible();
  }

  nfcLog(): Promise<NfcLog> {
    return this.page.evaluate(() => window.nfcLog);
  }

  async failNextWritesWith(name: string | null): Promise<void> {
    await this.page.evaluate((failWith) => (window.nfcLog.failWith = failWith), name);
  }

  toast(text: string): Locator {
    return this.page.locator('.toast-viewport').getByText(text);
  }
}

test.describe('with Web NFC (Chrome on Android)', () => {
  let linked: Profile;
  let tag: PhysicalCard;

  test.beforeEach(async ({ page }) => {
    await installNfcRecorder(page);
    linked = await ownerWithCard(page);
    tag = await newPhysicalCard(page.request, linked);
  });

  test('the screen the server drew is taken over as drawn: no mismatch makes the app draw it again', async ({ page }) => {
    // A mismatch (React's error 418) drew the page anew after it had become usable, and a card chosen then was lost.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const screen = new PhysicalCardsScreen(page);
    await screen.open();
    await expect(screen.item(tag.code).getByRole('button', { name: 'צריבה לתג NFC' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a card chosen the moment the page the server drew becomes usable stays chosen', async ({ page }) => {
    // React hydrates the page in a later pass than the header around it; usable before that, the choice was lost.
    const other = await createCard(page.request, { displayName: 'כרטיס נוסף' });
    await page.addInitScript((otherId) => {
      new MutationObserver((changes, observer) => {
        const root = changes[0]!.target as HTMLElement;
        if (root.inert) return;
        observer.disconnect();
        const select = root.querySelector<HTMLSelectElement>('.physical-card-link select')!;
        select.value = otherId;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }).observe(document, { subtree: true, attributeFilter: ['inert'] });
    }, String(other.id));
    const screen = new PhysicalCardsScreen(page);
    await screen.open();
    const item = screen.item(tag.code);
    await expect(item.getByRole('combobox', { name: 'כרטיס מקושר' })).toHaveValue(String(other.id));
    await item.getByRole('button', { name: 'שמירת הקישור' }).click();
    await expect(screen.toast('הכרטיס הפיזי מוביל עכשיו אל כרטיס נוסף')).toBeVisible();
  });

  test('writes exactly one url record with the short URL, verifies it by reading it back, and records it', async ({ page }) => {
    // Several pages and accessibility scans: give it the slow-test budget on a busy machine.
    test.slow();
    const screen = new PhysicalCardsScreen(page);
    await screen.open();
    const origin = new URL(page.url()).origin;
    await expect(screen.item(tag.code)).toContainText(`${origin}/c/${tag.code}`);
    await expect(screen.item(tag.code)).toContainText(`כרטיס מקושר: ${linked.displayName}`);
    await expectNoAccessibilityViolations(page);

    await screen.openWriteSheet(tag.code);
    await expect(screen.sheet).toContainText('הצמידו את התג לגב הטלפון והחזיקו אותו במקום עד להודעת ההצלחה.');
    await expect(screen.sheet).toContainText(`${origin}/c/${tag.code}`);
    await expectNoAccessibilityViolations(page);
    await screen.sheet.getByRole('button', { name: 'התחלת צריבה' }).click();
    await expect(screen.sheet.getByRole('status')).toContainText('התג נצרב ונבדק בהצלחה');

    const log = await screen.nfcLog();
    expect(log.writes).toEqual([{ message: { records: [{ recordType: 'url', data: `${origin}/c/${tag.code}` }] }, overwrite: true, hasSignal: true }]);
    expect(log.scans).toBe(1);
    expect(log.locks).toBe(0);

    await screen.sheet.getByRole('button', { name: 'סיום' }).click();
    await expect(screen.item(tag.code)).toContainText('נצרב ב\u2011');
    const stored = await callApi<PhysicalCard[]>(page.request, 'GET', '/api/physical-cards');
    expect(stored.find((card) => card.code === tag.code)?.writtenAt).not.toBeNull();
  });

  test('locks the tag only after two confirmations, the second saying it cannot be undone', async ({ page }) => {
    // Several pages and accessibility scans: give it the slow-test budget on a busy machine.
    test.slow();
    const screen = new PhysicalCardsScreen(page);
    await screen.open();
    await screen.openWriteSheet(tag.code);
    await screen.sheet.getByRole('button', { name: 'התחלת צריבה' }).click();
    await expect(screen.sheet.getByRole('status')).toContainText('התג נצרב ונבדק בהצלחה');

    await screen.sheet.getByRole('button', { name: 'נעילת התג לצמיתות' }).click();
    await expect(screen.sheet.getByRole('heading', { name: 'לנעול את התג?' })).toBeVisible();
    await screen.sheet.getByRole('button', { name: 'המשך' }).click();
    await expect(screen.sheet.getByRole('heading', { name: 'אישור אחרון: אי אפשר לבטל את הנעילה' })).toBeVisible();
    await expect(screen.sheet).toContainText('התג יהפוך לקריאה בלבד לתמיד');
    // Backing out at the last step locks nothing.
    await screen.sheet.getByRole('button', { name: 'ביטול' }).click();
    expect((await screen.nfcLog()).locks).toBe(0);

    await screen.sheet.getByRole('button', { name: 'נעילת התג לצמיתות' }).click();
    await screen.sheet.getByRole('button', { name: 'המשך' }).click();
    await expectNoAccessibilityViolations(page);
    await screen.sheet.getByRole('button', { name: 'כן, לנעול לצמיתות' }).click();
    await expect(screen.sheet.getByRole('status')).toContainText('התג נעול לצמיתות.');
    expect((await screen.nfcLog()).locks).toBe(1);

    await screen.sheet.getByRole('button', { name: 'סיום' }).click();
    await expect(screen.item(tag.code)).toContainText('נעול לצמיתות מ\u2011');
    await expect(screen.item(tag.code).getByRole('button', { name: 'צריבה לתג NFC' })).toHaveCount(0);
  });

  test('explains each Web NFC failure in Hebrew, and cancelling stops the read-back', async ({ page }) => {
    const screen = new PhysicalCardsScreen(page);
    await screen.open();
    await screen.openWriteSheet(tag.code);
    const expected: Record<string, string> = {
      NotAllowedError: 'אין הרשאה להשתמש ב\u2011NFC',
      NotSupportedError: 'המכשיר לא תומך ב\u2011NFC, או שאי אפשר לכתוב על התג הזה',
      NotReadableError: 'ודאו ש\u2011NFC מופעל בהגדרות הטלפון',
      NetworkError: 'התג התרחק מהטלפון לפני שהפעולה הסתיימה',
      AbortError: 'הפעולה בוטלה',
      InvalidStateError: 'פעולת NFC אחרת כבר פועלת',
    };
    let button = screen.sheet.getByRole('button', { name: 'התחלת צריבה' });
    for (const [name, message] of Object.entries(expected)) {
      await screen.failNextWritesWith(name);
      await button.click();
      await expect(screen.sheet.getByRole('alert'), name).toContainText(message);
      button = screen.sheet.getByRole('button', { name: 'ניסיון נוסף' });
    }
    expect((await screen.nfcLog()).writes).toEqual([]);

    await screen.failNextWritesWith(null);
    await page.evaluate(() => (window.nfcLog.silentScan = true));
    await button.click();
    await expect(screen.sheet.getByRole('status')).toContainText('בודקים את התג');
    await screen.sheet.getByRole('button', { name: 'ביטול' }).click();
    await expect(screen.sheet.getByRole('alert')).toContainText('הפעולה בוטלה');
  });

  test('re-links a card, deactivates it and activates it again from the inactive-card page', async ({ page, browser, baseURL }) => {
    // Several pages and accessibility scans: give it the slow-test budget on a busy machine.
    test.slow();
    const other = await createCard(page.request, { displayName: 'כרטיס נוסף' });
    const screen = new PhysicalCardsScreen(page);
    await screen.open();
    const item = screen.item(tag.code);
    await item.getByRole('combobox', { name: 'כרטיס מקושר' }).selectOption(String(other.id));
    await item.getByRole('button', { name: 'שמירת הקישור' }).click();
    await expect(screen.toast('הכרטיס הפיזי מוביל עכשיו אל כרטיס נוסף')).toBeVisible();
    const tapped = await page.request.get(`/c/${tag.code}`, { maxRedirects: 0 });
    expect(tapped.headers().location).toBe(`/p/${other.slug}?src=nfc&tag=${tag.code}`);

    // Deactivating asks first; cancelling leaves the card working.
    await item.getByRole('button', { name: 'השבתה' }).click();
    const ask = page.getByRole('dialog', { name: `להשבית את הכרטיס ${tag.code}?` });
    await expect(ask).toContainText('כרטיס לא פעיל');
    await ask.getByRole('button', { name: 'ביטול' }).click();
    await expect(ask).toBeHidden();
    await expect(item).toContainText('פעיל');
    expect((await page.request.get(`/c/${tag.code}`, { maxRedirects: 0 })).headers().location).toBe(`/p/${other.slug}?src=nfc&tag=${tag.code}`);
    await item.getByRole('button', { name: 'השבתה' }).click();
    await ask.getByRole('button', { name: 'השבתה' }).click();
    await expect(screen.toast('הכרטיס הושבת')).toBeVisible();
    await expect(ask).toBeHidden();
    await expect(item).toContainText('מושבת');

    const visitor = await (await browser.newContext({ baseURL })).newPage();
    await visitor.goto(`/c/${tag.code.toUpperCase()}`);
    await expect(visitor).toHaveURL(`/inactive-card?code=${tag.code}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'הכרטיס הזה לא פעיל' })).toBeVisible();
    await expect(visitor.getByRole('main')).toContainText(tag.code);
    await expect(visitor.getByRole('region', { name: 'זה הכרטיס שלכם?' }).getByRole('button', { name: 'התחברות' })).toBeVisible();
    await expectNoAccessibilityViolations(visitor);

    // The owner, signed in, activates it again from the same page.
    await page.goto(`/c/${tag.code}`);
    await expect(page.getByRole('textbox', { name: 'קוד הכרטיס' })).toHaveValue(tag.code);
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: 'הפעלת הכרטיס' }).click();
    // Activating from that page links the card to the owner's primary card again.
    await expect(page.getByRole('status')).toContainText(`הכרטיס ${tag.code} פעיל ומוביל אל ${linked.displayName}`);
    await visitor.goto(`/c/${tag.code}`);
    await expect(visitor).toHaveURL(`/p/${linked.slug}?src=nfc&tag=${tag.code}`);
    await visitor.context().close();
  });
});

test('without Web NFC (iPhone, desktop) the screen says so and offers the QR code and a ready-made card', async ({ page }) => {
  const card = await ownerWithCard(page);
  const screen = new PhysicalCardsScreen(page);
  await screen.open();
  const notice = page.getByRole('region', { name: 'צריבת NFC לא זמינה במכשיר הזה' });
  await expect(notice).toContainText('רק ב\u2011Chrome בטלפון אנדרואיד');
  const qr = notice.getByRole('img', { name: `קוד QR שפותח את הכרטיס ${card.displayName}` });
  await expect(qr).toHaveAttribute('src', `/p/${card.slug}/qr.svg`);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('button', { name: 'צריבה לתג NFC' })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
  // The QR to send or keep on a phone is the PNG (WhatsApp and the gallery take no SVG).
  const [download] = await Promise.all([page.waitForEvent('download'), notice.getByRole('link', { name: `קוד QR של ${card.displayName}` }).click()]);
  expect(download.suggestedFilename()).toBe(`${card.slug}-qr.png`);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  await notice.getByRole('link', { name: 'להזמנת כרטיס מוכן' }).click();
  await expect(page).toHaveURL(/#order-cards$/);
  await expect(page.getByRole('region', { name: 'הזמנת כרטיסי NFC מודפסים' })).toBeInViewport();
});

test('with no physical cards yet, the screen offers only what this device can do: writing a blank tag only where Web NFC is (Hebrew and English)', async ({ page }) => {
  await ownerWithCard(page);
  const screen = new PhysicalCardsScreen(page);
  const mine = page.getByRole('region', { name: 'הכרטיסים הפיזיים שלי' });
  await screen.open();
  await expect(mine).toContainText('עדיין אין לכם כרטיסים פיזיים. הזמינו כרטיס מוכן, או פתחו את העמוד הזה ב\u2011Chrome בטלפון אנדרואיד כדי לצרוב תג NFC ריק.');
  await expect(mine).not.toContainText('צרבו בעצמכם');
  await keepLanguage(page, 'en');
  await page.reload();
  await expect(page.getByRole('region', { name: 'My physical cards' })).toContainText(
    'You have no physical cards yet. Order a ready-made card, or open this page in Chrome on an Android phone to write a blank NFC tag.',
  );

  await keepLanguage(page, 'he');
  await installNfcRecorder(page);
  await screen.open();
  await expect(mine).toContainText('עדיין אין לכם כרטיסים פיזיים. הזמינו כרטיס מוכן, או צרבו בעצמכם תג NFC ריק.');
  await expect(page.getByRole('region', { name: 'צריבת NFC לא זמינה במכשיר הזה' })).toHaveCount(0);
});

test("the list of cards a physical card may open writes each card's address as typed on a Hebrew page", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  const card = await ownerWithCard(page);
  const tag = await newPhysicalCard(page.request, card);
  const screen = new PhysicalCardsScreen(page);
  await screen.open();
  const option = screen.item(tag.code).getByRole('combobox', { name: 'כרטיס מקושר' }).locator('option', { hasText: card.displayName });
  const path = `/p/${card.slug}`;
  // An option is plain text drawn on one line in its list's direction: drawn the same way here, its address must read
  // left to right, character after character ("(/p/…)", where it read "(p/…/)").
  const lefts = await option.evaluate((element: HTMLOptionElement, path) => {
    const line = document.createElement('div');
    line.dir = getComputedStyle(element.closest('select')!).direction;
    line.style.cssText = 'position: absolute; white-space: nowrap';
    line.textContent = element.text;
    document.body.append(line);
    const text = line.firstChild!;
    const at = element.text.indexOf(path);
    const places = [...path].map((_, index) => {
      const range = document.createRange();
      range.setStart(text, at + index);
      range.setEnd(text, at + index + 1);
      return range.getBoundingClientRect().left;
    });
    line.remove();
    return at < 0 ? [] : places;
  }, path);
  expect(lefts).toHaveLength(path.length);
  expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
});

test('orders printed cards priced from the NFC product, with Hebrew validation, saved as pending', async ({ page }) => {
  const card = await ownerWithCard(page);
  const products = (await (await page.request.get('/api/products')).json()) as { packageType: string; yearlyPrice: number }[];
  const unitPrice = products.find((p) => p.packageType === 'nfc_card')!.yearlyPrice;
  const screen = new PhysicalCardsScreen(page);
  await screen.open();
  const order = page.getByRole('region', { name: 'הזמנת כרטיסי NFC מודפסים' });
  await expect(order).toContainText(`${unitPrice}`);
  await expect(order).toContainText('משלוח תוך 3-5 ימי עסקים');
  await expect(order).toContainText('עיבוד התשלומים אינו פעיל עדיין ויתווסף בקרוב');
  // The design starts from the chosen card's own template and colours.
  await expect(order.getByRole('combobox', { name: 'תבנית' })).toHaveValue(card.template);
  await expect(order.getByLabel('צבע ראשי')).toHaveValue(card.primaryColor);

  await order.getByRole('spinbutton', { name: 'כמות' }).fill('3');
  await expect(order.locator('.order-total')).toContainText(`${unitPrice * 3}`);
  await order.getByRole('button', { name: 'שליחת ההזמנה' }).click();
  await expect(order.getByText('יש להזין שם מלא למשלוח')).toBeVisible();
  await expect(order.getByText('מספר טלפון לא תקין, יש להזין מספר ישראלי (למשל 050-1234567)')).toBeVisible();
  await expect(order.getByText('יש להזין כתובת למשלוח (רחוב ומספר)')).toBeVisible();
  await expect(order.getByText('יש להזין עיר')).toBeVisible();

  await order.getByRole('textbox', { name: 'שם מלא למשלוח' }).fill('דנה לוי');
  await order.getByRole('textbox', { name: 'טלפון' }).fill('050-123 4567');
  await order.getByRole('textbox', { name: 'כתובת (רחוב ומספר)' }).fill('הרצל 10');
  await order.getByRole('textbox', { name: 'עיר' }).fill('חיפה');
  await order.getByRole('combobox', { name: 'תבנית' }).selectOption('bold');
  await order.getByRole('button', { name: 'שליחת ההזמנה' }).click();
  await expect(screen.toast('ההזמנה נשמרה וממתינה לתשלום')).toBeVisible();
  const placed = order.getByRole('listitem').filter({ hasText: `3 כרטיסים של ${card.displayName}` });
  await expect(placed).toContainText('ממתינה לתשלום');
  await expect(placed).toContainText('חיפה');
  // The sent order leaves an empty form behind.
  await expect(order.getByRole('textbox', { name: 'שם מלא למשלוח' })).toHaveValue('');
  await expect(order.getByRole('textbox', { name: 'עיר' })).toHaveValue('');
  await expect(order.getByRole('spinbutton', { name: 'כמות' })).toHaveValue('1');
});

/**
 * Where each of `texts`, found in this order in `line`'s text, stands as the eye reads the line: from the left edge on a
 * left-to-right page, from the right edge on a right-to-left one (so that what is read first has the smallest place).
 */
function readingPlaces(line: Locator, texts: string[]): Promise<number[]> {
  return line.evaluate((element, wanted) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const whole = nodes.map((node) => node.data).join('');
    const rtl = getComputedStyle(element).direction === 'rtl';
    let from = 0;
    return wanted.map((text) => {
      let start = whole.indexOf(text, from);
      if (start < 0) throw new Error(`"${text}" is not in "${whole.slice(from)}"`);
      from = start + text.length;
      const node = nodes.find((candidate) => {
        if (start < candidate.length) return true;
        start -= candidate.length;
        return false;
      })!;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + text.length);
      const box = range.getBoundingClientRect();
      return rtl ? -box.right : box.left;
    });
  }, texts);
}

test("an order's line reads in the page's direction: the price, the day it was placed, where it goes (English and Hebrew)", async ({ page }) => {
  const card = await ownerWithCard(page);
  const order = await placeOrder(page.request, card.id);
  const total = String(order.totalPrice);
  for (const [language, delivery] of [
    ['en', 'delivery to'],
    ['he', 'משלוח אל'],
  ] as const) {
    await keepLanguage(page, language);
    await page.goto('/physical-cards');
    await untilAppTakesOver(page);
    const line = page.getByRole('listitem').filter({ hasText: order.city }).getByText(delivery);
    const [day, month] = await page.evaluate(
      ({ at, locale }) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(at)).split(' '),
      { at: order.createdAt, locale: language === 'en' ? 'en-IL' : 'he-IL' },
    );
    // English writes ₪267, the shekel first; Hebrew writes 267 ₪. Each is read as written.
    const price = language === 'en' ? ['₪', total] : [total, '₪'];
    const written = [...price, day!, month!, delivery, order.city];
    const places = await readingPlaces(line, written);
    const read = written.map((text, index) => ({ text, at: places[index]! })).sort((a, b) => a.at - b.at);
    expect(read.map(({ text }) => text), `read in ${language}`).toEqual(written);
  }
});

test('My orders say where each order stands, and one waiting for payment is cancelled, asked first, on a phone (Hebrew and English)', async ({ page, playwright, baseURL }) => {
  const card = await ownerWithCard(page);
  const paid = await placeOrder(page.request, card.id);
  const pending = await placeOrder(page.request, card.id);
  const admin = await playwright.request.newContext({ baseURL });
  await callApi(admin, 'POST', '/api/auth/login', SEEDED_ADMIN);
  await callApi(admin, 'PATCH', `/api/admin/physical-card-orders/${paid.id}`, { status: 'paid' });
  await admin.dispose();

  const screen = new PhysicalCardsScreen(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await screen.open();
  const orders = page.locator('.order-list').getByRole('listitem');
  const paidItem = orders.filter({ hasText: `הזמנה ${paid.id} ·` });
  const pendingItem = orders.filter({ hasText: `הזמנה ${pending.id} ·` });
  await expect(paidItem).toContainText('שולמה');
  // Paid, it is cancelled by support only: the owner is offered to ask them.
  await expect(paidItem.getByRole('button')).toHaveText(['בקשת ביטול מהתמיכה']);
  await expect(pendingItem).toContainText('ממתינה לתשלום');
  expect(await problemsOnPhones(page)).toEqual([]);

  const cancel = pendingItem.getByRole('button', { name: `ביטול ההזמנה: הזמנה ${pending.id}` });
  const dialog = page.getByRole('dialog', { name: `לבטל את הזמנה ${pending.id}?` });
  await cancel.click();
  await dialog.getByRole('button', { name: 'ביטול', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(pendingItem).toContainText('ממתינה לתשלום');
  await cancel.click();
  await dialog.getByRole('button', { name: 'כן, לבטל את ההזמנה' }).click();
  await expect(screen.toast(`הזמנה ${pending.id} בוטלה`)).toBeVisible();
  await expect(pendingItem).toContainText('בוטלה');
  await expect(pendingItem.getByRole('button')).toHaveCount(0);

  await keepLanguage(page, 'en');
  await page.goto('/physical-cards');
  await untilAppTakesOver(page);
  await expect(orders.filter({ hasText: `Order ${paid.id} ·` })).toContainText('Paid');
  await expect(orders.filter({ hasText: `Order ${pending.id} ·` })).toContainText('Canceled');
  expect(await problemsOnPhones(page)).toEqual([]);
});

test('a paid order that has not shipped: the owner asks support to cancel it in the chat, with the request written for them', async ({ page, playwright, baseURL }) => {
  const card = await ownerWithCard(page);
  const order = await placeOrder(page.request, card.id);
  const admin = await playwright.request.newContext({ baseURL });
  await callApi(admin, 'POST', '/api/auth/login', SEEDED_ADMIN);
  await callApi(admin, 'PATCH', `/api/admin/physical-card-orders/${order.id}`, { status: 'paid' });

  const screen = new PhysicalCardsScreen(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await screen.open();
  const item = page.locator('.order-list').getByRole('listitem').filter({ hasText: `הזמנה ${order.id} ·` });
  await expect(item).toContainText('כדי לבטל אותה לפני המשלוח, כתבו לנו');
  await item.getByRole('button', { name: `בקשת ביטול מהתמיכה: הזמנה ${order.id}` }).click();

  const chat = page.getByRole('dialog', { name: 'צ׳אט תמיכה' });
  const box = chat.getByRole('textbox', { name: 'כתבו הודעה לצוות התמיכה' });
  const request = `שלום, אבקש לבטל את הזמנת הכרטיסים מס' ${order.id}, שכבר שולמה ועוד לא נשלחה.`;
  await expect(box).toHaveValue(request);
  await expect(box).toBeFocused();
  await chat.getByRole('button', { name: 'שליחה' }).click();
  await expect(chat.getByRole('log', { name: 'השיחה עם צוות התמיכה' }).getByText(request)).toBeVisible();
  await expect(box).toHaveValue('');
  await admin.dispose();
  // Sent to support, as the conversation on the server holds it (the customer's text escaped).
  const messages = await callApi<{ sender: string; content: string }[]>(page.request, 'GET', '/api/support-messages');
  expect(messages.filter((message) => message.sender === 'user').map((message) => message.content.replace('&#39;', "'"))).toEqual([request]);
});

test('a paid order on the basic plan: the request to cancel it reaches the contact form written, and the owner only sends it (Hebrew and English)', async ({ page, playwright, baseURL }) => {
  const owner = await signInAsNewOwner(page);
  const card = await createCard(page.request, CARD);
  const order = await placeOrder(page.request, card.id);
  const admin = await playwright.request.newContext({ baseURL });
  await callApi(admin, 'POST', '/api/auth/login', SEEDED_ADMIN);
  await callApi(admin, 'PATCH', `/api/admin/physical-card-orders/${order.id}`, { status: 'paid' });
  endTrial(owner);

  const screen = new PhysicalCardsScreen(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await screen.open();
  const item = page.locator('.order-list').getByRole('listitem').filter({ hasText: `הזמנה ${order.id} ·` });
  await item.getByRole('button', { name: `בקשת ביטול מהתמיכה: הזמנה ${order.id}` }).click();
  // The chat is not the basic plan's: it sends the owner to the contact page, with the request.
  const chat = page.getByRole('dialog', { name: 'צ׳אט תמיכה' });
  await expect(chat).toContainText('צ׳אט התמיכה פתוח למנויים פעילים');
  await chat.getByRole('link', { name: 'לעמוד צור קשר' }).click();
  await expect(page).toHaveURL(/\/contact\?/);
  const form = page.locator('form.contact-form');
  const request = `שלום, אבקש לבטל את הזמנת הכרטיסים מס' ${order.id}, שכבר שולמה ועוד לא נשלחה.`;
  await expect(form.getByRole('textbox', { name: /^נושא/ })).toHaveValue(`ביטול הזמנה ${order.id}`);
  await expect(form.getByRole('textbox', { name: /^הודעה/ })).toHaveValue(request);
  await expect(form.getByRole('textbox', { name: /^כתובת מייל/ })).toHaveValue(owner.email);
  await expect(form.getByRole('textbox', { name: /^שם מלא/ })).not.toHaveValue('');
  await form.getByRole('button', { name: 'שליחת הפנייה' }).click();
  await expect(page.getByRole('heading', { name: 'תודה, הפנייה התקבלה!' })).toBeVisible();
  const { items } = await callApi<AdminPage<AdminContactRequest>>(admin, 'GET', '/api/admin/contact-requests');
  expect(items.filter((item) => item.email === owner.email).map(({ subject, message }) => ({ subject, message }))).toEqual([{ subject: `ביטול הזמנה ${order.id}`, message: request }]);
  await admin.dispose();

  // In English, the request is written in English.
  await keepLanguage(page, 'en');
  await page.goto('/physical-cards');
  await untilAppTakesOver(page);
  await page.locator('.order-list').getByRole('button', { name: `Ask support to cancel order ${order.id}` }).click();
  await page.getByRole('dialog', { name: 'Support chat' }).getByRole('link', { name: 'Contact page' }).click();
  await expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveValue(`Cancel order ${order.id}`);
  await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue(`Hello, please cancel card order ${order.id}, which is paid and has not shipped yet.`);
});

test('/c/demo01 opens the demo card with src=nfc and its code; a garbage code lands on the inactive-card page', async ({ page }) => {
  await page.goto('/c/demo01');
  await expect(page).toHaveURL('/p/demo?src=nfc&tag=demo01');
  await page.goto('/c/..%2F..%2Fetc');
  await expect(page).toHaveURL('/inactive-card');
  await expect(page.getByRole('heading', { level: 1, name: 'הכרטיס הזה לא פעיל' })).toBeVisible();
});

test("in English the order form's price of a card and its total read with the shekel first, as the orders below them", async ({ page }) => {
  await keepLanguage(page, 'en');
  await page.setViewportSize({ width: 360, height: 780 });
  await ownerWithCard(page);
  await page.goto('/physical-cards');
  for (const line of [page.locator('main p').filter({ hasText: /per card$/ }), page.locator('main p').filter({ hasText: /^Total:/ })]) {
    await expect(line).toBeVisible();
    const amount = /[\d,]+/.exec((await line.textContent())!)![0];
    const [[shekel], [digits]] = await Promise.all([readingPlaces(line, ['₪']), readingPlaces(line, [amount])]);
    expect(shekel, (await line.textContent())!).toBeLessThan(digits!);
  }
});
