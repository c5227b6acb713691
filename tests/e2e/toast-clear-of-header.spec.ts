import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createCard, signInAsNewOwner } from './support/accounts';
import { keepLanguage } from './support/language';
import { textIn, toastsIn, type ToastWords } from './support/toast-texts';

const LANGUAGES = ['he', 'en'] as const;

test.use({ viewport: { width: 360, height: 740 } });

/** What a finger at the centre of `target` touches: '' when it is `target` itself, else the element on top of it. */
function onTopAtItsCentre(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit && element.contains(hit)) return '';
    return hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')} “${(hit.textContent ?? '').trim().slice(0, 30)}”` : 'nothing';
  });
}

/** Saves the card open in the editor and waits for its toast to show, still. */
async function saveAndSeeTheToast(page: Page, texts: { name: string; save: string; saved: string }, name: string): Promise<Locator> {
  await page.getByLabel(texts.name).fill(name);
  await page.getByRole('button', { name: texts.save }).first().click();
  const toast = page.locator('.toast');
  await expect(toast).toContainText(texts.saved);
  await page.waitForFunction(() => document.querySelector('.toast')?.getAnimations({ subtree: true }).length === 0);
  return toast;
}

for (const language of LANGUAGES) {
  test(`on a phone a toast covers neither the header's menu button and bell nor the page's heading (${language})`, async ({ page }) => {
    test.slow();
    const texts =
      language === 'he'
        ? { name: 'שם לתצוגה', save: 'שמירת הכרטיס', saved: 'הכרטיס נשמר', close: 'סגירת ההתראה' }
        : { name: 'Display name', save: 'Save card', saved: 'Card saved', close: 'Close notification' };
    await signInAsNewOwner(page);
    const card = await createCard(page.request);
    await keepLanguage(page, language);
    const header = page.locator('.site-header');
    const menuButton = header.locator('.menu-button');
    const bell = header.locator('.header-popover-button');
    for (const width of [320, 360, 414]) {
      const where = `${language} at ${width} px`;
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`/editor/${card.id}`);
      await expect(bell).toBeVisible();
      const toast = await saveAndSeeTheToast(page, texts, `Dana ${width}`);
      // The top of the page, where its heading is read.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: test.info().outputPath(`toast ${where}.png`) });
      await expect(toast, `the toast still showing ${where}`).toBeVisible();
      // Read whole where it shows, the card's address included: none of it hidden below the header's row.
      const hidden = await toast.evaluate((element) => {
        const list = element.closest('ol')!;
        return list.scrollHeight - list.clientHeight;
      });
      expect(hidden, `px of the toast hidden ${where}`).toBeLessThanOrEqual(1);
      expect(await onTopAtItsCentre(menuButton), `over the menu button ${where}`).toBe('');
      expect(await onTopAtItsCentre(bell), `over the bell ${where}`).toBe('');
      expect(await onTopAtItsCentre(page.locator('main h1')), `over the page's heading ${where}`).toBe('');
      await toast.getByRole('button', { name: texts.close }).click();
      await expect(toast).toHaveCount(0);

      // Usable while the toast shows: a tap on the bell opens its list, one on the menu button opens the menu (a
      // tap the toast took would wait for it to close, past the short time given here).
      const again = await saveAndSeeTheToast(page, texts, `Dana Levi ${width}`);
      await bell.click({ timeout: 2000 });
      await expect(bell, `the bell opened ${where}`).toHaveAttribute('aria-expanded', 'true');
      await bell.click({ timeout: 2000 });
      await expect(again, `the toast still showing ${where}`).toBeVisible();
      await menuButton.click({ timeout: 2000 });
      await expect(menuButton, `the menu opened ${where}`).toHaveAttribute('aria-expanded', 'true');
    }
  });
}

for (const language of LANGUAGES) {
  test(`on a phone the embed page says the code is copied on its Copy button, over none of the page's heading (${language})`, async ({ page }) => {
    const texts = language === 'he' ? { copy: 'העתקת הקוד', copied: 'הקוד הועתק' } : { copy: 'Copy code', copied: 'Code copied' };
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await keepLanguage(page, language);
    for (const width of [320, 360, 414]) {
      const where = `${language} at ${width} px`;
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/embed?slug=demo');
      await page.getByRole('button', { name: texts.copy }).click();
      // Said where the finger is, and to a screen reader.
      const copied = page.getByRole('button', { name: texts.copied });
      await expect(copied, `the button says so ${where}`).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: texts.copied }), `announced ${where}`).toHaveCount(1);
      expect(await onTopAtItsCentre(copied), `over the Copy button ${where}`).toBe('');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: test.info().outputPath(`embed ${where}.png`) });
      expect(await onTopAtItsCentre(page.locator('main h1')), `over the page's heading ${where}`).toBe('');
      // Another card's code is not copied yet.
      await page.getByRole('textbox', { name: language === 'he' ? 'כתובת הכרטיס' : 'Card address' }).fill('cafe-sderot');
      await expect(page.getByRole('button', { name: texts.copy }), `a new code to copy ${where}`).toBeVisible();
    }
  });
}

/**
 * Shows `words` in the toast on screen, as its ToastCard renders them (an address held whole, broken only after its
 * dots, @ and slashes; a destructive toast's copy button; an action's button), and says what of it a user cannot see or
 * use: the text or a button cut at the side or below, the toast over the menu button or the bell.
 */
function showWholeProblems(page: Page, words: ToastWords): Promise<string[]> {
  return page.evaluate((words) => {
    const toast = document.querySelector<HTMLElement>('.toast')!;
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- the function runs in the page, which sees only its own body.
    const addressed = (text: string): Node[] =>
      text.split(/(\S+@\S+\.\w+|https?:\/\/\S+)/u).map((part, index) => {
        if (index % 2 === 0) return document.createTextNode(part);
        const address = document.createElement('bdi');
        address.dir = 'ltr';
        address.className = 'wrapped-address';
        for (const piece of part.split(/(?<=[@./])/u)) address.append(piece, document.createElement('wbr'));
        return address;
      });
    const line = (className: string, text: string) => {
      const paragraph = document.createElement('p');
      paragraph.className = className;
      paragraph.append(...addressed(text));
      return paragraph;
    };
    toast.className = `toast toast-${words.variant}`;
    toast.querySelector('.toast-text')!.replaceChildren(line('toast-title', words.title), ...(words.description ? [line('toast-description', words.description)] : []));
    const actions = toast.querySelector('.toast-actions')!;
    const close = actions.querySelector('.toast-close')!;
    const buttons: Element[] = [];
    if (words.action) {
      const action = document.createElement('button');
      action.className = 'btn btn-secondary btn-small';
      action.textContent = words.action;
      buttons.push(action);
    }
    if (words.copyable) {
      const copy = document.createElement('button');
      copy.className = 'toast-copy';
      copy.innerHTML =
        '<svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2"><path d="M9 9h10v10H9zM5 15V5h10" /></svg><span class="toast-copy-status"></span>';
      buttons.push(copy);
    }
    actions.replaceChildren(...buttons, close);

    const problems: string[] = [];
    const list = toast.closest('ol')!;
    const shown = list.getBoundingClientRect();
    const hiddenBelow = list.scrollHeight - list.clientHeight;
    if (hiddenBelow > 1) problems.push(`${hiddenBelow} px of it hidden below the header's row`);
    for (const part of toast.querySelectorAll<HTMLElement>('.toast-title, .toast-description, .toast-actions button')) {
      const box = part.getBoundingClientRect();
      const what = part.className.split(' ')[0];
      if (part.scrollWidth - part.clientWidth > 1) problems.push(`${what} cut at its side by ${part.scrollWidth - part.clientWidth} px`);
      if (box.left < Math.max(0, shown.left) - 0.5 || box.right > Math.min(innerWidth, shown.right) + 0.5) problems.push(`${what} off the screen's side`);
      if (box.top < shown.top - 0.5 || box.bottom > shown.bottom + 0.5) problems.push(`${what} ${Math.round(box.bottom - shown.bottom)} px below the toast's room`);
    }
    if (toast.getBoundingClientRect().bottom > innerHeight) problems.push('past the foot of the screen');
    for (const selector of ['.site-header .menu-button', '.site-header .header-popover-button']) {
      const button = document.querySelector(selector)!;
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !button.contains(hit)) problems.push(`over ${selector.split(' ')[1]}`);
    }
    return problems;
  }, words);
}

/** Where the header and the page's heading are, and how wide the page is: a toast moves none of them. */
function pagePlace(page: Page): Promise<string> {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    const heading = document.querySelector('main h1')!.getBoundingClientRect();
    return `header ${header.height} px tall, the heading at ${heading.top} px, the page ${document.documentElement.scrollWidth} px wide`;
  });
}

for (const [language, width] of [['he', 320], ['en', 320], ['ar', 320], ['ru', 320], ['he', 360], ['en', 360]] as const) {
  test(`on a phone of ${width} px every toast of the app shows whole from the header's row, beside the menu button and the bell, moving nothing (${language})`, async ({ page }) => {
    test.slow();
    await signInAsNewOwner(page);
    const card = await createCard(page.request);
    await keepLanguage(page, language);
    await page.setViewportSize({ width, height: 740 });
    await page.goto(`/editor/${card.id}`);
    await expect(page.locator('.site-header .header-popover-button')).toBeVisible();
    const place = await pagePlace(page);
    const toast = await saveAndSeeTheToast(
      page,
      { name: textIn(language, 'editor.displayName'), save: textIn(language, 'editor.save'), saved: textIn(language, 'editor.saved') },
      'Dana',
    );
    // Held on screen while each toast's words are shown in it, as a finger on it holds it.
    await toast.focus();
    const cut: string[] = [];
    const toasts = toastsIn(language);
    const longest = [...toasts].sort((a, b) => `${b.title}${b.description ?? ''}`.length - `${a.title}${a.description ?? ''}`.length).slice(0, 6);
    const looked = new Set(['editor.saved + editor.savedDraft', 'auth.expired.title + auth.expired.text', 'contact.failed + error.error.text', 'team.invited']);
    for (const words of toasts) {
      const problems = await showWholeProblems(page, words);
      const moved = await pagePlace(page);
      if (moved !== place) problems.push(`the page moved: ${moved}, not ${place}`);
      if (problems.length > 0) cut.push(`${words.id}: ${problems.join('; ')}`);
      if (problems.length > 0 || longest.includes(words) || looked.has(words.id)) {
        await page.screenshot({ path: test.info().outputPath(`${language} ${width} ${words.id}.png`), clip: { x: 0, y: 0, width, height: 400 } });
      }
    }
    expect(cut, `toasts not shown whole in ${language} at ${width} px`).toEqual([]);
  });
}
