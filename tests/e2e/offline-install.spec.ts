import { APP_STARTED_EVENT } from '../../app/drawn-page';
import { expect, test } from './fixtures';
import { signInAsNewOwner } from './support/accounts';

// About the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

test('the dashboard offers to install the app when the browser can, and opens the browser prompt', async ({ page }) => {
  await signInAsNewOwner(page);
  await page.addInitScript((startedEvent) => {
    addEventListener(startedEvent, () => (document.documentElement.dataset.appStarted = 'yes'), { once: true });
  }, APP_STARTED_EVENT);
  await page.goto('/dashboard');
  await expect(page.getByText(/^ניסיון – עוד \d+ ימים$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'התקנת האפליקציה' })).toHaveCount(0);
  // The server draws the dashboard before the app starts; the browser's offer is for the app's listener, so it waits
  // for the app (under load, an offer sent to the drawn page alone went unheard).
  await expect(page.locator('html')).toHaveAttribute('data-app-started', 'yes');

  await page.evaluate(offerInstall);
  const offer = page.getByRole('complementary', { name: 'התקנת כרטיס במכשיר' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'התקנת האפליקציה' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-install-prompted', 'yes');
  await expect(offer).toBeHidden();
});

/** Makes the browser's install offer, as Chromium does once a page qualifies; the app's button opens `prompt()`. */
function offerInstall(): void {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: () => {
      document.documentElement.dataset.installPrompted = 'yes';
      return Promise.resolve();
    },
    userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
  });
  window.dispatchEvent(offer);
}

test.describe('an offer made before the app has started', () => {
  // A service worker would answer the app's script itself, past the test's hold on it.
  test.use({ serviceWorkers: 'block' });

  test('is kept for the app on a page the server drew', async ({ page }) => {
    await signInAsNewOwner(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript((startedEvent) => {
      addEventListener(startedEvent, () => (document.documentElement.dataset.appStarted = 'yes'), { once: true });
    }, APP_STARTED_EVENT);
    await page.goto('/dashboard');
    await expect(page.getByText(/^ניסיון – עוד \d+ ימים$/)).toBeVisible();

    await page.evaluate(offerInstall);
    await expect(page.locator('html')).not.toHaveAttribute('data-app-started', 'yes');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app-started', 'yes');
    const offer = page.getByRole('complementary', { name: 'התקנת כרטיס במכשיר' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'התקנת האפליקציה' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-install-prompted', 'yes');
  });
});

test.describe('on an iPhone in Safari', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('the dashboard explains how to add the app to the home screen, until dismissed', async ({ page }) => {
    await signInAsNewOwner(page);
    await page.goto('/dashboard');
    const hint = page.getByRole('complementary', { name: 'הוספה למסך הבית' });
    await expect(hint).toContainText('הקישו על כפתור השיתוף');
    await hint.getByRole('button', { name: 'לא עכשיו' }).click();
    await expect(hint).toBeHidden();
  });
});

test('the manifest offers shortcuts to the dashboard, the editor and physical cards, with narrow and wide screenshots', async ({ page }) => {
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    shortcuts: { url: string }[];
    screenshots: { src: string; sizes: string; form_factor: string; type: string }[];
  };
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/dashboard', '/editor', '/physical-cards']);
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const shot of manifest.screenshots) {
    const image = await page.request.get(shot.src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe(shot.type);
  }
});
