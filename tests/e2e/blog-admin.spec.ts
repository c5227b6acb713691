import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { SEEDED_ADMIN, signInPageAs } from './support/accounts';
import { callApi } from './support/api';

async function logInThroughDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'התחברות' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'כתובת מייל' }).fill(SEEDED_ADMIN.email);
  await dialog.getByLabel('סיסמה', { exact: true }).fill(SEEDED_ADMIN.password);
  await dialog.getByRole('button', { name: 'התחברות', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Closes any toast before an accessibility scan: a toast's list item carries role="status"/"alert",
 * which axe reports as a list violation (a fix in the shared Toast component is pending).
 */
async function dismissToasts(page: Page) {
  for (const close of await page.getByRole('button', { name: 'סגירת ההתראה' }).all()) await close.click();
  await expect(page.getByRole('button', { name: 'סגירת ההתראה' })).toHaveCount(0);
}

function row(page: Page, title: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
}

test('an admin writes a post with a preview, publishes it, edits it, hides it and deletes it', async ({ page, browser, baseURL }) => {
  // A whole journey across many pages: give it the slow-test budget.
  test.slow();
  const title = `כרטיס NFC לצוות המכירות ${Date.now()}`;
  const edited = `${title} – מעודכן`;

  await page.goto('/blog-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'זהו דף מוגן' })).toBeVisible();
  await logInThroughDialog(page);
  await expect(page.getByRole('heading', { level: 1, name: 'ניהול בלוג' })).toBeVisible();
  await expect(page).toHaveURL(/\/blog-admin$/);
  await dismissToasts(page);
  await expectNoAccessibilityViolations(page);

  await page.getByRole('link', { name: 'פוסט חדש' }).click();
  await page.getByRole('textbox', { name: 'כותרת' }).fill(title);
  await page.getByRole('textbox', { name: 'כותב' }).fill('צוות כרטיס');
  await page.getByRole('textbox', { name: 'תקציר' }).fill('איך צוות מכירות משתמש בכרטיסי NFC בכנסים.');
  await page
    .getByRole('textbox', { name: 'תוכן הפוסט (Markdown)' })
    .fill('## למה NFC\n\nנגיעה אחת **ופרטי הקשר אצל הלקוח**.\n\n<img src="/x.png" onerror="window.__xss = 1">\n\n[קישור](javascript:window.__xss=1)');
  await page.getByRole('button', { name: 'תצוגה מקדימה' }).click();
  const preview = page.getByRole('region', { name: 'תצוגה מקדימה' });
  await expect(preview.getByRole('heading', { name: 'למה NFC' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('ופרטי הקשר אצל הלקוח');
  await expect(preview.locator('[onerror], a[href^="javascript"]')).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'יצירת הפוסט' }).click();
  await expect(page.getByText('הפוסט נוצר')).toBeVisible();
  await expect(row(page, title).getByText('מוסתר')).toBeVisible();

  await page.getByRole('button', { name: `פרסום: ${title}` }).click();
  await expect(row(page, title).getByText('מפורסם')).toBeVisible();

  await page.goto('/blog');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'למה NFC' })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | כרטיס`);
  const postUrl = page.url();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  await page.goto('/blog-admin');
  await page.getByRole('link', { name: `עריכה: ${title}` }).click();
  await expect(page.getByRole('textbox', { name: 'תוכן הפוסט (Markdown)' })).toHaveValue(/## למה NFC/);
  await page.getByRole('textbox', { name: 'כותרת' }).fill(edited);
  await page.getByRole('button', { name: 'שמירת השינויים' }).click();
  await expect(page.getByText('הפוסט נשמר')).toBeVisible();
  await expect(row(page, edited)).toBeVisible();

  await page.getByRole('button', { name: `הסתרה: ${edited}` }).click();
  await expect(row(page, edited).getByText('מוסתר')).toBeVisible();
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(postUrl);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'דף לא נמצא' })).toBeVisible();
  await visitorPage.goto('/blog');
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'בלוג' })).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: edited })).toHaveCount(0);
  await visitor.close();

  await page.getByRole('button', { name: `מחיקה: ${edited}` }).click();
  const confirm = page.getByRole('dialog', { name: 'למחוק את הפוסט?' });
  await confirm.getByRole('button', { name: 'מחיקה לצמיתות' }).click();
  await expect(page.getByText('הפוסט נמחק')).toBeVisible();
  await expect(row(page, edited)).toHaveCount(0);
});

test('a signed-out visitor cannot reach the blog admin', async ({ page }) => {
  await page.goto('/blog-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'זהו דף מוגן' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'התחברות' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ניהול בלוג' })).toHaveCount(0);
});

test('a short address another post uses is told beside its field, which takes the focus; the hints show their examples as typed', async ({ page }) => {
  await signInPageAs(page, SEEDED_ADMIN);
  const slug = `taken-${Date.now().toString(36)}`;
  const holder = await callApi<{ id: number }>(page.request, 'POST', '/api/admin/blog-posts', { title: 'פוסט שהכתובת שלו', slug, bodyMarkdown: 'תוכן', author: 'צוות כרטיס' });
  await page.goto('/blog-admin?editor=new');
  // Each example is kept left to right inside the Hebrew hint, as it is typed.
  for (const example of ['nfc-tips', '/uploads/cover.webp', '[קישור](https://...)']) {
    await expect(page.locator('.field-hint').getByText(example, { exact: true })).toHaveAttribute('dir', 'ltr');
  }

  await page.getByRole('textbox', { name: 'כותרת' }).fill('פוסט שני');
  await page.getByRole('textbox', { name: 'כותב' }).fill('צוות כרטיס');
  await page.getByRole('textbox', { name: 'תוכן הפוסט (Markdown)' }).fill('תוכן אחר');
  const slugField = page.getByRole('textbox', { name: 'כתובת מקוצרת (לא חובה)' });
  await slugField.fill(slug);
  await page.getByRole('button', { name: 'יצירת הפוסט' }).click();
  await expect(slugField).toBeFocused();
  await expect(slugField).toHaveAttribute('aria-invalid', 'true');
  await expect(slugField).toHaveAccessibleDescription(/הכתובת המקוצרת כבר משמשת פוסט אחר/);
  await callApi(page.request, 'DELETE', `/api/admin/blog-posts/${holder.id}`);
});

test('a post written in English is typed left to right and lands on the blog as an English post', async ({ page }) => {
  await signInPageAs(page, SEEDED_ADMIN);
  await page.goto('/blog-admin?editor=new');
  const language = page.getByRole('combobox', { name: 'שפת הפוסט' });
  await expect(language).toHaveValue('he');
  const title = page.getByRole('textbox', { name: 'כותרת' });
  await expect(title).toHaveAttribute('dir', 'rtl');

  await language.selectOption('en');
  await expect(title).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('textbox', { name: 'תוכן הפוסט (Markdown)' })).toHaveAttribute('lang', 'en');
  const english = `Cards at the Tel Aviv fair ${Date.now()}`;
  await title.fill(english);
  await page.getByRole('textbox', { name: 'כותב' }).fill('The Kartis team');
  await page.getByRole('textbox', { name: 'תוכן הפוסט (Markdown)' }).fill('One tap, and your details are on their phone.');
  await page.getByRole('checkbox', { name: 'לפרסם מיד' }).check();
  await page.getByRole('button', { name: 'יצירת הפוסט' }).click();
  await expect(page.getByText('הפוסט נוצר')).toBeVisible();
  await expect(row(page, english).getByRole('rowheader')).toHaveAttribute('lang', 'en');

  const posts = await callApi<{ id: number; title: string; language: string }[]>(page.request, 'GET', '/api/blog-posts');
  const created = posts.find((post) => post.title === english)!;
  expect(created.language).toBe('en');
  await callApi(page.request, 'DELETE', `/api/admin/blog-posts/${created.id}`);
});

test('leaving a post with unsaved words asks first, and staying keeps them', async ({ page }) => {
  await signInPageAs(page, SEEDED_ADMIN);
  await page.goto('/blog-admin?editor=new');
  const body = page.getByRole('textbox', { name: 'תוכן הפוסט (Markdown)' });
  await page.getByRole('textbox', { name: 'כותרת' }).fill('טיוטה ארוכה');
  await body.fill('## פרק ראשון\n\nשעה של כתיבה.');

  await page.getByRole('link', { name: 'ביטול' }).click();
  const leave = page.getByRole('dialog', { name: 'לצאת בלי לשמור?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'הישארות בעורך' }).click();
  await expect(page).toHaveURL(/editor=new/);
  await expect(body).toHaveValue('## פרק ראשון\n\nשעה של כתיבה.');

  // A link elsewhere in the admin asks alike; leaving then drops the draft on purpose.
  await page.getByRole('link', { name: 'משתמשים' }).click();
  await leave.getByRole('button', { name: 'יציאה בלי לשמור' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'משתמשים' })).toBeVisible();

  // An untouched editor leaves without a question.
  await page.goto('/blog-admin?editor=new');
  await page.getByRole('link', { name: 'ביטול' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ניהול בלוג' })).toBeVisible();
  await expect(page).not.toHaveURL(/editor=/);
});
