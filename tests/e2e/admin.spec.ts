import type { Page } from '@playwright/test';
import type { NfcOrder } from '../../shared/contract/physical-cards';
import { expect, test } from './fixtures';
import { blankTranslation } from '../../shared/contract/profiles';
import { ar } from '../../shared/i18n/ar';
import { ru } from '../../shared/i18n/ru';
import { keepLanguage } from './support/language';
import { FINGER, phoneScreenProblems, problemsOnPhones, sidewaysOverflow } from './support/phone-screen';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { SEEDED_ADMIN, createCard, registerOwner, signInPageAs } from './support/accounts';
import { callApi, csrfHeaders } from './support/api';
import { placeOrder } from './support/orders';
import { slowApiAnswers, watchLoadingStates } from './support/loading-states';

/** Any letter of the Hebrew alphabet: an English screen shows none. */
const HEBREW_LETTER = /[\u0590-\u05FF]/;

test.beforeEach(async ({ page }) => {
  await signInPageAs(page, SEEDED_ADMIN);
});

test('the dashboard shows the figures and leads to every section', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'לוח ניהול' })).toBeVisible();
  const figures = page.getByRole('list', { name: 'נתוני המערכת' });
  await expect(figures.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'משתמשים', exact: true }) })).toContainText(/\d/);
  await expectNoAccessibilityViolations(page);

  const nav = page.getByRole('navigation', { name: 'אזורי הניהול' });
  for (const [name, path] of [
    ['מסד הנתונים', '/admin/database-migrations'],
    ['הודעות מצור קשר', '/admin/contact'],
    ['העברת חבילות', '/admin/package-migration'],
  ] as const) {
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'לוח ניהול' })).toBeVisible();
  await page.goto('/admin/no-such-section');
  await expect(page.getByRole('heading', { level: 1, name: 'דף לא נמצא' })).toBeVisible();
});

test('each admin section opens from the navigation with its data already drawn, never a loading line', async ({ page }) => {
  await page.goto('/admin/database-migrations');
  await expect(page.getByRole('table', { name: 'הגירות' })).toBeVisible();
  await slowApiAnswers(page);
  const loadingSeen = await watchLoadingStates(page, [
    // The admin pages' "loading" line, and the blog admin's loading view, inside the page.
    { selector: '.admin-page p, .admin-page .loading-screen', text: 'טוענים את המערכת' },
    // The package migration's choice with nothing to choose yet.
    { selector: '.admin-migration option:only-child' },
  ]);
  const nav = page.getByRole('navigation', { name: 'אזורי הניהול' });
  const frame = page.locator('.admin-page');
  const sections = [
    ['לוח ניהול', 'לוח ניהול', page.getByRole('list', { name: 'נתוני המערכת' })],
    ['משתמשים', 'משתמשים', page.getByRole('row').filter({ hasText: 'admin@kartis.app' })],
    ['העברת חבילות', 'העברת חבילות', page.getByRole('combobox', { name: 'מהחבילה' }).getByRole('option', { name: /מנויים/ }).first()],
    ['חבילות', 'חבילות', page.getByRole('table', { name: 'חבילות' })],
    ['פניות לתמיכה', 'פניות לתמיכה', page.getByRole('heading', { level: 2, name: 'שיחות' })],
    ['בלוג', 'ניהול בלוג', page.getByRole('table', { name: 'כל הפוסטים' })],
    ['הודעות מצור קשר', 'הודעות מצור קשר', frame],
    ['דיווחי שגיאות', 'דיווחי שגיאות', frame],
    ['הזמנות כרטיסים', 'הזמנות כרטיסי NFC', frame],
    ['מסד הנתונים', 'הגירות מסד נתונים', page.getByRole('table', { name: 'הגירות' })],
  ] as const;
  for (const [link, title, data] of sections) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(data).toBeAttached();
    await expect(frame).not.toContainText('טוענים את המערכת');
  }
  expect(await loadingSeen()).toEqual([]);
});

test('an admin finds a new account, blocks it (its session ends), unblocks it and extends its trial', async ({ page, playwright, baseURL }) => {
  const ownerRequest = await playwright.request.newContext({ baseURL });
  const owner = await registerOwner(ownerRequest);

  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'חיפוש לפי שם, שם משתמש או מייל' }).fill(owner.email);
  const row = page.getByRole('row').filter({ hasText: owner.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'משתמש אחד' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // Blocking signs the account out everywhere: asked first, and nothing happens on Cancel.
  await row.getByRole('button', { name: `חסימת ${owner.username}` }).click();
  let ask = page.getByRole('dialog', { name: `לחסום את ${owner.username}?` });
  await expect(ask).toContainText('החשבון יתנתק מכל המכשירים');
  await ask.getByRole('button', { name: 'ביטול' }).click();
  await expect(ask).toBeHidden();
  expect((await ownerRequest.get('/api/auth/current-user')).status()).toBe(200);
  await row.getByRole('button', { name: `חסימת ${owner.username}` }).click();
  await ask.getByRole('button', { name: 'חסימה', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'החשבון נחסם והתנתק מכל המכשירים' })).toBeVisible();
  await expect(row.getByText('חסום')).toBeVisible();
  expect((await ownerRequest.get('/api/auth/current-user')).status()).toBe(401);

  await row.getByRole('button', { name: `ביטול החסימה של ${owner.username}` }).click();
  await expect(row.getByText('חסום')).toHaveCount(0);
  const trialEnd = async () => {
    const answer = await page.request.get(`/api/admin/users?q=${encodeURIComponent(owner.email)}`);
    return Date.parse(((await answer.json()) as { users: { trialEndsAt: string }[] }).users[0]!.trialEndsAt);
  };
  const before = await trialEnd();
  await row.getByRole('button', { name: `הארכת הניסיון של ${owner.username} ב\u201114 ימים` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'הניסיון הוארך ב\u201114 ימים' })).toBeVisible();
  expect(await trialEnd()).toBe(before + 14 * 86_400_000);

  // Full rights are given only once asked.
  await row.getByRole('button', { name: `הפיכת ${owner.username} למנהל מערכת` }).click();
  ask = page.getByRole('dialog', { name: `להפוך את ${owner.username} למנהל מערכת?` });
  await ask.getByRole('button', { name: 'ביטול' }).click();
  await expect(ask).toBeHidden();
  await expect(row.getByRole('cell', { name: 'משתמש', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `הפיכת ${owner.username} למנהל מערכת` }).click();
  await ask.getByRole('button', { name: 'הפיכה למנהל' }).click();
  await expect(row.getByRole('button', { name: `הפיכת ${owner.username} למשתמש רגיל` })).toBeVisible();
  await ownerRequest.dispose();
});

test('on a phone the users are compact rows (name, address read whole, plan), found by search, their actions a tap away where they have any', async ({ page, playwright, baseURL }) => {
  const ownerRequest = await playwright.request.newContext({ baseURL });
  const owner = await registerOwner(ownerRequest);
  await ownerRequest.dispose();
  for (const { language, width, search, actions } of [
    { language: 'he', width: 390, search: 'חיפוש לפי שם, שם משתמש או מייל', actions: 'פעולות על' },
    { language: 'en', width: 320, search: 'Search by name, username or email', actions: 'Actions for' },
  ] as const) {
    await keepLanguage(page, language);
    await page.setViewportSize({ width, height: 780 });
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: search }).fill(owner.email);
    const row = page.getByRole('row').filter({ hasText: owner.email });
    await expect(row).toHaveCount(1);
    // Name, address (wrapped once on the narrowest phone) and plan beside the actions button: not a 200 px block.
    expect((await row.boundingBox())!.height).toBeLessThanOrEqual(140);
    const toggle = row.getByRole('button', { name: `${actions} ${owner.username}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(row.getByRole('button', { name: language === 'he' ? `חסימת ${owner.username}` : new RegExp(`${owner.username}`) }).first()).toBeVisible();
    expect(await phoneScreenProblems(page)).toEqual([]);
    // The address and the plan are read whole, however narrow the phone.
    const cut = await row.locator('.admin-user-meta, .admin-users-plan').evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent));
    expect(cut).toEqual([]);
    // The demo account takes no actions: no button opens an empty panel.
    await page.getByRole('searchbox', { name: search }).fill('demo@kartis.app');
    const demo = page.getByRole('row').filter({ hasText: 'demo@kartis.app' });
    await expect(demo).toHaveCount(1);
    await expect(demo.getByRole('button')).toHaveCount(0);
  }
});

test('an admin creates a package in its languages with Hebrew validation, edits it, moves its subscribers and deletes it', async ({ page }) => {
  const name = `חבילת בדיקה ${Date.now().toString(36)}`;
  await page.goto('/admin/packages');
  await page.getByRole('button', { name: 'חבילה חדשה' }).click();
  const form = page.locator('form.admin-form');
  await expect(form.getByRole('heading', { name: 'חבילה חדשה' })).toBeFocused();
  // Kept off the landing page and out of the active lists: other tests read the seeded packages.
  await form.getByRole('checkbox', { name: 'פעילה' }).uncheck();
  await form.getByRole('checkbox', { name: 'מוצגת בעמוד הבית' }).uncheck();
  await form.getByRole('textbox', { name: 'מחיר חודשי (₪)' }).fill('49.999');
  await form.getByRole('button', { name: 'שמירה' }).click();
  await expect(form.getByText('יש להזין שם לחבילה', { exact: true })).toBeVisible();
  await expect(form.getByText('המחיר חייב להיות בין ₪0 ל\u2011₪100,000, עם עד שתי ספרות אחרי הנקודה')).toBeVisible();
  await expect(form.getByText('יש להזין שם לחבילה באנגלית')).toBeVisible();

  await form.getByRole('textbox', { name: 'שם', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'מחיר חודשי (₪)' }).fill('49.9');
  // A paid plan's yearly price is never more than twelve monthly ones.
  await form.getByRole('textbox', { name: 'מחיר שנתי (₪)' }).fill('600');
  await form.getByRole('textbox', { name: 'תכונות', exact: true }).fill('כרטיס אחד\nסטטיסטיקות');
  await form.getByRole('textbox', { name: 'שם באנגלית' }).fill('חבילה');
  await form.getByRole('textbox', { name: 'שם ברוסית' }).fill('חבילה');
  await form.getByRole('button', { name: 'שמירה' }).click();
  await expect(form.getByText('לחבילה בתשלום יש מחיר חודשי ומחיר שנתי, והמחיר השנתי אינו עולה על 12 תשלומים חודשיים')).toBeVisible();
  await expect(form.getByText('בטקסט באנגלית אין מקום לאותיות עבריות')).toBeVisible();
  await expect(form.getByText('בטקסט בערבית או ברוסית אין מקום לאותיות עבריות')).toBeVisible();

  await form.getByRole('textbox', { name: 'מחיר שנתי (₪)' }).fill('499');
  await form.getByRole('textbox', { name: 'שם באנגלית' }).fill('Test package');
  await form.getByRole('textbox', { name: 'תכונות באנגלית' }).fill('One card\nStatistics');
  await form.getByRole('textbox', { name: 'שם ברוסית' }).fill('Тестовый тариф');
  // Arabic is written right to left, Russian left to right, whatever the screen's language.
  await expect(form.getByRole('textbox', { name: 'שם בערבית' })).toHaveAttribute('dir', 'rtl');
  await expect(form.getByRole('textbox', { name: 'שם ברוסית' })).toHaveAttribute('dir', 'ltr');
  await expectNoAccessibilityViolations(page);
  await form.getByRole('button', { name: 'שמירה' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'החבילה נוצרה' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toContainText('לא פעילה');
  // The price as stored, agorot included.
  await expect(row).toContainText(/49\.90\D+לחודש/);

  await row.getByRole('button', { name: `עריכת ${name}` }).click();
  await expect(page.getByRole('textbox', { name: 'שם באנגלית' })).toHaveValue('Test package');
  await expect(page.getByRole('textbox', { name: 'תכונות באנגלית' })).toHaveValue('One card\nStatistics');
  await expect(page.getByRole('textbox', { name: 'שם ברוסית' })).toHaveValue('Тестовый тариф');
  await expect(page.getByRole('textbox', { name: 'שם בערבית' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'מחיר חודשי (₪)' }).fill('59');
  await page.getByRole('button', { name: 'שמירה' }).click();
  await expect(row).toContainText(/59\D+לחודש/);

  // Its (no) subscribers move to the paid plan.
  await page.goto('/admin/package-migration');
  await page.getByRole('combobox', { name: 'מהחבילה' }).selectOption({ label: `${name} (0 מנויים)` });
  const target = page.getByRole('combobox', { name: 'לחבילה' });
  await target.selectOption({ label: (await target.locator('option', { hasText: /^מקצועי \(/ }).textContent())! });
  await page.getByRole('button', { name: 'העברת המנויים' }).click();
  const confirm = page.getByRole('dialog', { name: 'להעביר את המנויים?' });
  await expect(confirm).toContainText(`0 מנויים יעברו מהחבילה ${name} לחבילה מקצועי`);
  await confirm.getByRole('button', { name: 'העברת המנויים' }).click();
  await expect(page.getByRole('status').filter({ hasText: '0 מנויים עברו לחבילה מקצועי' })).toBeVisible();

  await page.goto('/admin/packages');
  await row.getByRole('button', { name: `מחיקת ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'מחיקה' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'החבילה נמחקה' })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('on a phone the reminder of a second factor keeps the page\'s margins on both sides, in Hebrew and in English', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 780 });
  for (const language of ['he', 'en'] as const) {
    await page.goto('/admin/users');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.reload();
    const reminder = page.getByRole('note').filter({ has: page.getByRole('link', { name: /account settings|בהגדרות החשבון/ }) });
    const [box, heading] = [await reminder.boundingBox(), await page.getByRole('heading', { level: 1 }).boundingBox()];
    expect([Math.round(box!.x), Math.round(box!.x + box!.width)], language).toEqual([Math.round(heading!.x), Math.round(heading!.x + heading!.width)]);
  }
});

test('leaving a package form with unsaved texts asks first; staying keeps them, Cancel drops them on purpose', async ({ page }) => {
  await page.goto('/admin/packages');
  await page.getByRole('button', { name: 'חבילה חדשה' }).click();
  const form = page.locator('form.admin-form');
  await form.getByRole('textbox', { name: 'שם באנגלית' }).fill('Business');
  await form.getByRole('textbox', { name: 'תכונות באנגלית' }).fill('Up to 10 cards\nLead export');

  await page.getByRole('link', { name: 'משתמשים' }).click();
  const leave = page.getByRole('dialog', { name: 'לצאת בלי לשמור?' });
  await leave.getByRole('button', { name: 'הישארות בעורך' }).click();
  await expect(page).toHaveURL(/\/admin\/packages$/);
  await expect(form.getByRole('textbox', { name: 'תכונות באנגלית' })).toHaveValue('Up to 10 cards\nLead export');

  await form.getByRole('button', { name: 'ביטול' }).click();
  await expect(form).toHaveCount(0);
  await page.getByRole('link', { name: 'משתמשים' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'משתמשים' })).toBeVisible();
});

test('the database page lists every migration as applied; contact messages and error reports are readable', async ({ page, playwright, baseURL }) => {
  await page.goto('/admin/database-migrations');
  const migrations = page.getByRole('table', { name: 'הגירות' });
  await expect(migrations.getByRole('row').filter({ hasText: '0008_support.sql' })).toContainText('הוחלה');
  await expect(migrations.getByText('ממתינה להפעלה הבאה')).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  const visitor = await playwright.request.newContext({ baseURL });
  const subject = `הצעת מחיר ${Date.now().toString(36)}`;
  const sent = await visitor.post('/api/contact', {
    data: { name: 'רון לוי', email: 'ron@example.test', subject, message: 'אשמח להצעה ל-20 כרטיסי NFC לצוות' },
    headers: await csrfHeaders(visitor),
  });
  expect(sent.status()).toBe(201);
  await visitor.dispose();
  await page.goto('/admin/contact');
  const message = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
  await expect(message).toContainText('אשמח להצעה ל-20 כרטיסי NFC לצוות');
  await expect(message.getByRole('link', { name: 'ron@example.test' })).toHaveAttribute('href', /^mailto:ron@example\.test\?subject=/);

  await page.goto('/admin/errors');
  await expect(page.getByRole('heading', { level: 1, name: 'דיווחי שגיאות' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

/** What a page keeps out of sight in a sideways scroller: a table wider than its box, found only by scrolling it. */
const hiddenSideways = (page: Page) =>
  page.locator('.admin-table-scroll').evaluateAll((boxes) =>
    boxes.filter((box) => box.scrollWidth > box.clientWidth + 1).map((box) => `${box.querySelector('caption')?.textContent ?? 'a table'}: ${box.scrollWidth} px in ${box.clientWidth}`),
  );

test('the packages, the migrations, contact messages and error reports fit a phone whole, long unbroken words and all (Hebrew and English)', async ({ page, playwright, baseURL }) => {
  test.slow();
  const visitor = await playwright.request.newContext({ baseURL });
  const link = 'https://kartis.app/p/a-very-long-card-address-shared-by-the-sender?utm_source=share&utm_medium=whatsapp&utm_campaign=cards-2026';
  const sent = await visitor.post('/api/contact', {
    data: {
      name: 'רון לוי',
      email: 'a.very.long.mailbox.name.that.does.not.break.anywhere@an-extraordinarily-long-domain-name.example.test',
      subject: `Quotation-request-for-twenty-NFC-cards-for-the-whole-sales-team-${Date.now().toString(36)}`,
      message: `ראו את הכרטיס שלי: ${link}`,
    },
    headers: await csrfHeaders(visitor),
  });
  expect(sent.status()).toBe(201);
  const reported = await visitor.post('/api/errors/report', {
    data: { errorType: 'TypeError', errorMessage: `Cannot_read_properties_of_undefined_${'x'.repeat(160)}`, path: `/editor/1?${'from=dashboard&'.repeat(12)}` },
    headers: await csrfHeaders(visitor),
  });
  expect(reported.status()).toBe(204);
  await visitor.dispose();

  const problems: string[] = [];
  for (const language of ['he', 'en'] as const) {
    await keepLanguage(page, language);
    for (const path of ['/admin/packages', '/admin/database-migrations', '/admin/contact', '/admin/errors']) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expect(page.locator('.admin-page h1')).toBeVisible();
      await expect(page.locator('.admin-page')).not.toContainText(language === 'he' ? 'טוען' : 'Loading');
      const { excess } = await page.evaluate(sidewaysOverflow);
      if (excess > 0) problems.push(`${language} ${path} at 1280 px is ${excess} px too wide`);
      for (const width of [320, 360, 414]) {
        await page.setViewportSize({ width, height: 780 });
        problems.push(...(await phoneScreenProblems(page)).map((problem) => `${language} ${path} at ${width} px: ${problem}`));
        problems.push(...(await hiddenSideways(page)).map((problem) => `${language} ${path} at ${width} px hides ${problem}`));
      }
    }
  }
  expect(problems).toEqual([]);
});

test('on a 320 px phone in Arabic and Russian, a package\'s English and Russian lines are typed from the left, and no group\'s name is crossed by its box\'s border', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 780 });
  for (const [language, texts] of [['ar', ar], ['ru', ru]] as const) {
    await keepLanguage(page, language);
    await page.goto('/admin/packages');
    await page.getByRole('button', { name: texts['admin.packages.new'], exact: true }).click();
    const form = page.locator('form.admin-form');
    await expect(form.getByRole('heading', { name: texts['admin.packages.newTitle'] })).toBeFocused();
    const fromTheRight = await form.locator('input[lang=en], input[lang=ru]').evaluateAll((inputs) =>
      inputs.filter((input) => getComputedStyle(input).textAlign === 'right').map((input) => (input as HTMLInputElement).labels?.[0]?.textContent),
    );
    expect.soft(fromTheRight, language).toEqual([]);
    // A legend on two lines in a box with a border has the border drawn through it.
    const crossed = await form.locator('legend').evaluateAll((legends) =>
      legends
        .filter((legend) => {
          if (parseFloat(getComputedStyle(legend.parentElement!).borderTopWidth) === 0) return false;
          const range = document.createRange();
          range.selectNodeContents(legend);
          const tops = [...range.getClientRects()].map((rect) => rect.top);
          return Math.max(...tops) - Math.min(...tops) > 4;
        })
        .map((legend) => legend.textContent),
    );
    expect.soft(crossed, language).toEqual([]);
  }
});

test('the NFC card, bought once, shows and takes one price: no monthly price, no yearly one (English and Hebrew)', async ({ page }) => {
  for (const [language, name, once, price] of [
    ['en', 'NFC card', /^₪89 once$/, 'Price (₪)'],
    ['he', 'כרטיס NFC', /^\u200f?89\s\u200f?₪ בתשלום אחד$/, 'מחיר (₪)'],
  ] as const) {
    await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    await page.goto('/admin/packages');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row.getByRole('cell').nth(1)).toHaveText(once);
    await row.getByRole('button').first().click();
    const form = page.locator('form');
    await expect(form.getByLabel(price, { exact: true })).toHaveValue('89');
    await expect(form.getByRole('textbox', { name: /monthly|חודשי/i })).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: /yearly|שנתי/i })).toHaveCount(0);
  }
});

test('in English, each package is named as the screen shows it, its edit and delete buttons included', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/admin/packages');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Pro\b/ }) });
  await expect(row.getByRole('button', { name: 'Edit Pro', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Delete Pro', exact: true })).toBeVisible();

  // The form, its toast, the package move's choices and its question name the packages in English too.
  await row.getByRole('button', { name: 'Edit Pro', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit the Pro package' })).toBeFocused();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Package saved' })).toContainText('Pro');
  await expect(page.locator('.toast-viewport')).not.toContainText(HEBREW_LETTER);

  await page.goto('/admin/package-migration');
  const from = page.getByRole('combobox', { name: 'From the package' });
  await expect(from.locator('option', { hasText: /^Pro \(/ })).toHaveCount(1);
  const choices = await from.locator('option').allTextContents();
  expect(choices.filter((choice) => HEBREW_LETTER.test(choice) || /\(1 subscribers\)/.test(choice))).toEqual([]);
  expect(choices).toContainEqual(expect.stringMatching(/^Pro \((1 subscriber|\d+ subscribers)\)$/));
  await from.selectOption({ label: choices.find((choice) => choice.startsWith('Pro ('))! });
  const to = page.getByRole('combobox', { name: 'To the package' });
  await to.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Move the subscribers' }).click();
  const confirm = page.getByRole('dialog', { name: 'Move the subscribers?' });
  await expect(confirm).toContainText(/^.*(1 subscriber will|\d+ subscribers will) move from Pro to [A-Za-z]/);
  await expect(confirm).not.toContainText(HEBREW_LETTER);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
});

test('on a phone an admin marks an order paid, then shipped, or cancels one (asked first); its print file and its phone are a tap away (Hebrew and English)', async ({
  page,
  playwright,
  baseURL,
}) => {
  const ownerRequest = await playwright.request.newContext({ baseURL });
  await registerOwner(ownerRequest);
  const card = await createCard(ownerRequest, { translations: [{ ...blankTranslation('en'), displayName: 'Noa Cohen' }] });
  const shipped = await placeOrder(ownerRequest, card.id, 'en');
  const cancelled = await placeOrder(ownerRequest, card.id);
  const itemOf = (order: NfcOrder, word: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^${word} ${order.id} ·`) }) });

  await page.goto('/admin/orders');
  let item = itemOf(shipped, 'הזמנה');
  await expect(item).toContainText('ממתינה לתשלום');
  // The version printed, which the print file holds.
  await expect(item).toContainText('בשפה: English');
  await expect(itemOf(cancelled, 'הזמנה')).not.toContainText('בשפה:');
  const phone = item.getByRole('link', { name: '0501234567' });
  await expect(phone).toHaveAttribute('href', 'tel:0501234567');
  const pdf = item.getByRole('link', { name: 'הורדת קובץ הדפסה (PDF)' });
  for (const link of [phone, pdf]) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(FINGER);
  await expect(item.getByRole('button', { name: `סימון כנשלחה: הזמנה ${shipped.id}` })).toHaveCount(0);
  await item.getByRole('button', { name: `סימון כשולמה: הזמנה ${shipped.id}` }).click();
  await expect(page.locator('.toast-viewport').getByText(`הזמנה ${shipped.id} סומנה כשולמה`)).toBeVisible();
  await expect(item).toContainText('שולמה');
  await expect(item.getByRole('button', { name: `סימון כשולמה: הזמנה ${shipped.id}` })).toHaveCount(0);
  await expect(item.getByRole('button', { name: `סימון כנשלחה: הזמנה ${shipped.id}` })).toBeVisible();
  expect(await problemsOnPhones(page)).toEqual([]);

  await keepLanguage(page, 'en');
  await page.goto('/admin/orders');
  item = itemOf(shipped, 'Order');
  await item.getByRole('button', { name: `Mark as shipped: order ${shipped.id}` }).click();
  await expect(page.locator('.toast-viewport').getByText(`Order ${shipped.id} is marked as shipped`)).toBeVisible();
  await expect(item).toContainText('Shipped');
  await expect(item.getByRole('button')).toHaveCount(0);

  item = itemOf(cancelled, 'Order');
  await item.getByRole('button', { name: `Cancel the order: order ${cancelled.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${cancelled.id}?` });
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toContainText('Canceled');
  await expect(item.getByRole('button')).toHaveCount(0);
  expect(await problemsOnPhones(page)).toEqual([]);

  const mine = await callApi<NfcOrder[]>(ownerRequest, 'GET', '/api/physical-cards/orders');
  expect(mine.map((order) => [order.id, order.status])).toEqual([
    [cancelled.id, 'cancelled'],
    [shipped.id, 'shipped'],
  ]);
  await ownerRequest.dispose();
});

test('in English and Russian the dashboard and the database page write their figures and dates as that language does', async ({ page }) => {
  const overview = { users: 12345, newUsers7d: 1200, admins: 2, activeSubscriptions: 3456, trials: 7, cards: 23456, publishedCards: 2000, leads30d: 1234, views30d: 1234567, supportWaiting: 0, contactRequests7d: 1, errorReports7d: 0 };
  const database = { migrations: [{ name: '0001_init.sql', status: 'applied', appliedAt: '2026-03-14T09:30:00.000Z' }], journalMode: 'wal', sizeBytes: 5_000_000, tables: [{ name: 'users', rows: 12345 }] };
  await page.route('**/api/admin/overview', (route) => route.fulfill({ json: overview }));
  await page.route('**/api/admin/database-migrations', (route) => route.fulfill({ json: database }));
  for (const [language, users, views, size, date] of [
    ['en', 'Users', '1,234,567', 'File size 4,883 KB', '14 March 2026'],
    ['ru', 'Пользователи', '1\u00a0234\u00a0567', 'Размер файла: 4\u00a0883 КБ', '14\u00a0марта\u00a02026\u00a0г.'],
  ] as const) {
    await keepLanguage(page, language);
    // Opened from another page, so that the figures are the app's own reading of the answers above.
    await page.goto('/');
    await page.evaluate(() => history.pushState(null, '', '/admin'));
    await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')));
    const figures = page.locator('.admin-figures');
    await expect(figures.getByRole('listitem').filter({ hasText: users })).toContainText(language === 'en' ? '12,345' : '12\u00a0345');
    await expect(figures).toContainText(views);
    await page.evaluate(() => history.pushState(null, '', '/admin/database-migrations'));
    await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByText(size)).toBeVisible();
    await expect(page.locator('.admin-migrations time')).toHaveText(date.replaceAll(' ', '\u00a0'));
    await expect(page.getByRole('cell', { name: language === 'en' ? '12,345' : '12\u00a0345', exact: true })).toBeVisible();
  }
});
