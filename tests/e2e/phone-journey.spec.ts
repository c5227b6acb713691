import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import type { Product } from '../../shared/contract/products';
import type { CardLanguage } from '../../shared/contract/card-languages';
import { ar } from '../../shared/i18n/ar';
import { arCore } from '../../shared/i18n/ar-core';
import { enCore } from '../../shared/i18n/en-core';
import { en } from '../../shared/i18n/en';
import { heCore } from '../../shared/i18n/he-core';
import { he } from '../../shared/i18n/he';
import { ru } from '../../shared/i18n/ru';
import { ruCore } from '../../shared/i18n/ru-core';
import { expect, test } from './fixtures';
import { keepLanguage } from './support/language';
import { CARD_TEXTS } from '../../shared/card/texts';
import { LEAD_FORM_TEXTS } from '../../shared/card/LeadForm';
import { confirmationToken, mailsTo } from '../helpers/mail';
import { e2eDataDir } from './support/accounts';
import { coveredByChatButton, onceSettled, phoneScreenProblems } from './support/phone-screen';
import { visitorBrowser } from './support/visitor';
import { freshAccount } from './pages/auth-dialog';
import { networkIdle } from './support/network-idle';

/**
 * A new owner's first day, on the phone it happens on: sign-up, the guided first card with links typed the way people
 * type them and a photo, sharing it; a visitor taps every quick action and leaves a lead with a photo; the owner reads
 * the notification, the lead and the statistics, then picks a plan and reaches the checkout. Every screen is checked
 * for sideways scrolling, controls smaller than a finger and text under the chat button, and photographed.
 * `npm run screenshots` keeps the photos in docs/screenshots for the README's gallery.
 */

const JOURNEYS = [
  { language: 'he', width: 390 },
  { language: 'en', width: 360 },
  { language: 'ar', width: 360 },
  { language: 'ru', width: 320 },
] as const;
const PHONE = { height: 800, isMobile: true, hasTouch: true } as const;
/** The app's own texts, so the journey reads the screens as their users do, in each language. */
const TEXTS = { he: { ...heCore, ...he }, ar: { ...arCore, ...ar }, ru: { ...ruCore, ...ru }, en: { ...enCore, ...en } } as const;

/** Each journey's people, with plain names in its language for the README's photos. */
const PEOPLE = {
  he: { owner: 'דנה לוי', lead: 'נועה ברק', subject: 'אישור ההרשמה לכרטיס' },
  ar: { owner: 'رنا حداد', lead: 'ليلى خوري', subject: 'تأكيد إنشاء حسابك في Kartis' },
  ru: { owner: 'Анна Смирнова', lead: 'Ольга Иванова', subject: 'Подтвердите регистрацию в Kartis' },
  en: { owner: 'Dana Levi', lead: 'Noa Barak', subject: 'Confirm your Kartis sign-up' },
} as const;
type TextKey = keyof (typeof TEXTS)['he'];

function textsIn(language: keyof typeof TEXTS) {
  return (key: TextKey, params: Record<string, string | number> = {}): string =>
    TEXTS[language][key].replace(/\{(\w+)\}/g, (whole: string, name: string) => String(params[name] ?? whole));
}

/** Where the journey's photos go: docs/screenshots for `npm run screenshots`, else the test's own output folder. */
function screenshotsDir(info: TestInfo): string {
  const dir = process.env.JOURNEY_SCREENSHOTS ?? info.outputPath('screens');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A phone photo of a face-sized subject: warm background, a darker disc. */
function portraitJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600"><rect width="1200" height="1600" fill="#e9c46a"/><circle cx="600" cy="700" r="380" fill="#264653"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

for (const { language, width } of JOURNEYS) {
  test.describe(`on a ${width} px phone (${language})`, () => {
    test.use({ viewport: { width, height: PHONE.height }, isMobile: PHONE.isMobile, hasTouch: PHONE.hasTouch });

    test(`a new owner signs up, makes and shares a first card, gets a visitor's lead and reaches the checkout (${language}, ${width} px)`, async ({ page, playwright, baseURL }, info) => {
      test.setTimeout(240_000);
      const t = textsIn(language);
      const dir = screenshotsDir(info);
      const problems: string[] = [];
      let shot = 0;
      /** Checks the screen as it is now, and photographs it. */
      const screen = async (target: Page, name: string) => {
        const found = await phoneScreenProblems(target);
        problems.push(...found.map((problem) => `${name}: ${problem}`));
        if (found.some((problem) => problem.includes('at the end'))) {
          await target.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await target.screenshot({ path: join(dir, `${language}-${name}-end.png`) });
        }
        shot += 1;
        // Back where the page was, the chat button steps aside again once the scroll has settled (its slide finished
        // for the photo), as a reader sees the page.
        await onceSettled(() => coveredByChatButton(target));
        await target.screenshot({ path: join(dir, `${language}-${String(shot).padStart(2, '0')}-${name}.png`), animations: 'disabled' });
      };

      await keepLanguage(page, language);
      // The phone's share sheet, which headless Chromium lacks: it is left at once, as when the owner picks an app.
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: () => Promise.resolve() }));

      // Sign-up, from the landing page's menu.
      await page.goto('/');
      await networkIdle(page);
      await screen(page, 'landing');
      await page.getByRole('button', { name: t('nav.openMenu'), exact: true }).tap();
      await page.getByRole('dialog').getByRole('button', { name: t('nav.register'), exact: true }).tap();
      const auth = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: t('auth.registerTitle') }) });
      const account = freshAccount();
      await auth.getByLabel(t('auth.username'), { exact: true }).fill(account.username);
      await auth.getByLabel(t('auth.email'), { exact: true }).fill(account.email);
      await auth.getByLabel(t('auth.password'), { exact: true }).fill(account.password);
      await auth.getByLabel(t('auth.confirmPassword'), { exact: true }).fill(account.password);
      await screen(page, 'sign-up');
      await auth.getByRole('button', { name: t('auth.submitRegister'), exact: true }).tap();
      // The notice and the mail speak the app's language.
      await expect(auth.getByRole('status')).toContainText(t('auth.sent'));
      await expect(auth.getByRole('status')).toContainText(account.email);
      const [confirmation] = await mailsTo(e2eDataDir(), account.email.toLowerCase());
      expect(confirmation!.subject).toBe(PEOPLE[language].subject);
      await page.goto(`/confirm-registration?token=${await confirmationToken(e2eDataDir(), account.email)}`);
      await expect(page).toHaveURL(/\/editor\?guided=1$/);

      // The guided first card. Step 1: name and photo.
      await expect(page.getByRole('heading', { level: 1, name: t('editor.guide.title') })).toBeVisible();
      const next = page.locator('.editor-form-end').getByRole('button', { name: t('editor.guide.next') });
      await page.getByRole('textbox', { name: t('editor.displayName') }).fill(PEOPLE[language].owner);
      const avatar = t('editor.avatarInSentence');
      await page.getByLabel(t('editor.chooseImage', { image: avatar })).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await portraitJpeg() });
      const crop = page.getByRole('dialog', { name: t('editor.crop.title', { image: avatar }) });
      await expect(crop).toBeVisible();
      await screen(page, 'photo-crop');
      await crop.getByRole('button', { name: t('editor.crop.confirm') }).tap();
      await expect(crop).toBeHidden();
      await expect(page.getByLabel(t('editor.replaceImage', { image: avatar }))).toBeAttached();
      await screen(page, 'first-card-name-photo');
      await next.tap();

      // Step 2: contacts, typed as people type them.
      const contacts = page.getByRole('region', { name: t('editor.section.items') });
      const add = async (kind: 'phone' | 'email' | 'website' | 'address' | 'social') => {
        await contacts.getByRole('button', { name: `${t('editor.add')} ${t(`itemKind.${kind}`)}`, exact: true }).tap();
        return page.locator('.item-list > li').last();
      };
      const phone = await add('phone');
      await phone.getByRole('textbox', { name: t('editor.phone'), exact: true }).fill('0501234567');
      const whatsapp = phone.getByLabel(t('editor.phoneWhatsapp'));
      if (!(await whatsapp.isChecked())) await whatsapp.check();
      await (await add('email')).getByRole('textbox', { name: t('editor.email'), exact: true }).fill('dana@example.test');
      await (await add('address')).getByRole('textbox', { name: t('editor.address'), exact: true }).fill('רחוב הרצל 1, תל אביב');
      await (await add('website')).getByRole('textbox', { name: t('editor.url'), exact: true }).fill('dana-design.co.il');
      const social = await add('social');
      await social.getByLabel(t('editor.brand'), { exact: true }).selectOption('instagram');
      await social.getByRole('textbox', { name: t('editor.url'), exact: true }).fill('@dana.design');
      await screen(page, 'first-card-contacts');
      await next.tap();

      // Step 3: the card's language (the app's to start with: the visitor of an English owner's card reads English), the
      // look and the address; publish, and share.
      await expect(page.getByRole('combobox', { name: t('editor.language') })).toHaveValue(language);
      await expect(page.getByRole('textbox', { name: t('editor.slug') })).toHaveValue(account.username.toLowerCase().replace(/[._]+/g, '-'));
      await screen(page, 'first-card-look');
      await page.locator('.editor-form-end').getByRole('button', { name: t('editor.guide.publish') }).tap();
      const ready = page.getByRole('dialog', { name: t('editor.guide.readyTitle') });
      await expect(ready.locator('.qr-url')).toHaveText(new RegExp(`/@${account.username}$`));
      await expect.poll(() => ready.locator('img.qr-image').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The QR's downloads: the PNG (WhatsApp, Instagram, print) before the SVG.
      await expect(ready.getByRole('link', { name: /PNG|SVG/ })).toHaveText([t('cards.downloadPng'), t('cards.downloadSvg')]);
      await screen(page, 'card-ready');
      await ready.getByRole('button', { name: t('cards.share') }).tap();

      const [card] = (await (await page.request.get('/api/profiles')).json()) as { id: number; slug: string }[];
      expect(card).toBeDefined();

      // A visitor on their own phone: every quick action, then a lead with a photo.
      // The account is new, so this is its only lead: a plain name reads well in the README's photos.
      const leadName = PEOPLE[language].lead;
      // The visitor's phone stays open until every tap has reached the statistics (the last ones leave with the page).
      await visitorTapsAndLeaves(playwright, baseURL!, card!.slug, language, leadName, screen, async () => {
        await expect
          .poll(async () => {
            const report = (await (await page.request.get(`/api/profiles/${card!.id}/stats?days=7`)).json()) as { actions: { action: string; clicks: number }[] };
            return Object.fromEntries(report.actions.map((a) => [a.action, a.clicks]));
          })
          .toEqual({ saveContact: 1, call: 1, whatsapp: 1, email: 1, navigate: 1, share: 1 });
      });

      // The owner: the bell, the lead, the statistics.
      await page.goto('/dashboard');
      const bell = page.getByRole('button', { name: t('notifications.openUnreadOne') });
      await expect(bell).toBeVisible();
      await bell.tap();
      await expect(page.getByText(t('notifications.lead.title', { leadName }))).toBeVisible();
      await screen(page, 'notification');
      await page.goto('/leads');
      await expect(page.getByText(leadName).first()).toBeVisible();
      await expect(page.getByText('052-555-1234').first()).toBeInViewport();
      await screen(page, 'leads');
      await page.goto(`/stats/${card!.id}?days=7`);
      const quick = page.getByRole('table', { name: t('stats.actions.title') });
      for (const action of ['saveContact', 'call', 'whatsapp', 'email', 'navigate', 'share'] as const) {
        await expect(quick.getByRole('row', { name: new RegExp(t(`stats.action.${action}`)) }).getByRole('cell').first()).toHaveText('1');
      }
      await screen(page, 'stats');

      // A plan, and the checkout that repeats it.
      const products = (await (await page.request.get('/api/home-products')).json()) as Product[];
      const paid = products.find((product) => product.monthlyPrice > 0)!;
      // The seeded plans are named in every language.
      const planName = language === 'he' ? paid.name : paid[language].name;
      expect(planName).not.toBe('');
      await page.goto('/subscription');
      await screen(page, 'plans');
      await page.getByRole('button', { name: t('billing.chooseYearly', { name: planName }) }).tap();
      await expect(page).toHaveURL(new RegExp(`/checkout/subscription/${paid.id}\\?cycle=yearly$`));
      await expect(page.getByRole('region', { name: t('billing.orderSummary') })).toContainText(planName);
      await screen(page, 'checkout');

      expect(problems).toEqual([]);
    });
  });
}

/** A visitor's phone opens the card (in its language), leaves a lead with a photo attached, and taps every quick action. */
async function visitorTapsAndLeaves(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  slug: string,
  cardLanguage: CardLanguage,
  leadName: string,
  screen: (page: Page, name: string) => Promise<void>,
  beforeClosing: () => Promise<void>,
) {
  const { browser, page: visitor } = await visitorBrowser(playwright, baseURL, { viewport: { width: 390, height: PHONE.height }, isMobile: true, hasTouch: true });
  try {
    await visitor.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: () => Promise.resolve() }));
    // A phone hands tel: and mailto: to its dialer and mail app; headless Chromium has none, and a tap that hands one
    // to the system can hang the test. Listening last (on the window, bubbling), the stand-in keeps the page where it
    // is after the card's own handlers have seen the tap.
    await visitor.addInitScript(() =>
      addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('a[href^="tel:"], a[href^="mailto:"]')) event.preventDefault();
      }),
    );
    for (const site of ['https://wa.me/**', 'https://waze.com/**']) await visitor.route(site, (route) => route.fulfill({ contentType: 'text/html', body: '<title>away</title>' }));
    await visitor.goto(`/p/${slug}`);
    // The links as the owner typed them, made whole.
    await expect(visitor.locator('.kc a[href="https://dana-design.co.il"], .kc a[href="https://dana-design.co.il/"]').first()).toBeAttached();
    await expect(visitor.locator('.kc a[href^="https://www.instagram.com/dana.design"]').first()).toBeAttached();
    await expect(visitor.locator('.kc a[href="tel:+972501234567"], .kc a[href="tel:050-123-4567"]').first()).toBeAttached();
    await screen(visitor, 'visitor-card');

    const card = CARD_TEXTS[cardLanguage];
    const lead = LEAD_FORM_TEXTS[cardLanguage];
    const form = visitor.getByRole('region', { name: lead.title });
    await form.getByLabel(lead.name, { exact: true }).fill(leadName);
    await form.getByLabel(lead.phone, { exact: true }).fill('052-555-1234');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e07a5f' } }).jpeg().toBuffer();
    await form.getByLabel(lead.file).setInputFiles({ name: 'המטבח שלי.jpg', mimeType: 'image/jpeg', buffer: photo });
    // The file field speaks the card's language, and names the chosen file.
    await expect(form.getByText(lead.fileChoose, { exact: true })).toBeVisible();
    await expect(form.locator('.kc-file-name')).toHaveText('המטבח שלי.jpg');
    const consent = form.getByRole('checkbox', { name: lead.consent });
    await consent.tap();
    await expect(consent).toBeChecked();
    await screen(visitor, 'visitor-lead-form');
    await form.getByRole('button', { name: lead.submit }).tap();
    await expect(visitor.getByRole('status').filter({ hasText: lead.sent.slice(0, 12) })).toBeVisible();

    const actions = visitor.getByRole('navigation', { name: card.actions });
    const leaveBy = async (name: string) => {
      await visitor.goto(`/p/${slug}`);
      await actions.getByRole('link', { name }).tap();
      await visitor.waitForURL((url) => !url.pathname.startsWith('/p/'));
    };
    await leaveBy(card.whatsapp);
    await leaveBy(card.navigate);
    await visitor.goto(`/p/${slug}`);
    const download = visitor.waitForEvent('download');
    await actions.getByRole('link', { name: card.saveContact }).tap();
    await download;
    await actions.getByRole('button', { name: card.share }).tap();
    await actions.getByRole('link', { name: card.call, exact: true }).tap();
    await actions.getByRole('link', { name: card.email, exact: true }).tap();
    await beforeClosing();
  } finally {
    await browser.close();
  }
}
