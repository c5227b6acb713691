import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdAppStart } from './support/drawn-page';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { networkIdle } from './support/network-idle';

/** Pages inside the full shell: the header's language button switches them. */
const SHELL_PAGES = [
  { path: '/help', he: 'עזרה ותמיכה', en: 'Help and support' },
  { path: '/communities', he: 'קהילות', en: 'Communities' },
  { path: '/blog', he: 'בלוג', en: 'Blog' },
  { path: '/contact', he: 'צור קשר', en: 'Contact' },
  { path: '/at-routes-test', he: 'בדיקת כתובות @', en: '@ address test' },
];

/** Legal pages hide the site header and carry their own language button. */
const LEGAL_PAGES = [
  { path: '/privacy', he: 'מדיניות פרטיות', en: 'Privacy policy' },
  { path: '/terms', he: 'תנאי שימוש', en: 'Terms of use' },
  { path: '/refund', he: 'מדיניות החזרים', en: 'Refund policy' },
  { path: '/accessibility', he: 'הצהרת נגישות', en: 'Accessibility statement' },
];

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

for (const { path, he, en } of SHELL_PAGES) {
  test(`${path} reads in Hebrew and in English with no accessibility violations`, async ({ shell, page }) => {
    await shell.open(path);
    await expect(heading(page, he)).toBeVisible();
    await expect(page).toHaveTitle(`${he} | כרטיס`);
    await shell.expectDocumentLanguage('he');
    await expectNoAccessibilityViolations(page);

    await shell.switchLanguage('en');
    await expect(heading(page, en)).toBeVisible();
    await expect(page).toHaveTitle(`${en} | Kartis`);
    await shell.expectDocumentLanguage('en');
    await expectNoAccessibilityViolations(page);
  });
}

for (const { path, he, en } of LEGAL_PAGES) {
  test(`${path} shows no site header, dates its text, and reads in both languages`, async ({ shell, page }) => {
    await page.goto(path);
    await expect(heading(page, he)).toBeVisible();
    await expect(shell.header).toHaveCount(0);
    await expect(page.getByText(/^עודכן לאחרונה: \d{1,2}\sב?[א-ת]+\s\d{4}$/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'תוכן העניינים' })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByRole('combobox', { name: 'שפה' }).selectOption('en');
    await expect(heading(page, en)).toBeVisible();
    await shell.expectDocumentLanguage('en');
    await expect(page.getByText(/^Last updated: /)).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
}

test('the accessibility statement names the standard, the gaps and the coordinator', async ({ page }) => {
  await page.goto('/accessibility');
  const main = page.getByRole('main');
  await expect(main).toContainText('תקן ישראלי 5568');
  await expect(main).toContainText('WCAG 2.1');
  await expect(page.getByRole('heading', { name: /מגבלות ידועות וחלופות/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /רכזת הנגישות/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'accessibility@kartis.app' })).toHaveAttribute('href', 'mailto:accessibility@kartis.app');
});

test('the privacy policy sends people to their account to export or delete their data', async ({ page }) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  await expect(main).toContainText('בלי כתובות IP');
  await expect(main).toContainText('ייצוא המידע שלי');
  await page.getByRole('link', { name: 'להגדרות החשבון' }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('the help search narrows the answers and says when nothing matches', async ({ shell, page }) => {
  await shell.open('/help');
  const search = page.getByRole('searchbox', { name: 'חיפוש בשאלות ובתשובות' });
  const questions = page.locator('details.help-entry');
  const total = await questions.count();
  expect(total).toBeGreaterThan(10);

  await search.fill('אייפון');
  await expect(page.getByRole('heading', { level: 3, name: 'הכרטיס נקרא גם באייפון?' })).toBeVisible();
  await expect.poll(() => questions.count()).toBeLessThan(total);
  await expect(page.getByText(/^נמצאו \d+ תשובות$/)).toBeVisible();

  // An owner looking for a card in another language finds how.
  await search.fill('באנגלית');
  await expect(page.getByRole('heading', { level: 3, name: 'איך הכרטיס שלי מדבר גם באנגלית, בערבית או ברוסית?' })).toBeVisible();

  await search.fill('צוללת ירוקה');
  await expect(page.getByText('לא מצאנו תשובה ל"צוללת ירוקה"', { exact: false })).toBeVisible();
  await expect(questions).toHaveCount(0);
  await page.getByRole('link', { name: 'לטופס יצירת הקשר' }).click();
  await expect(heading(page, 'צור קשר')).toBeVisible();
});

test('a blog post opens from the list with its own title, date and sanitised body, in both languages', async ({ shell, page, request }) => {
  const posts = (await (await request.get('/api/blog-posts')).json()) as { id: number; title: string; slug: string | null }[];
  const post = posts.find((p) => p.slug === 'how-nfc-business-cards-work')!;

  await shell.open('/blog');
  await page.getByRole('link', { name: post.title }).click();
  await expect(heading(page, post.title)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.id}$`));
  await expect(page).toHaveTitle(`${post.title} | כרטיס`);
  await expect(page.getByText(/^פורסם ב\u2011\d{1,2}\sב?[א-ת]+\s\d{4}$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'אייפון' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await shell.switchLanguage('en');
  await expect(page.getByRole('link', { name: 'Back to the blog' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('a blog post’s page announces no link to the blog as the current page: the way back and the footer’s link lead elsewhere', async ({ shell, page, request }) => {
  const posts = (await (await request.get('/api/blog-posts')).json()) as { id: number; title: string }[];
  await shell.open(`/blog/${posts[0]!.id}`);
  await expect(heading(page, posts[0]!.title)).toBeVisible();
  await expect(page.getByRole('link', { name: 'חזרה לבלוג' })).not.toHaveAttribute('aria-current');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'בלוג', exact: true })).not.toHaveAttribute('aria-current');
  // On the list itself, its footer link is the current page.
  await page.getByRole('link', { name: 'חזרה לבלוג' }).click();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'בלוג', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('the blog lists the reader’s language first, and an English post reads left to right in the Hebrew app', async ({ shell, page, request }) => {
  const posts = (await (await request.get('/api/blog-posts')).json()) as { title: string; language: 'he' | 'en' }[];
  const firstOf = (language: 'he' | 'en') => posts.find((p) => p.language === language)!.title;

  await shell.open('/blog');
  const titles = page.locator('.post-card h2');
  await expect(titles.first()).toHaveText(firstOf('he'));
  const english = page.getByRole('heading', { level: 2, name: firstOf('en') });
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(english).toHaveAttribute('dir', 'ltr');

  await shell.switchLanguage('en');
  await expect(titles.first()).toHaveText(firstOf('en'));
  await expect(page.getByRole('heading', { level: 2, name: firstOf('he') })).toHaveAttribute('dir', 'rtl');
});

test("a blog post's address serves its title and Open Graph tags before any script runs", async ({ request }) => {
  const posts = (await (await request.get('/api/blog-posts')).json()) as { id: number; title: string; excerpt: string; language: string }[];
  const post = posts.find((p) => p.language === 'he')!;
  const html = await (await request.get(`/blog/${post.id}`)).text();
  expect(html).toContain(`<title>${post.title} | כרטיס</title>`);
  expect(html).toContain(`<meta property="og:title" content="${post.title}">`);
  expect(html).toContain('<meta property="og:type" content="article">');

  const missing = await request.get('/blog/999999');
  expect(missing.status()).toBe(404);
});

test('an unknown blog post shows the not-found page', async ({ shell, page }) => {
  await shell.open('/blog/999999');
  await expect(heading(page, 'דף לא נמצא')).toBeVisible();
});

test('a press on the contact form before the app has started waits for it: the form is never sent as an address', async ({ page }) => {
  // A slow phone: the drawn page is up, and the app's code has not come yet.
  const startApp = await holdAppStart(page);
  await page.goto('/contact');
  await page.getByRole('button', { name: 'שליחת הפנייה' }).click();
  startApp();

  const name = page.getByRole('textbox', { name: /שם מלא/ });
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('יש להזין את שמך');
  expect(new URL(page.url()).search, 'the fields went into the address').toBe('');
});

test('the contact form explains each mistake in Hebrew, then thanks the sender', async ({ shell, page }) => {
  await shell.open('/contact');
  const send = page.getByRole('button', { name: 'שליחת הפנייה' });
  await send.click();

  const name = page.getByRole('textbox', { name: /שם מלא/ });
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('יש להזין את שמך');
  await expect(page.getByRole('textbox', { name: /כתובת מייל/ })).toHaveAccessibleDescription('כתובת מייל לא תקינה');
  await expect(page.getByRole('textbox', { name: /נושא/ })).toHaveAccessibleDescription('יש להזין נושא לפנייה');
  await expect(page.getByRole('textbox', { name: /הודעה/ })).toHaveAccessibleDescription(/יש לכתוב את תוכן הפנייה/);
  await expectNoAccessibilityViolations(page);

  await name.fill('רונית כהן');
  await page.getByRole('textbox', { name: /כתובת מייל/ }).fill('ronit@');
  await page.getByRole('textbox', { name: /נושא/ }).fill('שאלה על כרטיס NFC');
  await page.getByRole('textbox', { name: /הודעה/ }).fill('קצר');
  await send.click();
  await expect(page.getByRole('textbox', { name: /כתובת מייל/ })).toHaveAccessibleDescription('כתובת מייל לא תקינה');
  await expect(page.getByRole('textbox', { name: /הודעה/ })).toHaveAccessibleDescription(/ההודעה קצרה מדי, כתבו לפחות 10 תווים/);

  await page.getByRole('textbox', { name: /כתובת מייל/ }).fill('ronit@example.co.il');
  await page.getByRole('textbox', { name: /הודעה/ }).fill('האם הכרטיס עובד גם עם אייפון 8?');
  await send.click();
  const thanks = page.getByRole('heading', { name: 'תודה, הפנייה התקבלה!' });
  await expect(thanks).toBeFocused();
  await expect(page.getByText('נחזור אליך לכתובת ronit@example.co.il')).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('the communities page suggests a subject when asking to join', async ({ shell, page }) => {
  await shell.open('/communities');
  await page.getByRole('link', { name: 'בקשת הצטרפות' }).click();
  await expect(page.getByRole('textbox', { name: /נושא/ })).toHaveValue('הצטרפות לקהילה');
});

test('the landing, help and card pages run within the content security policy (nothing asks to evaluate code)', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    addEventListener('securitypolicyviolation', (event: SecurityPolicyViolationEvent) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  for (const path of ['/', '/help', '/p/demo']) {
    await page.goto(path);
    await networkIdle(page);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
  }
});
