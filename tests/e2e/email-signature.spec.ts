import { expect, test } from './fixtures';
import { signInPageAs } from './support/accounts';
import { phoneScreenProblems } from './support/phone-screen';

const DEMO = { email: 'demo@kartis.app', password: 'demo1234' };

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, permissions: ['clipboard-read', 'clipboard-write'] });

test('an email signature made from a card is copied as rich text that draws its photo, contacts and QR code on its own', async ({ page, browser }) => {
  test.slow();
  await signInPageAs(page, DEMO);
  const cards = (await (await page.request.get('/api/profiles')).json()) as { id: number; slug: string; displayName: string }[];
  const demo = cards.find((card) => card.slug === 'demo')!;
  await page.goto('/dashboard');
  const item = page.locator('.my-card').filter({ has: page.getByRole('heading', { level: 3, name: demo.displayName, exact: true }) });
  await item.getByRole('button', { name: 'חתימה למייל' }).tap();
  const dialog = page.getByRole('dialog', { name: `חתימה למייל מהכרטיס ${demo.displayName}` });
  const preview = dialog.getByRole('group', { name: 'תצוגה מקדימה של החתימה' });
  await expect(preview.getByText(demo.displayName, { exact: true })).toBeVisible();
  // As a mail program draws it: the QR code whole (72 px), scrolled to sideways inside its box if the phone is narrower.
  const qr = preview.getByRole('img', { name: 'QR' });
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await qr.evaluate((img) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height])).toEqual([72, 72]);
  await qr.scrollIntoViewIfNeeded();
  const [box, frame] = [(await qr.boundingBox())!, (await preview.boundingBox())!];
  expect(box.x).toBeGreaterThanOrEqual(frame.x - 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  expect(await phoneScreenProblems(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('signature-dialog.png') });

  await dialog.getByRole('button', { name: 'העתקת החתימה' }).tap();
  await expect(page.getByText('החתימה הועתקה')).toBeVisible();
  const copied = await page.evaluate(async () => {
    const [clip] = await navigator.clipboard.read();
    return { html: await (await clip!.getType('text/html')).text(), text: await (await clip!.getType('text/plain')).text() };
  });
  expect(copied.text.split('\n')[0]).toBe(demo.displayName);

  // Pasted elsewhere, with nothing of this site around it: a blank page of another origin draws it whole.
  const mail = await browser.newPage();
  try {
    await mail.setContent(copied.html);
    await expect(mail.getByText(demo.displayName, { exact: true })).toBeVisible();
    const images = mail.locator('img');
    await expect(images).toHaveCount(2);
    await expect
      .poll(() => images.evaluateAll((all: HTMLImageElement[]) => all.map((img) => img.complete && img.naturalWidth > 0)))
      .toEqual([true, true]);
    const origin = new URL(page.url()).origin;
    const hrefs = await mail.locator('a').evaluateAll((links: HTMLAnchorElement[]) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toContain(`${origin}/p/demo`);
    expect(hrefs.some((href) => href?.startsWith('tel:+972'))).toBe(true);
    expect(hrefs.every((href) => /^(https?:|tel:|mailto:)/.test(href ?? ''))).toBe(true);
    expect(await mail.evaluate(() => document.querySelectorAll('style, script, [class]').length)).toBe(0);
  } finally {
    await mail.close();
  }
});

test('in English at 360 px the preview shows the signature whole, and nothing on the page throws', async ({ page }) => {
  // The language is kept by a script that runs in every frame of the page: a sandboxed frame would throw reading it.
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.setViewportSize({ width: 360, height: 740 });
  await signInPageAs(page, DEMO);
  await page.goto('/dashboard');
  await page.locator('.my-card').first().getByRole('button', { name: 'Email signature' }).tap();
  const preview = page.getByRole('dialog').getByRole('group', { name: 'Preview of the signature' });
  const qr = preview.getByRole('img', { name: 'QR' });
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await qr.evaluate((img) => img.getBoundingClientRect().width)).toBe(72);
  expect(await phoneScreenProblems(page)).toEqual([]);
});
