import { AUTH_MESSAGES, DEMO_READ_ONLY_MESSAGE } from '../../shared/contract/auth';
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
  await expect(page.getByRole('status').filter({ hasText: 'זהו חשבון ההדגמה: אפשר להסתכל על הכל, ושינויים לא נשמרים.' })).toBeVisible();

  await page.goto(`/editor/${demoCard!.id}`);
  const name = page.getByLabel('שם לתצוגה', { exact: true });
  await name.fill('לחצו כאן לקבלת פרס');
  await page.getByRole('button', { name: 'שמירת הכרטיס' }).last().click();
  await expect(page.getByText(DEMO_READ_ONLY_MESSAGE).first()).toBeVisible();
  // The notice's copy button is drawn (a glyph missing from the font showed as an empty box) and big enough to tap.
  const copy = page.getByRole('button', { name: 'העתק ללוח' });
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
