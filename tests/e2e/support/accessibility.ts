import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels Israeli regulation (IS 5568) requires: 2.1 A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Fails with a readable list when axe finds WCAG 2.1 AA violations on the current page; with `bestPractice`, also
 * axe's best practices (one banner, landmarks told apart, every text in a landmark…) that a screen reader's user meets.
 */
export async function expectNoAccessibilityViolations(page: Page, { bestPractice = false } = {}): Promise<void> {
  const tags = bestPractice ? [...WCAG_TAGS, 'best-practice'] : WCAG_TAGS;
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  const found = violations.map((violation) => `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  expect(found, `accessibility violations on ${page.url()}`).toEqual([]);
}
