import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Organisation } from '../../shared/contract/organisations';
import type { PhysicalCard } from '../../shared/contract/physical-cards';
import { linkIn, mailsTo } from '../helpers/mail';
import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { wordsBrokenIn } from './support/broken-words';
import { callApi } from './support/api';
import { createCard, e2eDataDir, endTrial, payForTeamPlan, signInAsNewOwner, uniqueSlug } from './support/accounts';
import { keepLanguage } from './support/language';
import { pageSettled } from './support/page-settled';
import { phoneScreenProblems, sidewaysOverflow } from './support/phone-screen';
import { shekelDrawnFirst } from './support/prices';
import { APART, roomBetween } from './support/spacing';

const PHONE = { width: 390, height: 844 };

/** The link of the newest invitation mailed to `email`. */
async function invitationLink(email: string): Promise<string> {
  const invitation = (await mailsTo(e2eDataDir(), email)).filter((mail) => mail.subject?.startsWith('הזמנה להצטרף')).at(-1);
  if (!invitation) throw new Error(`no invitation mailed to ${email}`);
  return linkIn(invitation);
}

async function expectFitsPhone(page: Page): Promise<void> {
  expect(await phoneScreenProblems(page)).toEqual([]);
}

test('an owner creates a team and invites by mail; the invitee makes an account from the link, and their card appears on the team dashboard', async ({ browser, baseURL, page }) => {
  // Two browsers, a mailbox and two axe runs: on a busy two-core runner this takes more than the default 30 s.
  test.slow();
  await page.setViewportSize(PHONE);
  await signInAsNewOwner(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /הצוות שלי/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'הצוות' })).toBeVisible();
  const teamName = `סטודיו ${uniqueSlug('t')}`;
  await page.getByLabel('שם הצוות').fill(teamName);
  await page.getByRole('button', { name: 'יצירת צוות' }).click();
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await expect(page.getByText('התפקיד שלך: בעלים')).toBeVisible();

  // The team's list answers slowly: the invitation shows in the form's list before it has come.
  await page.route(/\/api\/organisations$/, async (route) => {
    if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  const email = `${uniqueSlug('member')}@example.test`;
  await page.getByLabel('המייל של חבר/ת הצוות').fill(email);
  await page.getByRole('button', { name: 'שליחת הזמנה' }).click();
  const invitations = page.getByRole('region', { name: 'הזמנת חבר/ת צוות' });
  await expect(invitations.getByRole('listitem').filter({ hasText: email })).toContainText('נשלחה ב\u2011');
  // An invitation sent by mistake is taken back.
  const mistaken = `${uniqueSlug('typo')}@example.test`;
  // Typed as soon as the first shows: the form, cleared once the first was sent, keeps it.
  await page.getByLabel('המייל של חבר/ת הצוות').fill(mistaken);
  await page.waitForTimeout(1_200);
  await expect(page.getByLabel('המייל של חבר/ת הצוות')).toHaveValue(mistaken);
  await page.getByRole('button', { name: 'שליחת הזמנה' }).click();
  await expect(invitations.getByRole('listitem').filter({ hasText: mistaken })).toBeVisible();
  await expectFitsPhone(page);
  await expectNoAccessibilityViolations(page);
  await invitations.getByRole('button', { name: `ביטול ההזמנה של ${mistaken}` }).click();
  // The address is isolated left to right inside the Hebrew sentence.
  await expect(page.getByText(`ההזמנה של \u2066${mistaken}\u2069 בוטלה`)).toBeVisible();
  await expect(invitations.getByRole('listitem').filter({ hasText: mistaken })).toHaveCount(0);

  // The invitee opens the mailed link on their own phone, with no account yet.
  const memberContext = await browser.newContext({ baseURL, viewport: PHONE });
  const member = await memberContext.newPage();
  await member.goto(await invitationLink(email));
  await expect(member.getByText(`הוזמנת להצטרף לצוות ${teamName} בתפקיד חבר/ת צוות.`)).toBeVisible();
  await expect(member.getByText(email)).toBeVisible();
  await expectFitsPhone(member);
  // A new member gives a name, as the team will see it.
  await member.getByLabel('השם שלך').fill('דנה מהצוות');
  await member.getByLabel('שם משתמש').fill(uniqueSlug('m').replace(/-/g, '').slice(0, 20));
  await member.getByLabel('סיסמה').fill('team-member-pass-1');
  await member.getByRole('button', { name: 'יצירת חשבון והצטרפות' }).click();

  // Then, as a new owner, the guided first card, already in the team's design, and the team page after it.
  await expect(member).toHaveURL(/\/editor\?guided=1&team=1$/);
  await expect(member.getByRole('textbox', { name: 'שם לתצוגה' })).toHaveValue('דנה מהצוות');
  const next = member.locator('.editor-form-end').getByRole('button', { name: 'הבא' });
  await next.click();
  await next.click();
  await member.locator('.editor-form-end').getByRole('button', { name: 'פרסום הכרטיס' }).click();
  const ready = member.getByRole('dialog', { name: 'הכרטיס שלך באוויר!' });
  await expect(ready).toContainText('דנה מהצוות');
  await ready.getByRole('button', { name: 'סגירה' }).first().click();
  await expect(member).toHaveURL(/\/team$/);
  await expect(member.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await expect(member.getByText('התפקיד שלך: חבר/ת צוות')).toBeVisible();
  // A plain member sees the team, not everyone's figures and leads.
  await expect(member.getByRole('heading', { name: 'כל הלידים של הצוות' })).toHaveCount(0);
  const [card] = (await (await member.request.get('/api/profiles')).json()) as { id: number; slug: string }[];
  // The member makes a physical card of her own; the owner has one in stock.
  const own = await callApi<PhysicalCard>(member.request, 'POST', '/api/physical-cards', { profileId: card!.id });
  await memberContext.close();
  const stock = await callApi<PhysicalCard>(page.request, 'POST', '/api/physical-cards', { profileId: (await createCard(page.request)).id });

  await page.reload();
  const physical = page.getByRole('region', { name: 'הכרטיסים הפיזיים של הצוות' });
  await expect(physical.getByTestId('team-physical-card').filter({ hasText: stock.code })).toContainText('של הצוות');
  await expect(physical.getByTestId('team-physical-card').filter({ hasText: own.code })).toContainText('הכרטיס האישי של');
  await expect(physical.getByLabel('הכרטיס הפיזי').locator('option')).toHaveCount(1);
  await expect(physical.getByLabel('הכרטיס הפיזי').locator('option')).toContainText(stock.code);
  const memberCard = page.getByTestId('team-member-card').filter({ has: page.getByRole('link', { name: 'דנה מהצוות' }) });
  await expect(memberCard).toBeVisible();
  await expect(memberCard.getByRole('link', { name: 'דנה מהצוות' })).toHaveAttribute('href', `/p/${card!.slug}`);
  await expect(page.getByRole('heading', { name: /חברי הצוות \(2\)/ })).toBeVisible();
  // Members go by their names, not their usernames.
  await expect(page.getByRole('region', { name: /חברי הצוות/ }).getByText('דנה מהצוות', { exact: true })).toBeVisible();
  await expect(page.getByText('עדיין אין לידים לכרטיסי הצוות')).toBeVisible();
  await expectFitsPhone(page);
  await expectNoAccessibilityViolations(page);
});

test('in English the team page and the invitation speak English', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAsNewOwner(page);
  await page.goto('/team');
  // The owner switches the app to English: the account follows, and with it what is mailed in its name.
  await page.getByRole('button', { name: 'פתיחת התפריט' }).click();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/account') && response.request().method() === 'PATCH');
  await page.getByRole('dialog').getByRole('combobox', { name: 'שפה' }).selectOption('en');
  expect((await saved).status()).toBe(200);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await page.getByLabel('Team name').fill('Blue Studio');
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByText('Your role: Owner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Members (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All team leads' })).toBeVisible();
  // Downloaded from an English screen, the team's CSV is in English whatever the account's language.
  await expect(page.getByRole('link', { name: 'Export leads to CSV' })).toHaveAttribute('href', /\/leads\/export\.csv\?lang=en$/);

  // The account speaks the app's language: the invitation to an address without an account is in English.
  const email = `${uniqueSlug('en-member')}@example.test`;
  await page.getByLabel('Member’s email').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('region', { name: 'Invite a member' }).getByRole('listitem').filter({ hasText: email })).toContainText('Sent ');
  const [mail] = await mailsTo(e2eDataDir(), email);
  expect(mail!.subject).toBe('Join Blue Studio on Kartis');
  await callApi(page.request, 'POST', '/api/physical-cards', { profileId: (await createCard(page.request)).id });
  await page.reload();
  await expect(page.getByTestId('team-physical-card')).toContainText('The team’s');

  // The template's picture fields are buttons in English, with the chosen file's name and a way to remove it.
  const template = page.getByRole('region', { name: 'Team template' });
  const logo = template.getByLabel('Logo', { exact: true });
  await expect(template.getByText('Choose a file').first()).toBeVisible();
  const picture = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
  await logo.setInputFiles({ name: 'blue-logo.png', mimeType: 'image/png', buffer: picture });
  await expect(template.locator('.file-field-name')).toHaveText('blue-logo.png');
  await expect(template.getByRole('img', { name: 'Logo' })).toBeVisible();
  await template.getByRole('button', { name: 'Remove blue-logo.png' }).click();
  await expect(template.locator('.file-field-name')).toHaveCount(0);
  await expect(template.getByRole('img', { name: 'Logo' })).toHaveCount(0);
  await expectFitsPhone(page);
  await page.getByRole('button', { name: `Cancel the invitation to ${email}` }).click();
  await expect(page.getByText(`The invitation to \u2066${email}\u2069 was canceled`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invite a member' }).getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
});

test('an invitation opened on a phone signed in to another account says so and signs out there, staying on the invitation', async ({ browser, baseURL, page }) => {
  await signInAsNewOwner(page);
  const team = await callApi<{ id: number }>(page.request, 'POST', '/api/organisations', { name: `צוות ${uniqueSlug('other')}` });
  const email = `${uniqueSlug('invitee')}@example.test`;
  await callApi(page.request, 'POST', `/api/organisations/${team.id}/invitations`, { email });

  const phone = await browser.newContext({ baseURL, viewport: PHONE });
  const invitee = await phone.newPage();
  const other = await signInAsNewOwner(invitee);
  await invitee.goto(await invitationLink(email));
  await expect(invitee.getByText('החשבון המחובר עכשיו:')).toContainText(other.email);
  await expect(invitee.getByText('כדי להצטרף, יש להתנתק ולהמשיך עם הכתובת שאליה נשלחה ההזמנה.')).toBeVisible();
  await expect(invitee.getByRole('button', { name: 'הצטרפות לצוות' })).toHaveCount(0);
  await expectFitsPhone(invitee);
  await invitee.getByRole('button', { name: 'התנתקות והמשך' }).click();
  // Signed out, on the same invitation: the address has no account yet, so the page offers to make one.
  await expect(invitee.getByRole('button', { name: 'יצירת חשבון והצטרפות' })).toBeVisible();
  await expect(invitee).toHaveURL(/\/join\?token=/);
  await phone.close();
});

test("the team template locks the company and colour of a member's card: the editor shows them read-only with the reason, and the card page shows them", async ({ browser, baseURL, page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await signInAsNewOwner(page);
  const team = await callApi<{ id: number }>(page.request, 'POST', '/api/organisations', { name: 'מאפיית הצוות' });

  // A member with a card of their own joins through the mailed link.
  const memberContext = await browser.newContext({ baseURL, viewport: PHONE });
  const member = await memberContext.newPage();
  const memberAccount = await signInAsNewOwner(member);
  const card = await createCard(member.request, { displayName: 'יוסי מהמאפייה', company: 'העסק של יוסי', translations: [{ language: 'en', displayName: 'Yossi', company: "Yossi's Bakery" }] });
  await callApi(page.request, 'POST', `/api/organisations/${team.id}/invitations`, { email: memberAccount.email });
  const token = new URL(await invitationLink(memberAccount.email)).searchParams.get('token');
  await callApi(member.request, 'POST', '/api/invitations/accept', { token });

  await page.goto('/team');
  const template = page.getByRole('region', { name: 'תבנית הצוות' });
  await template.getByRole('checkbox', { name: 'שם החברה: אחיד לכל הצוות' }).check();
  await template.getByRole('textbox', { name: 'שם החברה' }).fill('מאפיית הצוות בע"מ');
  await template.getByRole('checkbox', { name: 'הצבע הראשי: אחיד לכל הצוות' }).check();
  await template.getByRole('button', { name: 'שמירת התבנית' }).click();
  await expect(page.getByText('התבנית נשמרה, והכרטיסים של כל הצוות עודכנו')).toBeVisible();
  await expectFitsPhone(page);

  await member.goto(`/editor/${card.id}`);
  await expect(member.getByRole('note')).toContainText('חלק מהכרטיס נקבע בתבנית הצוות של מאפיית הצוות (הצבע הראשי, שם החברה)');
  const company = member.getByRole('region', { name: 'פרטים' }).getByRole('textbox', { name: 'עסק או חברה' });
  await expect(company).toHaveValue('מאפיית הצוות בע"מ');
  await expect(company).toHaveAttribute('readonly', '');
  await expect(member.getByText('נקבע בתבנית הצוות').first()).toBeVisible();
  // The card's English version names no company of its own either: it shows the team's.
  const english = member.getByRole('group', { name: 'English' });
  await expect(english.getByRole('textbox', { name: 'עסק או חברה' })).toHaveValue('');
  await expect(english.getByRole('textbox', { name: 'עסק או חברה' })).toHaveAttribute('placeholder', 'מאפיית הצוות בע"מ');
  await expect(english.getByRole('textbox', { name: 'עסק או חברה' })).toHaveAttribute('readonly', '');
  await expectNoAccessibilityViolations(member);

  await member.goto(`/p/${card.slug}`);
  // The card's head names the company (the lead form's notice names it too, as who keeps the details).
  await expect(member.locator('header').getByText('מאפיית הצוות בע"מ', { exact: true })).toBeVisible();
  await expect(member.getByText('העסק של יוסי')).toHaveCount(0);
  await member.goto(`/p/${card.slug}?lang=en`);
  await expect(member.locator('header').getByText('מאפיית הצוות בע"מ', { exact: true })).toBeVisible();
  await expect(member.getByText("Yossi's Bakery")).toHaveCount(0);
  await memberContext.close();
});

test('a member leaves the team from its page after a confirmation, and its owner closes the organisation', async ({ browser, baseURL, page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await signInAsNewOwner(page);
  const teamName = `צוות ${uniqueSlug('close')}`;
  const team = await callApi<{ id: number }>(page.request, 'POST', '/api/organisations', { name: teamName });
  const memberContext = await browser.newContext({ baseURL, viewport: PHONE });
  const member = await memberContext.newPage();
  const memberAccount = await signInAsNewOwner(member);
  await callApi(page.request, 'POST', `/api/organisations/${team.id}/invitations`, { email: memberAccount.email });
  await callApi(member.request, 'POST', '/api/invitations/accept', { token: new URL(await invitationLink(memberAccount.email)).searchParams.get('token') });
  await callApi(page.request, 'PUT', `/api/organisations/${team.id}/template`, { company: 'הצוות בע"מ' });

  await member.goto('/team');
  await expect(member.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await member.getByRole('button', { name: 'יציאה מהצוות' }).click();
  const leaving = member.getByRole('dialog', { name: /^לצאת מהצוות/ });
  await expect(leaving).toContainText(teamName);
  await expect(leaving).toContainText('תבנית הצוות כבר לא תנעל אותם');
  await expect(leaving).toContainText('נשארים אצל בעלי הצוות');
  await expectFitsPhone(member);
  await leaving.getByRole('button', { name: 'יציאה מהצוות' }).click();
  await expect(member.getByText(/^יצאת מהצוות/)).toBeVisible();
  await expect(member.getByRole('button', { name: 'יצירת צוות' })).toBeVisible();
  await memberContext.close();

  await page.goto('/team');
  await expect(page.getByRole('heading', { name: /חברי הצוות \(1\)/ })).toBeVisible();
  await page.getByRole('button', { name: 'סגירת הצוות' }).click();
  const closing = page.getByRole('dialog', { name: /^לסגור את הצוות/ });
  await expect(closing).toContainText(teamName);
  await expect(closing).toContainText('אי אפשר לבטל את הפעולה');
  await expectNoAccessibilityViolations(page);
  await closing.getByRole('button', { name: 'סגירת הצוות' }).click();
  await expect(page.getByText(/^הצוות .+ נסגר$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'יצירת צוות' })).toBeVisible();
});

test("the editor sends the team's owner, whose card the template locks too, to change it in the team template", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsNewOwner(page);
  const team = await callApi<{ id: number }>(page.request, 'POST', '/api/organisations', { name: 'סטודיו התבנית' });
  await callApi(page.request, 'PUT', `/api/organisations/${team.id}/template`, { company: 'סטודיו התבנית בע"מ' });
  const card = await createCard(page.request, { displayName: 'הכרטיס של הבעלים' });

  await page.goto(`/editor/${card.id}`);
  const notice = page.getByRole('note');
  await expect(notice).toContainText('חלק מהכרטיס נקבע בתבנית הצוות של סטודיו התבנית (שם החברה)');
  await expect(notice).toContainText('אפשר לשנות אותו בתבנית הצוות');
  await expect(notice).not.toContainText('רק בעלי הצוות ומנהליו');
  await notice.getByRole('link', { name: 'לתבנית הצוות' }).click();
  await expect(page).toHaveURL(/\/team#team-template-title$/);
  await expect(page.getByRole('region', { name: 'תבנית הצוות' })).toBeVisible();
});

test('at 320 px in English each team template checkbox sits beside its label', async ({ page }) => {
  await keepLanguage(page, 'en');
  await page.setViewportSize({ width: 320, height: 780 });
  await signInAsNewOwner(page);
  await callApi(page.request, 'POST', '/api/organisations', { name: 'Narrow Studio' });
  await page.goto('/team');
  const template = page.getByRole('region', { name: 'Team template' });
  await expect(template.getByRole('checkbox')).toHaveCount(4);
  // Where the label's words start, against the box: beside it, not on a line of their own below it.
  const below = await template.locator('label.team-lock').evaluateAll((labels) =>
    labels.flatMap((label) => {
      const box = label.querySelector('input')!.getBoundingClientRect();
      const words = document.createRange();
      words.selectNodeContents(label);
      words.setStartAfter(label.querySelector('input')!);
      return words.getClientRects()[0]!.top >= box.bottom ? [label.textContent] : [];
    }),
  );
  expect(below).toEqual([]);
  await expectFitsPhone(page);
});

test('at 320 px in English the invitations waiting for an answer stand apart from the invite button above them', async ({ page }) => {
  await keepLanguage(page, 'en');
  await page.setViewportSize({ width: 320, height: 780 });
  await signInAsNewOwner(page);
  const team = await callApi<Organisation>(page.request, 'POST', '/api/organisations', { name: 'Narrow Studio' });
  await callApi(page.request, 'POST', `/api/organisations/${team.id}/invitations`, { email: `${uniqueSlug('apart')}@example.test` });
  await page.goto('/team');
  const invite = page.getByRole('region', { name: 'Invite a member' });
  const waiting = invite.getByRole('heading', { name: 'Pending invitations' });
  expect(await roomBetween(invite.getByRole('button', { name: 'Send invitation' }), waiting)).toBeGreaterThanOrEqual(APART);
});

/**
 * Whether any of a drop-down's chosen text is drawn in the strip at its inline end where its arrow is: the strip as
 * drawn, against the same strip with the drop-down showing no text (the drop-down is left that way).
 */
async function textByTheArrow(select: Locator): Promise<boolean> {
  const rtl = await select.evaluate((element) => getComputedStyle(element).direction === 'rtl');
  const strip = async () => {
    const image = sharp(await select.screenshot({ caret: 'hide' }));
    const { width, height } = await image.metadata();
    return image.extract({ left: rtl ? 2 : width! - 30, top: 2, width: 28, height: height! - 4 }).raw().toBuffer();
  };
  const drawn = await strip();
  await select.evaluate((element: HTMLSelectElement) => {
    element.add(new Option('', ''));
    element.value = '';
  });
  return !drawn.equals(await strip());
}

test('at 320 px in Russian and Arabic a team of long Russian names reads them whole: its figures named in whole words, a card named once beside its holder of the same name, clear of its list\'s arrow', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 780 });
  await signInAsNewOwner(page);
  const name = 'Александра Константинопольская';
  await callApi(page.request, 'PATCH', '/api/account', { displayName: name });
  await createCard(page.request, { displayName: name, language: 'ru' });
  await callApi(page.request, 'POST', '/api/organisations', { name: 'ООО «Консалтинговая группа Профессионал»' });
  for (const language of ['ru', 'ar'] as const) {
    await keepLanguage(page, language);
    await page.goto('/team');
    await pageSettled(page);
    const figures = page.locator('.team-figures dt');
    const card = page.locator('select[name=profileId]');
    await expect(card.locator('option')).toHaveCount(1);
    await expect(figures).toHaveCount(6);
    expect.soft(await wordsBrokenIn(figures), language).toEqual([]);
    const options = await card.locator('option').allTextContents();
    expect.soft(await textByTheArrow(card), language).toBe(false);
    expect.soft(options, language).toEqual([name]);
    expect.soft(await page.evaluate(sidewaysOverflow), language).toMatchObject({ excess: 0 });
  }
});

test('an organisation whose seats are paid for with the team plan says it cannot be closed, and offers no button', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const owner = await signInAsNewOwner(page);
  await callApi(page.request, 'POST', '/api/organisations', { name: 'צוות בתשלום' });
  payForTeamPlan(owner);

  await page.goto('/team');
  const closing = page.getByRole('region', { name: 'סגירת הצוות' });
  await expect(closing).toContainText('המושבים של הצוות משולמים בתוכנית הצוות, ולכן אי אפשר לסגור אותו. כדי לסיים את התוכנית אפשר לפנות לתמיכה.');
  await expect(closing.getByRole('button')).toHaveCount(0);
  await expectFitsPhone(page);
});

test('in English the price of a seat reads with the shekel first, as every other English price', async ({ page }) => {
  await keepLanguage(page, 'en');
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAsNewOwner(page);
  await callApi(page.request, 'POST', '/api/organisations', { name: 'Price Studio' });
  await page.goto('/team');
  const price = page.locator('.team-form .team-muted').filter({ hasText: /per seat per (month|year)/ });
  await expect(price).toBeVisible();
  expect(await shekelDrawnFirst(price)).toBe(true);
});

test("once the owner's trial has ended, the team's leads and figures ask for a plan, with no file to download meanwhile", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const owner = await signInAsNewOwner(page);
  await callApi(page.request, 'POST', '/api/organisations', { name: 'צוות בלי תוכנית' });
  endTrial(owner);

  await page.goto('/team');
  const leads = page.getByRole('region', { name: 'כל הלידים של הצוות' });
  await expect(leads.getByRole('link', { name: 'לצפייה בחבילות' })).toBeVisible();
  await expect(leads.getByText('נדרש תשלום או מנוי פעיל כדי להשתמש באפשרות זו')).toBeVisible();
  await expect(leads.getByRole('link', { name: 'ייצוא הלידים ל‑CSV' })).toHaveCount(0);
  await expectFitsPhone(page);
});
