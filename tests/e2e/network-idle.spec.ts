import { test } from './fixtures';
import { signInAsNewOwner } from './support/accounts';
import { networkIdle } from './support/network-idle';

// The suite's wait for a quiet network ends on a page whose idle Playwright has lost: a request after idle, then an
// iframe (the email signature's preview did this). Playwright's own wait hung until the test's time ran out.
test("the suite's network-idle wait ends after a request and an iframe come once the page is idle", async ({ page }) => {
  test.setTimeout(15_000);
  await page.goto('/terms', { waitUntil: 'networkidle' });
  await page.evaluate(() => fetch('/robots.txt', { cache: 'no-store' }).then((answer) => answer.text()));
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.srcdoc = '<p>preview</p>';
    document.body.append(frame);
  });
  await networkIdle(page);
});

// A signed-in page holds the live stream open for as long as it is shown.
test("the suite's network-idle wait ends on a signed-in page, whose live stream stays open", async ({ page }) => {
  test.setTimeout(15_000);
  await signInAsNewOwner(page);
  const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live');
  await page.goto('/dashboard');
  await streamOpened;
  await networkIdle(page);
});
