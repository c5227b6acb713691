import type { Page } from '@playwright/test';
import type { Organisation } from '../../shared/contract/organisations';
import type { PhysicalCard } from '../../shared/contract/physical-cards';
import { linkIn, mailsTo } from '../helpers/mail';
import { expect, test } from './fixtures';
import { keepLanguage } from './support/language';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { callApi } from './support/api';
import { createCard, e2eDataDir, signInAsNewOwner, uniqueSlug } from './support/accounts';
import { phoneScreenProblems } from './support/phone-screen';

const PHONE = { width: 390, height: 844 };

/** An amount as he-IL prints it: the number (with its thousands separator), then the shekel sign. */
const shekels = (amount: string) => new RegExp(`^\\D*${amount}\\D*₪$`);

/** Addresses no other test uses. */
const addresses = (prefix: string, count: number) => Array.from({ length: count }, () => `${uniqueSlug(prefix)}@example.test`);

/** Makes the signed-in owner an organisation with open invitations to these addresses, each holding a seat. */
async function teamInviting(page: Page, name: string, emails: readonly string[]): Promise<Organisation> {
  const team = await callApi<Organisation>(page.request, 'POST', '/api/organisations', { name });
  for (const email of emails) await callApi(page.request, 'POST', `/api/organisations/${team.id}/invitations`, { email });
  return team;
}

async function expectFitsPhone(page: Page): Promise<void> {
  expect(await phoneScreenProblems(page)).toEqual([]);
}

test('a team on its trial fills its five seats: the next invitation is refused with the seats notice, and buying more leads to a checkout that repeats the plan, cycle and seats', async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await signInAsNewOwner(page);
  await teamInviting(page, 'משרד המושבים', addresses('seat', 4));

  await page.goto('/team');
  const seats = page.getByRole('region', { name: 'מושבים', exact: true });
  await expect(seats.getByText('5 מתוך 5 מושבים תפוסים')).toBeVisible();
  await expect(seats.getByText('מתוכם 4 שמורים להזמנות שעדיין לא התקבלו')).toBeVisible();
  await expect(seats.getByText(/בתקופת הניסיון יש לצוות עד 5 מושבים/)).toBeVisible();

  const email = `${uniqueSlug('extra')}@example.test`;
  await page.getByLabel('המייל של חבר/ת הצוות').fill(email);
  await page.getByRole('button', { name: 'שליחת הזמנה' }).click();
  const invite = page.getByRole('region', { name: 'הזמנת חבר/ת צוות' });
  await expect(invite.getByRole('alert')).toHaveText('כל המושבים של הצוות תפוסים: כדי לצרף חבר/ת צוות נוסף/ת יש לרכוש מושב נוסף בתוכנית הצוות');
  await expect(invite.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
  expect(await mailsTo(e2eDataDir(), email)).toEqual([]);
  await expectFitsPhone(page);
  await expectNoAccessibilityViolations(page);

  // Buying more: six seats in all, to the team plan's checkout.
  await expect(seats.getByLabel('כמה מושבים בסך הכול')).toHaveValue('6');
  await seats.getByRole('button', { name: 'המשך לתשלום' }).click();
  await expect(page).toHaveURL(/\/checkout\/subscription\/\d+\?cycle=yearly&seats=6$/);
  const summary = page.getByRole('region', { name: 'סיכום הזמנה' });
  await expect(summary.getByRole('term')).toHaveText(['מוצר', 'מחזור חיוב', 'מושבים', 'מחיר למושב', 'סכום ביניים', 'משלוח', 'סה״כ לתשלום']);
  await expect(summary.getByRole('definition')).toHaveText(['צוות', 'שנתי', '6', shekels('260'), shekels('1,560'), shekels('0'), shekels('1,560')]);
  await expectFitsPhone(page);
});

test('the seats notice under the invitation leaves once an invitation is cancelled and a seat is free', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsNewOwner(page);
  const pending = addresses('freed', 4);
  await teamInviting(page, 'משרד המושב שהתפנה', pending);

  await page.goto('/team');
  const invite = page.getByRole('region', { name: 'הזמנת חבר/ת צוות' });
  await page.getByLabel('המייל של חבר/ת הצוות').fill(`${uniqueSlug('late')}@example.test`);
  await page.getByRole('button', { name: 'שליחת הזמנה' }).click();
  await expect(invite.getByRole('alert')).toHaveText(/כל המושבים של הצוות תפוסים/);
  await invite.getByRole('button', { name: `ביטול ההזמנה של ${pending[0]}` }).click();
  await expect(page.getByRole('region', { name: 'מושבים', exact: true }).getByText('4 מתוך 5 מושבים תפוסים')).toBeVisible();
  await expect(invite.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('המייל של חבר/ת הצוות')).not.toHaveAttribute('aria-invalid', 'true');
});

test('buying seats asks for no fewer than the team uses, billed monthly or yearly, and the checkout refuses fewer', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsNewOwner(page);
  await teamInviting(page, 'משרד המינימום', addresses('least', 3));

  await page.goto('/team');
  const seats = page.getByRole('region', { name: 'מושבים', exact: true });
  await expect(seats.getByText('4 מתוך 5 מושבים תפוסים')).toBeVisible();
  const count = seats.getByLabel('כמה מושבים בסך הכול');
  await expect(count).toHaveAccessibleDescription(/^לפחות 4: המושבים שהצוות תופס עכשיו/);
  await count.fill('1');
  await seats.getByRole('button', { name: 'המשך לתשלום' }).click();
  await expect(seats.getByRole('alert')).toHaveText(/יש לבחור בין 4 ל\u2011500 מושבים/);
  await expect(page).toHaveURL(/\/team$/);

  await seats.getByRole('button', { name: 'חודשי' }).click();
  await expect(seats.getByText(/35.*למושב לחודש/)).toBeVisible();
  await count.fill('4');
  await expectFitsPhone(page);
  await seats.getByRole('button', { name: 'המשך לתשלום' }).click();
  await expect(page).toHaveURL(/\/checkout\/subscription\/\d+\?cycle=monthly&seats=4$/);
  await expect(page.getByRole('region', { name: 'סיכום הזמנה' }).getByRole('definition')).toHaveText(['צוות', 'חודשי', '4', shekels('35'), shekels('140'), shekels('0'), shekels('140')]);

  await page.goto(page.url().replace('cycle=monthly&seats=4', 'cycle=yearly&seats=1'));
  await expect(page.getByText('הצוות שלך תופס עכשיו 4 מושבים (חברים והזמנות שעוד לא התקבלו): יש לבחור לפחות 4 מושבים.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^תשלום/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'חזרה לצוות' }).click();
  await expect(page).toHaveURL(/\/team$/);
});

test('the per-seat plan on the plans page in English: a price per seat, and the seats chosen carried to checkout', async ({ page }) => {
  await keepLanguage(page, 'en');
  await page.setViewportSize({ width: 320, height: 780 });
  await signInAsNewOwner(page);
  await page.goto('/subscription');
  const team = page.locator('.pricing-grid > li').filter({ has: page.getByRole('heading', { level: 3, name: 'Team', exact: true }) });
  await expect(team.locator('.package-price')).toHaveText(/^₪260\s*per seat per year\s*instead of\s*₪420\s*·\s*Save 38%$/);
  await page.getByRole('button', { name: 'Monthly', exact: true }).click();
  await expect(team.locator('.package-price')).toHaveText(/^₪35\s*per seat per month$/);
  await team.getByLabel('Number of seats').fill('3');
  await team.getByRole('button', { name: 'Choose Team, billed monthly' }).click();
  await expect(page).toHaveURL(/\/checkout\/subscription\/\d+\?cycle=monthly&seats=3$/);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByRole('definition')).toHaveText(['Team', 'Monthly', '3', /35/, /105/, /0/, /105/]);
  await expectFitsPhone(page);
});

test("the owner gives a physical card to a member's card and orders printed cards for a member, then cancels the order; the team page says who holds which, and the member finds the card as theirs", async ({ browser, baseURL, page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await signInAsNewOwner(page);
  const team = await callApi<Organisation>(page.request, 'POST', '/api/organisations', { name: 'סוכנות הכרטיסים' });
  const ownCard = await createCard(page.request, { displayName: 'כרטיס הבעלים' });
  const stock = await callApi<PhysicalCard>(page.request, 'POST', '/api/physical-cards', { profileId: ownCard.id });

  const memberContext = await browser.newContext({ baseURL, viewport: PHONE });
  const member = await memberContext.newPage();
  const memberAccount = await signInAsNewOwner(member);
  const memberCard = await createCard(member.request, { displayName: 'רונית מהסוכנות' });
  await callApi(page.request, 'POST', `/api/organisations/${team.id}/invitations`, { email: memberAccount.email });
  const invitation = (await mailsTo(e2eDataDir(), memberAccount.email)).filter((mail) => mail.subject?.startsWith('הזמנה להצטרף')).at(-1)!;
  await callApi(member.request, 'POST', '/api/invitations/accept', { token: new URL(linkIn(invitation)).searchParams.get('token') });
  const memberName = (await callApi<Organisation>(page.request, 'GET', `/api/organisations/${team.id}`)).members.find((m) => m.email === memberAccount.email)!.displayName;
  // The member's card bears the member's own name, so the list names it once ("רונית מהסוכנות", not twice).
  expect(memberName).toBe('רונית מהסוכנות');

  await page.goto('/team');
  const physical = page.getByRole('region', { name: 'הכרטיסים הפיזיים של הצוות' });
  const held = physical.getByTestId('team-physical-card').filter({ hasText: stock.code });
  await expect(held).toContainText('פותח את כרטיס הבעלים');

  await physical.getByLabel('הכרטיס הפיזי').selectOption({ label: `${stock.code}, אצל ${(await callApi<Organisation>(page.request, 'GET', `/api/organisations/${team.id}`)).members[0]!.displayName}` });
  await physical.getByLabel('הכרטיס הדיגיטלי שהוא יפתח').selectOption({ label: 'רונית מהסוכנות' });
  await physical.getByRole('button', { name: 'מסירת הכרטיס' }).click();
  await expect(page.getByText(`הכרטיס ${stock.code} עכשיו אצל ${memberName}`)).toBeVisible();
  await expect(held).toContainText(`אצל ${memberName}`);
  await expect(held).toContainText('פותח את רונית מהסוכנות');

  // Printed cards for the member's card, placed by the owner.
  await physical.getByLabel('הכרטיס של חבר/ת הצוות').selectOption({ label: 'רונית מהסוכנות' });
  // The member's card drawn as it will be printed, both sides, as owners see their own before ordering.
  const preview = physical.getByRole('figure', { name: 'כך ייראה הכרטיס המודפס' });
  for (const side of ['הצד הקדמי של הכרטיס המודפס', 'הצד האחורי של הכרטיס המודפס, עם קוד ה\u2011QR']) {
    const picture = preview.getByRole('img', { name: side });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await physical.getByLabel('כמות').fill('2');
  await physical.getByLabel('שם מלא למשלוח').fill('בעלת הסוכנות');
  await physical.getByLabel('טלפון').fill('050-1234567');
  await physical.getByLabel('כתובת').fill('הרצל 10');
  await physical.getByLabel('עיר').fill('חיפה');
  await physical.getByRole('button', { name: 'שליחת ההזמנה' }).click();
  const placed = physical.getByRole('listitem').filter({ hasText: /2 כרטיסים.*רונית מהסוכנות/ });
  await expect(placed).toContainText('ממתינה לתשלום');
  await expectFitsPhone(page);
  await expectNoAccessibilityViolations(page);
  // The team cancels it while it waits for payment, asked first.
  await placed.getByRole('button', { name: /^ביטול ההזמנה: הזמנה \d+$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'כן, לבטל את ההזמנה' }).click();
  await expect(placed).toContainText('בוטלה');
  await expect(placed.getByRole('button')).toHaveCount(0);

  // The member manages the card as theirs, and it opens their card.
  await member.goto('/physical-cards');
  await expect(member.getByRole('heading', { name: `קוד ${stock.code}` })).toBeVisible();
  const tap = await member.request.get(`/c/${stock.code}`, { maxRedirects: 0 });
  expect(tap.headers().location).toContain(`/p/${memberCard.slug}`);
  await memberContext.close();
});
