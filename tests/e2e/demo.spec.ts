import { AUTH_MESSAGES, DEMO_READ_ONLY_MESSAGE } from '../../shared/contract/auth';
import { LEAD_CONSENT_TEXT } from '../../shared/contract/leads';
import { expect, test } from './fixtures';
import { DEMO, signInPageAs } from './support/accounts';
import { callApi } from './support/api';

test('the shared demo account looks around freely, is told it is read-only, and cannot change /p/demo', async ({ page }) => {
  const streams: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/live') streams.push(request.url());
  });
  await signInPageAs(page, DEMO);
  const [demoCard] = await callApi<{ id: number; slug: string }[]>(page.request, 'GET', '/api/profiles');
  await page.goto('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'זהו חשבון ההדגמה: אפשר להסתכל על הכול, ושינויים לא נשמרים.' })).toBeVisible();

  await page.goto(`/editor/${demoCard!.id}`);
  const name = page.getByLabel('שם לתצוגה', { exact: true });
  await name.fill('לחצו כאן לקבלת פרס');
  await page.getByRole('button', { name: 'שמירת הכרטיס' }).last().click();
  await expect(page.getByText(DEMO_READ_ONLY_MESSAGE).first()).toBeVisible();
  // The notice's copy button is drawn (a glyph missing from the font showed as an empty box) and big enough to tap.
  const copy = page.getByRole('button', { name: 'העתקה ללוח' });
  await expect(copy.locator('svg')).toBeVisible();
  const box = (await copy.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);

  // Its account details saved as they are: the same notice, its own username "demo" no refusal.
  await page.goto('/account');
  const details = page.getByRole('region', { name: 'פרטים אישיים' });
  await details.getByRole('button', { name: 'שמירה' }).click();
  await expect(page.getByText(DEMO_READ_ONLY_MESSAGE).first()).toBeVisible();
  await expect(page.getByText(AUTH_MESSAGES.usernameReserved)).toHaveCount(0);

  const card = await (await page.request.get('/p/demo')).text();
  expect(card).toContain('דנה לוי');
  expect(card).not.toContain('לחצו כאן לקבלת פרס');
  // Nothing rings for an account that keeps nothing: everyone trying it at once holds no live stream open.
  expect(streams).toEqual([]);
});

test('event mode on the demo account says its leads are not kept, counts none, and the leads page says so too', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await signInPageAs(page, DEMO);
  await page.goto('/dashboard');
  const start = page.getByRole('region', { name: 'מצב אירוע' });
  await start.getByLabel('שם האירוע').fill('כנס ההדגמה');
  await start.getByLabel('קוד יציאה (4-8 ספרות)').fill('2468');
  await start.getByLabel('אימות הקוד').fill('2468');
  await start.getByRole('button', { name: 'הפעלת מצב אירוע' }).click();
  await expect(page).toHaveURL('/event');
  await expect(page.getByText('זהו חשבון ההדגמה: פרטים שנשלחים כאן לא נשמרים.')).toBeVisible();

  await page.getByLabel('שם', { exact: true }).fill('דנה לוי');
  await page.getByLabel('טלפון', { exact: true }).fill('050-111-2233');
  await page.getByLabel(LEAD_CONSENT_TEXT.he).check();
  await page.getByRole('button', { name: 'שליחת הפרטים' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'תודה! זהו חשבון ההדגמה, ולכן הפרטים לא נשמרו.' })).toBeVisible();
  await expect(page.getByText('הפרטים נשמרו', { exact: false })).toHaveCount(0);
  await expect(page.getByText('לידים היום: 0')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('demo-kiosk-he-320.png'), fullPage: true });

  await page.getByRole('button', { name: 'יציאה ממצב אירוע' }).click();
  const leave = page.getByRole('dialog', { name: 'יציאה ממצב אירוע' });
  await leave.getByLabel('קוד היציאה').fill('2468');
  await leave.getByRole('button', { name: 'יציאה', exact: true }).click();
  await expect(page).toHaveURL(/\/leads\?event=/);
  await expect(page.getByText('זהו חשבון ההדגמה: לידים חדשים, מהכרטיס או ממצב אירוע, לא נשמרים ולא יופיעו כאן.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('demo-leads-he-320.png'), fullPage: true });
});
