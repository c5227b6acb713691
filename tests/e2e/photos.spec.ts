import sharp from 'sharp';
import type { Locator, Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { createCard, signInAsNewOwner } from './support/accounts';
import { noisyPng } from '../fixtures/images';
import { untilAppTakesOver } from './support/drawn-page';

const FINGER = 44;
const UPLOADS = '**/api/uploads';

/**
 * A 12 MP phone photo: upright it is 3000 × 4000 with its upper half red and its lower half blue (with a photo's noise),
 * stored lying on its side as phone cameras do, with the EXIF orientation (6) that turns it upright.
 */
async function sidewaysPhoneJpeg(): Promise<Buffer> {
  const width = 3000;
  const height = 4000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const [r, g, b] = y < height / 2 ? [200, 30, 30] : [30, 30, 200];
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const noise = Math.floor(Math.random() * 40) - 20;
      pixels[at] = r + noise;
      pixels[at + 1] = g + noise;
      pixels[at + 2] = b + noise;
    }
  }
  const lying = await sharp(pixels, { raw: { width, height, channels: 3 } }).rotate(270).raw().toBuffer({ resolveWithObject: true });
  return sharp(lying.data, { raw: lying.info }).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
}

/** A square PNG, its left half red and its right half blue. */
function redAndBluePng(size: number): Promise<Buffer> {
  const half = `<rect width="${size / 2}" height="${size}" fill="#c81e1e"/><rect x="${size / 2}" width="${size / 2}" height="${size}" fill="#1e1ec8"/>`;
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${half}</svg>`)).png().toBuffer();
}

/** The `file` part of a multipart upload as the server receives it. */
function uploadedFile(request: Request): Buffer {
  const body = request.postDataBuffer()!;
  const boundary = `--${/boundary=(.+)$/.exec(request.headers()['content-type']!)![1]}`;
  const part = body.indexOf('name="file"');
  const start = body.indexOf('\r\n\r\n', part) + 4;
  return body.subarray(start, body.indexOf(`\r\n${boundary}`, start));
}

/** Remembers the files sent to POST /api/uploads, letting each request go on to the server. */
async function recordUploads(page: Page): Promise<Buffer[]> {
  const sent: Buffer[] = [];
  await page.route(UPLOADS, async (route) => {
    sent.push(uploadedFile(route.request()));
    await route.continue();
  });
  return sent;
}

/** Every visible control of `scope` is at least a finger (44 × 44 px) and inside the screen's width. */
async function expectFingerSizedWithin(scope: Locator, controls: string, screenWidth: number): Promise<void> {
  const boxes = await scope.locator(controls).evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0 && !element.classList.contains('visually-hidden'))
      .map((element) => {
        const { left, right, width, height } = element.getBoundingClientRect();
        return { name: element.getAttribute('aria-label') ?? (element.textContent ?? '').trim(), left, right, width, height };
      }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  expect(boxes.filter((box) => box.width < FINGER - 0.5 || box.height < FINGER - 0.5), 'controls smaller than a finger').toEqual([]);
  expect(boxes.filter((box) => box.left < 0 || box.right > screenWidth + 0.5), 'controls past the screen').toEqual([]);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function openCardEditor(page: Page): Promise<void> {
  await signInAsNewOwner(page);
  const card = await createCard(page.request);
  await page.goto(`/editor/${card.id}`);
  await untilAppTakesOver(page);
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a 12 MP photo is cropped to the cover, moved and zoomed by keyboard, and sent upright at a fraction of its bytes', async ({ page }) => {
    test.setTimeout(60_000);
    await openCardEditor(page);
    const sent = await recordUploads(page);
    const photo = await sidewaysPhoneJpeg();

    await page.getByLabel('העלאת תמונת הרקע').setInputFiles({ name: 'IMG_1234.jpg', mimeType: 'image/jpeg', buffer: photo });
    const dialog = page.getByRole('dialog', { name: 'מיקום וחיתוך: תמונת הרקע' });
    await expect(dialog).toBeVisible();
    const stage = dialog.getByRole('application', { name: 'התמונה בתוך המסגרת' });
    await expect(stage).toBeFocused();

    // Twice as close, then the picture pushed down and to the left as far as it goes: the frame holds its top right corner.
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('+');
    await expect(dialog.getByRole('slider', { name: 'הגדלה' })).toHaveValue('2');
    for (let press = 0; press < 40; press += 1) await page.keyboard.press('ArrowDown');
    for (let press = 0; press < 30; press += 1) await page.keyboard.press('ArrowLeft');
    await dialog.getByRole('button', { name: 'אישור והעלאה' }).click();

    await expect(dialog).toBeHidden();
    const current = page.getByRole('img', { name: 'תמונת הרקע הנוכחית' });
    await expect(current).toHaveAttribute('src', /^\/uploads\/[a-z0-9]+\.webp$/, { timeout: 20_000 });
    await expect(page.getByLabel('החלפת תמונת הרקע')).toBeFocused();
    expect(sent).toHaveLength(1);

    // Upright the photo is 3000 px wide: at zoom 2 the cover's 8:3 frame keeps 1500 × 562.5 of it, under the 1600 px bound.
    const file = sent[0]!;
    const { width, height, format } = await sharp(file).metadata();
    expect({ width, height, format }).toEqual({ width: 1500, height: 563, format: 'webp' });
    expect(file.length).toBeLessThan(photo.length / 5);
    // All of it from the top of the upright photo (red): the EXIF orientation was applied before cropping.
    const [red, , blue] = (await sharp(file).stats()).channels;
    expect(red!.mean).toBeGreaterThan(150);
    expect(blue!.mean).toBeLessThan(80);

    const stored = await page.request.get((await current.getAttribute('src'))!);
    expect(await sharp(await stored.body()).metadata()).toMatchObject({ width: 1500, height: 563 });
  });

  test('a gallery picture is made smaller before it is sent, without a crop', async ({ page }) => {
    test.setTimeout(60_000);
    await openCardEditor(page);
    const sent = await recordUploads(page);
    await page.getByRole('button', { name: 'הוספת גלריה', exact: true }).click();
    await page.getByLabel('הוספת תמונות לגלריה').setInputFiles({ name: 'IMG_1234.jpg', mimeType: 'image/jpeg', buffer: await sidewaysPhoneJpeg() });
    await expect(page.getByRole('img', { name: 'תמונה 1 בגלריה' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await sharp(sent[0]!).metadata()).toMatchObject({ width: 900, height: 1200 });
  });
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('two fingers pinch the profile photo closer and one finger drags it to the side wanted', async ({ page }) => {
    await openCardEditor(page);
    const sent = await recordUploads(page);
    await page.getByLabel('העלאת תמונת הפרופיל').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await redAndBluePng(700) });
    const dialog = page.getByRole('dialog', { name: 'מיקום וחיתוך: תמונת הפרופיל' });
    const box = (await dialog.getByRole('application').boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const touch = await page.context().newCDPSession(page);
    const fingers = (apart: number, shift = 0) => [
      { x: x - apart + shift, y, id: 1 },
      { x: x + apart + shift, y, id: 2 },
    ];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
    for (let apart = 30; apart <= 80; apart += 10) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(apart) });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const zoom = Number(await dialog.getByRole('slider', { name: 'הגדלה' }).inputValue());
    expect(zoom).toBeGreaterThan(2);

    // One finger across the stage to the right: the picture follows, and the frame is left on its red half.
    const from = box.x + 20;
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y, id: 3 }] });
    for (let moved = 40; moved <= 320; moved += 40) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + moved, y, id: 3 }] });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await dialog.getByRole('button', { name: 'אישור והעלאה' }).click();
    await expect(page.getByRole('img', { name: 'תמונת הפרופיל הנוכחית' })).toBeVisible({ timeout: 20_000 });

    // Pinched to more than twice as close: less than half of the 700 px photo is kept, as a square.
    const { width, height } = await sharp(sent[0]!).metadata();
    expect(width).toBe(height);
    expect(width).toBeLessThan(350);
    const [red, , blue] = (await sharp(sent[0]!).stats()).channels;
    expect(red!.mean).toBeGreaterThan(150);
    expect(blue!.mean).toBeLessThan(80);
  });
});

test('a file the browser cannot read is sent as it is, and the server says why it is refused', async ({ page }) => {
  await openCardEditor(page);
  const sent = await recordUploads(page);
  const notAPhoto = Buffer.from('this is a note, not a photo');
  await page.getByLabel('העלאת תמונת הרקע').setInputFiles({ name: 'IMG_1234.heic', mimeType: 'image/heic', buffer: notAPhoto });
  await expect(page.locator('.image-upload-cover .field-error')).toHaveText('הקובץ אינו תמונה נתמכת. אפשר להעלות JPEG‏, PNG‏, WebP‏, GIF או AVIF');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(sent).toEqual([notAPhoto]);
  await expect(page.getByRole('img', { name: 'תמונת הרקע הנוכחית' })).toHaveCount(0);
});

test('on a desktop a photo dropped on the cover opens the crop dialog', async ({ page }) => {
  await openCardEditor(page);
  const cover = page.locator('.image-upload-cover');
  await expect(cover).toBeVisible();
  const png = (await noisyPng(400)).toString('base64');
  const dropped = await page.evaluateHandle((base64) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], 'dropped.png', { type: 'image/png' }));
    return transfer;
  }, png);
  await cover.dispatchEvent('dragover', { dataTransfer: dropped });
  await expect(cover).toHaveClass(/is-dragging/);
  await cover.dispatchEvent('drop', { dataTransfer: dropped });
  const dialog = page.getByRole('dialog', { name: 'מיקום וחיתוך: תמונת הרקע' });
  await dialog.getByRole('button', { name: 'אישור והעלאה' }).click();
  await expect(page.getByRole('img', { name: 'תמונת הרקע הנוכחית' })).toHaveAttribute('src', /^\/uploads\/[a-z0-9]+\.webp$/, { timeout: 20_000 });
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the crop dialog fits, is accessible, and cancelling it or the upload keeps the photo there was', async ({ page }) => {
    test.setTimeout(60_000);
    await openCardEditor(page);
    const picker = page.getByLabel('העלאת תמונת הפרופיל');
    await expect(picker).toBeAttached();
    await expectFingerSizedWithin(page.locator('.image-upload-avatar'), '.file-button', 320);

    // A first photo: the round frame, its controls within a 320 px screen and a finger's size, no WCAG violation.
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await noisyPng(700) });
    const dialog = page.getByRole('dialog', { name: 'מיקום וחיתוך: תמונת הפרופיל' });
    await expect(dialog).toBeVisible();
    await expectFingerSizedWithin(dialog, 'button, input', 320);
    await expectNoSidewaysScroll(page);
    await expectNoAccessibilityViolations(page);
    await dialog.getByRole('button', { name: 'אישור והעלאה' }).click();
    const current = page.getByRole('img', { name: 'תמונת הפרופיל הנוכחית' });
    await expect(current).toHaveAttribute('src', /^\/uploads\/[a-z0-9]+\.webp$/, { timeout: 20_000 });
    const first = (await current.getAttribute('src'))!;
    await expectFingerSizedWithin(page.locator('.image-upload-avatar'), '.file-button, button', 320);

    // Another photo, then Cancel or Escape in the dialog: nothing is sent, the first photo stays.
    const sent = await recordUploads(page);
    const replace = page.getByLabel('החלפת תמונת הפרופיל');
    await replace.setInputFiles({ name: 'other.png', mimeType: 'image/png', buffer: await noisyPng(500) });
    await dialog.getByRole('button', { name: 'ביטול' }).click();
    await expect(dialog).toBeHidden();
    await replace.setInputFiles({ name: 'other.png', mimeType: 'image/png', buffer: await noisyPng(500) });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(current).toHaveAttribute('src', first);
    expect(sent).toEqual([]);

    // A photo whose upload is held on its way: cancelling aborts the request and leaves the first photo, with no error.
    await page.unrouteAll();
    let release!: () => void;
    let arrived!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const onItsWay = new Promise<void>((resolve) => (arrived = resolve));
    await page.route(UPLOADS, async (route) => {
      arrived();
      await held;
      await route.continue().catch(() => undefined);
    });
    await replace.setInputFiles({ name: 'slow.png', mimeType: 'image/png', buffer: await noisyPng(500) });
    await dialog.getByRole('button', { name: 'אישור והעלאה' }).click();
    await expect(page.getByRole('progressbar', { name: 'התקדמות ההעלאה של תמונת הפרופיל' })).toBeVisible();
    const cancelUpload = page.getByRole('button', { name: 'ביטול ההעלאה' });
    await expectFingerSizedWithin(page.locator('.upload-progress'), 'button', 320);
    await onItsWay;
    const aborted = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/api/uploads'));
    await cancelUpload.click();
    expect((await aborted).failure()?.errorText).toMatch(/ABORTED/);
    release();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(current).toHaveAttribute('src', first);
    await expect(page.locator('.image-upload-avatar .field-error')).toHaveCount(0);
    await expect(replace).toBeFocused();
    // The card's preview, opened from the save bar, still shows the photo there was.
    await page.locator('.editor-form-end').getByRole('button', { name: 'תצוגה מקדימה' }).click();
    await expect(page.getByRole('dialog', { name: 'תצוגה מקדימה' }).locator('.kc img.kc-avatar')).toHaveAttribute('src', first);
  });
});

/** What a request meets on a Wi-Fi without internet. */
const noConnection = (route: Route) => route.abort('internetdisconnected');

test('a picture sent on a Wi-Fi without internet says so, and the editor shows it is offline until the server answers again', async ({ page }) => {
  await openCardEditor(page);
  // The browser still says it is online, but nothing reaches the server.
  await page.route(UPLOADS, noConnection);
  await page.route('**/api/health', noConnection);
  await page.getByRole('button', { name: 'הוספת גלריה', exact: true }).click();
  await page.getByLabel('הוספת תמונות לגלריה').setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: await redAndBluePng(400) });

  const offline = page.getByText('אין חיבור לאינטרנט. מוצגים הנתונים האחרונים שנשמרו במכשיר, ושינויים יישלחו כשהחיבור יחזור.');
  await expect(offline).toBeVisible();
  await expect(page.getByRole('img', { name: 'תמונה 1 בגלריה' })).toHaveCount(0);

  await page.unroute(UPLOADS, noConnection);
  await page.unroute('**/api/health', noConnection);
  await expect(offline).toBeHidden({ timeout: 15_000 });
});
