import { test } from './fixtures';
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
