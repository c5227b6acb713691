import { CARD_LANGUAGES as LANGUAGES } from '../../shared/contract/card-languages';
import { LEAD_FORM_TEXTS } from '../../shared/card/LeadForm';
import { TEMPLATES, type Profile } from '../../shared/contract/profiles';
import { privacyRu } from '../../app/features/info/legal/privacy.ru';
import { expect, test } from './fixtures';
import { STORES, goOffline, waitForCached, waitForWorker } from './offline-support';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { createCard, signInAsNewOwner } from './support/accounts';
import { callApi } from './support/api';
import { linesOfText, wordsBrokenIn } from './support/broken-words';
import { untilAppTakesOver } from './support/drawn-page';
import { sidewaysOverflow } from './support/phone-screen';
import { visitCard } from './support/visitor';

// About the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

test('an owner makes a card Arabic in the editor, and visitors get it right to left in Arabic, validation and thanks included', async ({ page, browser, baseURL }) => {
  await signInAsNewOwner(page);
  // A Hebrew name with an English title and company and a phone number: mixed directions on one card.
  const card = await createCard(page.request, {
    displayName: 'ליילא חורי',
    title: 'Product designer',
    company: 'Acme Ltd',
    items: [{ kind: 'phone', label: '', value: '050-123-4567', whatsapp: true }],
  });
  await page.goto(`/editor/${card.id}`);
  await untilAppTakesOver(page);
  await page.getByLabel('שפת הכרטיס').selectOption({ label: 'العربية (מימין לשמאל)' });
  const preview = page.locator('.phone-frame .kc');
  await expect(preview).toHaveAttribute('lang', 'ar');
  await expect(preview).toHaveAttribute('dir', 'rtl');
  await expect(preview.getByRole('link', { name: 'حفظ جهة الاتصال' })).toBeVisible();
  // The owner's own screens stay in Hebrew.
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await page.getByRole('button', { name: 'שמירת הכרטיס' }).first().click();
  await expect(page.locator('.toast-viewport').getByText('הכרטיס נשמר', { exact: true })).toBeVisible();

  const visitor = await visitCard(browser, baseURL, card.slug, true, { viewport: { width: 320, height: 700 } });
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('ליילא חורי');
  const actions = visitor.getByRole('navigation', { name: 'إجراءات سريعة' });
  await expect(actions.getByRole('link', { name: 'حفظ جهة الاتصال' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'اتصال', exact: true })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'واتساب' })).toBeVisible();
  // Right to left: the first of two quick actions in a row sits on the right.
  const call = (await actions.getByRole('link', { name: 'اتصال', exact: true }).boundingBox())!;
  const whatsapp = (await actions.getByRole('link', { name: 'واتساب' }).boundingBox())!;
  expect(call.x).toBeGreaterThan(whatsapp.x);
  // The title and company read left to right inside the right-to-left line, and the number stays whole.
  await expect(visitor.locator('.kc-role bdi').first()).toHaveText('Product designer');
  expect(await visitor.locator('.kc-role bdi').first().evaluate((bdi) => getComputedStyle(bdi).direction)).toBe('ltr');
  // The line itself reads right to left, as the card does: the title on the right, then the company.
  expect(await visitor.locator('.kc-role').evaluate((line) => getComputedStyle(line).direction)).toBe('rtl');
  const [title, company] = await Promise.all(['Product designer', 'Acme Ltd'].map(async (text) => (await visitor.locator('.kc-role bdi', { hasText: text }).boundingBox())!));
  expect(title!.x).toBeGreaterThan(company!.x + company!.width);
  const number = visitor.getByRole('link', { name: '050-123-4567', exact: true });
  await expect(number).toBeVisible();
  expect(await number.evaluate((link) => getComputedStyle(link).direction)).toBe('ltr');
  expect(await visitor.evaluate(sidewaysOverflow)).toEqual({ excess: 0, culprits: [] });
  await expectNoAccessibilityViolations(visitor);

  // The lead form, its validation (the server answers in Hebrew; the card says it in Arabic) and its thanks.
  await expect(visitor.getByRole('heading', { name: 'اترك بياناتك' })).toBeVisible();
  // Sent empty, with an address that is no email: the card says what is missing in Arabic, beside each field (the
  // browser's own bubble would say it in the browser's language), and nothing is sent.
  await visitor.getByLabel('البريد الإلكتروني', { exact: true }).fill('sami@');
  await visitor.getByRole('button', { name: 'إرسال البيانات' }).click();
  await expect(visitor.getByText('يجب إدخال الاسم', { exact: true })).toBeVisible();
  await expect(visitor.getByText('عنوان البريد الإلكتروني غير صحيح', { exact: true })).toBeVisible();
  await expect(visitor.getByText('يجب الموافقة على التواصل لإرسال البيانات', { exact: true })).toBeVisible();
  await expect(visitor.getByLabel('الاسم', { exact: true })).toBeFocused();
  await visitor.getByLabel('البريد الإلكتروني', { exact: true }).fill('');
  await visitor.getByLabel('الاسم', { exact: true }).fill('سامي');
  await visitor.getByLabel('الهاتف', { exact: true }).fill('abc-def');
  await visitor.getByLabel(/^أوافق على أن يتواصل معي صاحب البطاقة/).check();
  await visitor.getByRole('button', { name: 'إرسال البيانات' }).click();
  await expect(visitor.getByText('رقم الهاتف غير صحيح', { exact: true })).toBeVisible();
  await visitor.getByLabel('الهاتف', { exact: true }).fill('050-765-4321');
  await visitor.getByRole('button', { name: 'إرسال البيانات' }).click();
  await expect(visitor.getByText('شكرًا! تم إرسال بياناتك، وسيتواصل معك صاحب البطاقة قريبًا.', { exact: true })).toBeVisible();
  await visitor.context().close();
});

test('the privacy policy a Russian card’s lead form links to opens in Russian, the card’s language', async ({ page, browser, baseURL }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { displayName: 'Анна Смирнова', language: 'ru' });
  const visitor = await visitCard(browser, baseURL, card.slug, true);
  const [policy] = await Promise.all([visitor.context().waitForEvent('page'), visitor.getByRole('link', { name: 'Политика конфиденциальности' }).click()]);
  await expect(policy.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(policy.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(policy.getByRole('heading', { level: 1 })).toHaveText(privacyRu.title);
  await visitor.context().close();
});

test('a Russian card deleted while a visitor has it open refuses the lead form in Russian', async ({ page, browser, baseURL }) => {
  await signInAsNewOwner(page);
  const card = await createCard(page.request, { displayName: 'Анна Смирнова', language: 'ru' });
  const visitor = await visitCard(browser, baseURL, card.slug, true, { viewport: { width: 360, height: 780 } });
  await expect(visitor.getByRole('button', { name: LEAD_FORM_TEXTS.ru.submit })).toBeVisible();
  await callApi(page.request, 'DELETE', `/api/profiles/${card.id}`);
  await visitor.getByLabel(LEAD_FORM_TEXTS.ru.name).fill('Иван');
  await visitor.getByLabel(LEAD_FORM_TEXTS.ru.phone).fill('050-123-4567');
  await visitor.locator('form[data-kc-lead] input[name="consent"]').check();
  await visitor.getByRole('button', { name: LEAD_FORM_TEXTS.ru.submit }).click();
  // The card is gone, so only the page can say which language to answer in.
  await expect(visitor.getByText(LEAD_FORM_TEXTS.ru.failed)).toBeVisible();
  expect(await visitor.locator('form[data-kc-lead]').innerText()).not.toMatch(/[\u0590-\u05FF]/);
  await visitor.context().close();
});

test('a visitor whose browser reads Arabic gets the offline page of a card never opened here in Arabic first', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'ar-IL' });
  const page = await context.newPage();
  await page.goto('/p/demo');
  await waitForWorker(page);
  await waitForCached(page, STORES.cards, ['/p/demo']);

  await goOffline(context);
  const response = await page.goto('/p/never-opened-in-arabic');
  expect(response?.status()).toBe(503);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading').first()).toHaveText('لا يوجد اتصال بالإنترنت');
  await expect(page.getByRole('link', { name: 'حاول مرة أخرى' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'אין חיבור לאינטרנט' })).toBeVisible();
  await context.close();
});

test('the quick actions of a card in each language and template hold their words, and its name and number stay whole, on a 320 px phone', async ({ page, browser, baseURL }) => {
  test.slow(); // twelve pages, one per language and template
  await signInAsNewOwner(page);
  const items = [
    { kind: 'phone' as const, label: '', value: '050-123-4567', call: true, whatsapp: true, sms: true },
    { kind: 'email' as const, label: '', value: 'layla@example.test' },
    { kind: 'address' as const, label: '', value: 'רחוב הרצל 21, חיפה' },
  ];
  // One card, written in each language and template in turn (a trial allows only a few cards), seen by one visitor.
  let card = await createCard(page.request, { displayName: 'Александра Смирнова', items });
  const visitor = await visitCard(browser, baseURL, card.slug, true, { viewport: { width: 320, height: 700 } });
  for (const [language, template] of LANGUAGES.flatMap((language) => TEMPLATES.map((template) => [language, template] as const))) {
    card = await callApi<Profile>(page.request, 'PUT', `/api/profiles/${card.id}`, { ...card, language, template, version: card.version });
    await visitor.goto(`/p/${card.slug}`);
    await expect(visitor.locator('html')).toHaveAttribute('lang', language);
    const spilling = await visitor.locator('.kc-actions .kc-btn').evaluateAll((buttons) =>
      buttons.filter((button) => button.scrollWidth > button.clientWidth + 1).map((button) => button.textContent),
    );
    expect(spilling, `${language}, ${template}`).toEqual([]);
    // No word of the name is broken across lines.
    const brokenInName = await wordsBrokenIn(visitor.getByRole('heading', { level: 1 }));
    expect(brokenInName, `${language}, ${template}`).toEqual([]);
    // Beside its WhatsApp and SMS buttons, the number is on one line.
    expect(await linesOfText(visitor.locator('.kc-list').getByText('050-123-4567', { exact: true })), `${language}, ${template}`).toEqual(['050-123-4567']);
    expect(await visitor.evaluate(sidewaysOverflow), `${language}, ${template}`).toEqual({ excess: 0, culprits: [] });
  }
  await visitor.context().close();
});
