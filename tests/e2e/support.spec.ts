import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { keepLanguage } from './support/language';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { endTrial, ownerWhoWroteToSupport, SEEDED_ADMIN, signInAsNewOwner, signInPageAs } from './support/accounts';
import { callApi } from './support/api';
import { pageSettled } from './support/page-settled';
import { FINGER } from './support/phone-screen';

/** The floating button that opens the support chat, whatever its unread count says. */
const launcher = (page: Page) => page.getByRole('button', { name: /^צ׳אט תמיכה/ });
const chat = (page: Page) => page.getByRole('dialog', { name: 'צ׳אט תמיכה' });
const log = (page: Page) => chat(page).getByRole('log', { name: 'השיחה עם צוות התמיכה' });

test('a visitor sees the welcome messages and is asked to log in or register to write', async ({ page, shell }) => {
  await shell.open('/');
  await launcher(page).click();
  await expect(chat(page)).toBeVisible();
  await expect(log(page).getByText('שלום! 👋 כאן צוות התמיכה של כרטיס.')).toBeVisible();
  await expect(chat(page).getByText('רוצים לדבר איתנו?')).toBeVisible();
  await expect(chat(page).getByRole('textbox')).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  await chat(page).getByRole('button', { name: 'התחברות' }).click();
  await expect(page.getByRole('dialog', { name: 'התחברות' })).toBeVisible();
});

test('a customer writes, gets the automatic reply, and an admin answers and closes; the customer sees it and opens a new request', async ({ page, browser }) => {
  test.slow();
  const owner = await signInAsNewOwner(page);
  await page.goto('/dashboard');
  await launcher(page).click();
  await expect(chat(page).getByText('תמיכה בסיסית')).toBeVisible();
  const box = chat(page).getByRole('textbox', { name: 'כתבו הודעה לצוות התמיכה' });
  await expect(box).toBeFocused();
  // With a keyboard, the composer says how it sends.
  await expect(chat(page).getByText('Enter לשליחה, Shift+Enter לשורה חדשה')).toBeVisible();
  // Blank messages are never sent.
  await box.fill('   ');
  await expect(chat(page).getByRole('button', { name: 'שליחה' })).toBeDisabled();
  await box.fill('איך מחברים כרטיס NFC לכרטיס השני שלי?');
  await box.press('Enter');
  await expect(log(page).getByText('איך מחברים כרטיס NFC לכרטיס השני שלי?')).toBeVisible();
  await expect(chat(page).getByRole('status').filter({ hasText: 'ההודעה נשלחה' })).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(log(page).getByText(/^תודה! ההודעה התקבלה/)).toBeVisible();
  await expectNoAccessibilityViolations(page);
  // Closed, the chat does not read support's answer as it comes (an open one would, and mark it read).
  await chat(page).getByRole('button', { name: 'סגירת הצ׳אט' }).click();

  // Support, in another browser: the header's inbox shows the customer as new.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInPageAs(admin, SEEDED_ADMIN);
  await admin.goto('/dashboard');
  await admin.getByRole('button', { name: /^פניות לתמיכה/ }).click();
  const entry = admin.getByRole('link').filter({ hasText: owner.username });
  await expect(entry.getByText('חדש')).toBeVisible();
  await entry.click();
  await expect(admin).toHaveURL(/\/admin\/support\?user=\d+$/);
  const conversation = admin.getByRole('log', { name: `השיחה עם ${owner.username}` });
  await expect(conversation.getByText('איך מחברים כרטיס NFC לכרטיס השני שלי?')).toBeVisible();
  await admin.getByRole('textbox', { name: `תשובה אל ${owner.username}` }).fill('היי! במסך <b>כרטיסי NFC</b> בוחרים "תכנות כרטיס".');
  await admin.getByRole('button', { name: 'שליחת תשובה' }).click();
  await expect(conversation.locator('b', { hasText: 'כרטיסי NFC' })).toBeVisible();
  await admin.getByRole('button', { name: 'סגירת השיחה' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'השיחה נסגרה' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'פתיחת השיחה מחדש' })).toBeVisible();
  await expectNoAccessibilityViolations(admin);
  await adminContext.close();

  // The customer on another device: the button counts the answer.
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await signInPageAs(phone, owner);
  await phone.goto('/dashboard');
  await expect(phone.getByRole('button', { name: 'צ׳אט תמיכה, הודעה חדשה אחת' })).toBeVisible();
  await phoneContext.close();

  // Back on the first device: opening the chat again shows the answer, marks it read, and shows the conversation closed.
  await launcher(page).click();
  await expect(log(page).locator('b', { hasText: 'כרטיסי NFC' })).toBeVisible();
  await expect(chat(page).getByText('השיחה סגורה')).toBeVisible();
  await expect(chat(page).getByRole('textbox', { name: 'כתבו הודעה לצוות התמיכה' })).toHaveCount(0);
  await chat(page).getByRole('button', { name: 'פתיחת פנייה' }).click();
  await expect(chat(page).getByText('יש להזין נושא לפנייה (2 תווים לפחות)')).toBeVisible();
  await chat(page).getByRole('textbox', { name: 'נושא' }).fill('כרטיס שני');
  await chat(page).getByRole('textbox', { name: 'במה נוכל לעזור?' }).fill('עדיין לא הצלחתי, אפשר הסבר?');
  await chat(page).getByRole('button', { name: 'פתיחת פנייה' }).click();
  await expect(log(page).getByText('עדיין לא הצלחתי, אפשר הסבר?')).toBeVisible();
  await expect(chat(page).getByRole('textbox', { name: 'כתבו הודעה לצוות התמיכה' })).toBeVisible();

  // Everything is read now: closing leaves the button without a count, and the focus on it.
  await chat(page).getByRole('button', { name: 'סגירת הצ׳אט' }).click();
  await expect(page.getByRole('button', { name: 'צ׳אט תמיכה', exact: true })).toBeFocused();
});

test("the chat is live: support's answer appears in the owner's open chat, and the owner's next message in support's open conversation, with no reload and no focus change", async ({ page, browser }) => {
  const owner = await signInAsNewOwner(page);
  const question = await callApi<{ userId: number }>(page.request, 'POST', '/api/messages', { content: 'שאלה על כרטיס ה-NFC שלי', type: 'support' });
  await page.goto('/dashboard');
  await launcher(page).click();
  await expect(log(page).getByText('שאלה על כרטיס ה-NFC שלי')).toBeVisible();
  let reloads = 0;
  page.on('framenavigated', () => (reloads += 1));

  // Support answers from another browser, on the support page with the owner's conversation open.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInPageAs(admin, SEEDED_ADMIN);
  await admin.goto(`/admin/support?user=${question.userId}`);
  const conversation = admin.getByRole('log', { name: `השיחה עם ${owner.username}` });
  await expect(conversation.getByText('שאלה על כרטיס ה-NFC שלי')).toBeVisible();
  await admin.getByRole('textbox', { name: `תשובה אל ${owner.username}` }).fill('בודקים ועונים תוך כמה דקות');
  await admin.getByRole('button', { name: 'שליחת תשובה' }).click();

  // The owner's chat, left open and untouched, shows it as it arrives.
  await expect(log(page).getByText('בודקים ועונים תוך כמה דקות')).toBeVisible();
  // And the owner's answer reaches support's open conversation the same way.
  await chat(page).getByRole('textbox', { name: 'כתבו הודעה לצוות התמיכה' }).fill('תודה, אני מחכה');
  await chat(page).getByRole('button', { name: 'שליחה' }).click();
  await expect(conversation.getByText('תודה, אני מחכה')).toBeVisible();
  expect(reloads).toBe(0);
  await adminContext.close();
});

test('on a touch phone the composer has no keyboard hint, and the menu opens the chat (390 px Hebrew, 360 px English)', async ({ browser, baseURL }) => {
  for (const { language, width, menu, open, box } of [
    { language: 'he', width: 390, menu: 'פתיחת התפריט', open: 'צ׳אט תמיכה', box: 'כתבו הודעה לצוות התמיכה' },
    { language: 'en', width: 360, menu: 'Open menu', open: 'Support chat', box: 'Write to the support team' },
  ] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 740 }, hasTouch: true, isMobile: true });
    const phone = await context.newPage();
    await keepLanguage(phone, language);
    await signInAsNewOwner(phone);
    await phone.goto('/dashboard');
    await phone.getByRole('button', { name: menu }).tap();
    await phone.getByRole('dialog').getByRole('button', { name: open }).tap();
    await expect(phone.getByRole('textbox', { name: box })).toBeVisible();
    await expect(phone.locator('.chat-hint')).toHaveCount(0);
    await context.close();
  }
});

test('a customer without an active plan reads the conversation and is offered an upgrade', async ({ page }) => {
  await signInAsNewOwner(page);
  // The fresh account is on its trial; the server's answer for a lapsed plan is stood in for.
  await page.route('**/api/account', async (route) => {
    const response = await route.fetch();
    const account = await response.json();
    await route.fulfill({ response, json: { ...account, plan: { ...account.plan, status: 'basic', trialDaysLeft: 0 } } });
  });
  await page.goto('/dashboard');
  await launcher(page).click();
  await expect(chat(page).getByText('צ׳אט התמיכה פתוח למנויים פעילים')).toBeVisible();
  await expect(chat(page).getByRole('link', { name: 'שדרוג המנוי' })).toHaveAttribute('href', '/subscription');
  await expect(chat(page).getByRole('textbox')).toHaveCount(0);
  // The app may be refetching the account as the test ends: that answer is no longer anyone's to stand in for.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the help page opens the chat; it minimises, turns dark (kept on the device) and closes with Escape', async ({ page, shell }) => {
  await shell.open('/help');
  await page.getByRole('button', { name: 'שיחה עם צוות התמיכה' }).click();
  await expect(chat(page)).toBeVisible();

  const dark = chat(page).getByRole('button', { name: 'מצב כהה' });
  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  await chat(page).getByRole('button', { name: 'מזעור הצ׳אט' }).click();
  await expect(log(page)).toBeHidden();
  await chat(page).getByRole('button', { name: 'פתיחת הצ׳אט' }).click();
  await expect(log(page)).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.keyboard.press('Escape');
  await expect(chat(page)).toHaveCount(0);
  await expect(launcher(page)).toBeFocused();

  await page.reload();
  await launcher(page).click();
  await expect(chat(page).getByRole('button', { name: 'מצב כהה' })).toHaveAttribute('aria-pressed', 'true');
});

test('the chat sits at the bottom left, 384 × 450, and is a full-width bottom sheet under 640 px; profiles and legal pages go without it', async ({ page, shell }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await shell.open('/examples');
  await launcher(page).click();
  const desktop = (await chat(page).boundingBox())!;
  expect(desktop).toMatchObject({ x: 16, width: 384, height: 450 });
  expect(desktop.y + desktop.height).toBe(800 - 16);

  await page.setViewportSize({ width: 390, height: 700 });
  const phone = (await chat(page).boundingBox())!;
  expect(phone).toMatchObject({ x: 0, width: 390 });
  expect(phone.y + phone.height).toBe(700);

  for (const path of ['/privacy', '/p/demo']) {
    await page.goto(path);
    await expect(launcher(page)).toHaveCount(0);
  }
});

/** An owner's conversation where support has answered: the owner's question and support's reply (sent through the API). */
async function answeredConversation(owner: Page, admin: Page, reply: string): Promise<number> {
  const question = await callApi<{ id: number; userId: number }>(owner.request, 'POST', '/api/messages', { content: 'איך מחברים כרטיס NFC?', type: 'support' });
  const answer = await callApi<{ id: number }>(admin.request, 'POST', '/api/messages', { recipientId: question.userId, content: reply, type: 'support' });
  return answer.id;
}

/**
 * What keeps the open chat's reader from its conversation: a log too low to read, its newest line out of view, a
 * control cut off by the window or the screen.
 */
function unreadableChat(page: Page, newest: string): Promise<string[]> {
  return page.evaluate((text) => {
    const chat = document.querySelector('.support-chat')!;
    const log = chat.querySelector('.chat-log')!.getBoundingClientRect();
    const problems: string[] = [];
    if (log.height < 170) problems.push(`the conversation is ${Math.round(log.height)} px high`);
    const line = [...chat.querySelectorAll('.chat-bubble')].find((bubble) => bubble.textContent.includes(text))?.getBoundingClientRect();
    if (!line || line.top < log.top - 1 || line.bottom > log.bottom + 1) problems.push('the newest line is out of view');
    const bottom = Math.min(chat.getBoundingClientRect().bottom, window.innerHeight);
    for (const control of chat.querySelectorAll('button, a, input, textarea')) {
      const box = control.getBoundingClientRect();
      if (box.bottom > bottom + 0.5) problems.push(`cut off: ${(control.textContent || control.getAttribute('aria-label') || control.tagName).trim()}`);
    }
    return problems;
  }, newest);
}

test("a closed conversation and one the owner may only read open on support's last reply, with room to read and every button whole", async ({ page, browser }) => {
  test.slow();
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInPageAs(admin, SEEDED_ADMIN);
  const reply = 'בוחרים "תכנות כרטיס" במסך כרטיסי NFC ומצמידים את הכרטיס לטלפון.';

  // One owner's conversation is closed after the reply; another's trial has ended.
  await signInAsNewOwner(page);
  await callApi(admin.request, 'PUT', `/api/admin/messages/${await answeredConversation(page, admin, reply)}/close`);
  const closed = await page.context().storageState();
  const lapsedContext = await browser.newContext();
  const lapsedPage = await lapsedContext.newPage();
  const lapsed = await signInAsNewOwner(lapsedPage);
  await answeredConversation(lapsedPage, admin, reply);
  endTrial(lapsed);
  const readOnly = await lapsedContext.storageState();
  await Promise.all([adminContext.close(), lapsedContext.close()]);

  const problems: string[] = [];
  for (const [who, storageState] of [['closed', closed], ['read-only', readOnly]] as const) {
    for (const language of ['he', 'en'] as const) {
      const context = await browser.newContext({ storageState });
      const owner = await context.newPage();
      await keepLanguage(owner, language);
      await owner.goto('/account');
      await pageSettled(owner);
      // Opened afresh at each size: the chat opens on the last reply there, as on a phone of that size.
      for (const [width, height] of [[320, 640], [360, 740], [414, 800], [1280, 800]] as const) {
        await owner.setViewportSize({ width, height });
        await owner.locator('.support-launcher').focus();
        await owner.keyboard.press('Enter');
        // The welcome lines arrive at the top of the log after the conversation.
        await expect(owner.locator('.chat-log .chat-line')).toHaveCount(4);
        await owner.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        problems.push(...(await unreadableChat(owner, reply)).map((problem) => `${who}, ${language}, ${width} px: ${problem}`));
        // Closed with its own close button, the last of its controls.
        await owner.locator('.support-chat-control').last().click();
        await expect(owner.locator('.support-chat')).toHaveCount(0);
      }
      await context.close();
    }
  }
  expect(problems).toEqual([]);
});

test("the chat's dark mode, minimise and close buttons are a finger wide, and its header fits, at 320 and 1280 px in Hebrew and English", async ({ page }) => {
  await signInAsNewOwner(page);
  const problems: string[] = [];
  for (const language of ['he', 'en'] as const) {
    await keepLanguage(page, language);
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/account');
      await pageSettled(page);
      await page.locator('.support-launcher').focus();
      await page.keyboard.press('Enter');
      const controls = page.locator('.support-chat-control');
      await expect(controls).toHaveCount(3);
      for (const control of await controls.all()) {
        const box = (await control.boundingBox())!;
        if (box.width < FINGER || box.height < FINGER) problems.push(`${language}, ${width} px: “${await control.getAttribute('aria-label')}” is ${box.width}×${box.height}`);
      }
      const header = await page.locator('.support-chat-header').evaluate((element) => element.scrollWidth - element.clientWidth);
      if (header > 0) problems.push(`${language}, ${width} px: the header is ${header} px too wide`);
    }
  }
  expect(problems).toEqual([]);
});

test("on a phone a conversation picked in the support page's list opens in view, its name focused; on a computer the focus stays in the list", async ({ page, browser }) => {
  const owner = await ownerWhoWroteToSupport(browser, 'אפשר עזרה עם הכרטיס?');

  await signInPageAs(page, SEEDED_ADMIN);
  const entry = page.locator('.support-admin-list').getByRole('link').filter({ hasText: owner.username });
  const name = page.getByRole('heading', { level: 2, name: owner.username });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/support');
  await entry.click();
  await expect(page).toHaveURL(/\/admin\/support\?user=\d+$/);
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport({ ratio: 1 });
  // Below the header, which stays at the top of the screen.
  const headerBottom = (await page.locator('.site-header').boundingBox())!;
  expect((await name.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
  // At 320 px the reply box keeps the width of the page: the send button goes under it rather than squeezing it.
  await page.setViewportSize({ width: 320, height: 740 });
  const reply = page.getByRole('textbox', { name: new RegExp(owner.username) });
  expect((await reply.boundingBox())!.width).toBeGreaterThan(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/support');
  await entry.click();
  await expect(page).toHaveURL(/\/admin\/support\?user=\d+$/);
  await expect(name).toBeInViewport();
  await expect(entry).toBeFocused();
});

test('a closed conversation opened by keyboard keeps the focus in the chat, and Escape closes it back to its button', async ({ page, browser }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInPageAs(admin, SEEDED_ADMIN);
  await signInAsNewOwner(page);
  await callApi(admin.request, 'PUT', `/api/admin/messages/${await answeredConversation(page, admin, 'תודה, טופל.')}/close`);
  await adminContext.close();

  await page.goto('/account');
  await pageSettled(page);
  await launcher(page).focus();
  await page.keyboard.press('Enter');
  await expect(log(page).getByText('תודה, טופל.')).toBeVisible();
  await expect(chat(page).getByText('השיחה סגורה', { exact: true })).toBeVisible();
  // The conversation arrived after the chat opened: the focus is still in the chat, not left on the page.
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.support-chat')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(chat(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
});
