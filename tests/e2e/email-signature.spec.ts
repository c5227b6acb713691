import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, signInPageAs } from './support/accounts';
import { linesOfText } from './support/broken-words';
import { phoneScreenProblems } from './support/phone-screen';

/** The signature's texts and pictures drawn even partly outside the preview's box, each by its text or its picture's alt. */
function cutOff(preview: Locator): Promise<string[]> {
  return preview.evaluate((host) => {
    const box = host.getBoundingClientRect();
    const outside = (part: DOMRect) => part.left < box.left - 0.5 || part.right > box.right + 0.5 || part.top < box.top - 0.5 || part.bottom > box.bottom + 0.5;
    const cut = [...host.shadowRoot!.querySelectorAll('img')].filter((img) => outside(img.getBoundingClientRect())).map((img) => img.alt);
    const walker = document.createTreeWalker(host.shadowRoot!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      if (node.textContent!.trim() && [...range.getClientRects()].some(outside)) cut.push(node.textContent!.trim());
    }
    return cut;
  });
}

/** The size the preview draws the signature's name at (px). */
function drawnNameSize(preview: Locator, name: string): Promise<number> {
  return preview.getByText(name, { exact: true }).evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return range.getBoundingClientRect().height;
  });
}

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
  // As a mail program draws it: the QR code whole and square, inside the box with everything else.
  const qr = preview.getByRole('img', { name: 'QR' });
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const { width, height } = (await qr.boundingBox())!;
  expect(Math.abs(width - height)).toBeLessThan(0.5);
  expect(await cutOff(preview)).toEqual([]);
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
  expect(await cutOff(preview)).toEqual([]);
  expect(await phoneScreenProblems(page)).toEqual([]);
});

for (const [language, button, previewName, source, close] of [
  ['he', 'חתימה למייל', 'תצוגה מקדימה של החתימה', 'קוד HTML של החתימה', 'סגירה'],
  ['en', 'Email signature', 'Preview of the signature', 'The signature’s HTML code', 'Close'],
] as const) {
  test(`on a 320 px phone in ${language} the preview shows the whole signature, its name still readable`, async ({ page }) => {
    await page.addInitScript((language) => localStorage.setItem('language', language), language);
    await page.setViewportSize({ width: 320, height: 740 });
    await signInPageAs(page, DEMO);
    const cards = (await (await page.request.get('/api/profiles')).json()) as { slug: string; displayName: string }[];
    const demo = cards.find((card) => card.slug === 'demo')!;
    await page.goto('/dashboard');
    await page.locator('.my-card').filter({ has: page.getByRole('heading', { level: 3, name: demo.displayName, exact: true }) }).getByRole('button', { name: button }).tap();
    const preview = page.getByRole('dialog').getByRole('group', { name: previewName });
    await expect(preview.getByText(demo.displayName, { exact: true })).toBeVisible();
    // Nothing of it is out of the box, to the side or scrolled away: the photo, every line, the QR code.
    expect(await cutOff(preview)).toEqual([]);
    expect(await drawnNameSize(preview, demo.displayName)).toBeGreaterThanOrEqual(12);
    expect(await phoneScreenProblems(page)).toEqual([]);

    // The email address on one line, or broken only after its "@"; no line of the social profiles starts or ends with a separator.
    const email = await linesOfText(preview.getByRole('link', { name: 'dana@danalevi-design.co.il' }));
    expect(email.join('')).toBe('dana@danalevi-design.co.il');
    for (const line of email.slice(0, -1)) expect(line).toMatch(/@$/);
    const socials = await linesOfText(preview.getByRole('link', { name: 'Instagram' }).locator('xpath=ancestor::td[1]'));
    for (const line of socials) expect(line.trim()).not.toMatch(/^·|·$/);
    await page.screenshot({ path: test.info().outputPath(`signature-${language}-320.png`) });

    // The dialog ends with its Close button: the HTML code comes before it, in the page and in the Tab order.
    const dialog = page.getByRole('dialog');
    await dialog.getByText(source, { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: close, exact: true }).last()).toBeFocused();
    await expect(dialog.getByRole('button', { name: close, exact: true }).last()).toHaveText(close);
  });
}
