import type { Page } from '@playwright/test';
import { networkIdle } from './network-idle';

/** The smallest side of anything a finger taps (px). */
export const FINGER = 44;

/** How far the page reaches past the viewport sideways, and the outermost elements that stick out (not those inside a scroller). */
export function sidewaysOverflow(): { excess: number; culprits: string[] } {
  const width = document.documentElement.clientWidth;
  const excess = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - width;
  const culprits: string[] = [];
  // oxlint-disable-next-line consistent-function-scoping -- the function runs in the page, which sees only its own body.
  const scrolls = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
  const sticksOut = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && (box.right > width + 1 || box.left < -1);
  };
  const visit = (element: Element) => {
    if (sticksOut(element) && !(element.parentElement && element.parentElement !== document.body && sticksOut(element.parentElement))) {
      const box = element.getBoundingClientRect();
      const classes = typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      culprits.push(`${element.tagName.toLowerCase()}${classes} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
    }
    if (element !== document.body && scrolls(element)) return;
    for (const child of element.children) visit(child);
  };
  if (excess > 0) visit(document.body);
  // Text wider than its box (a long word that does not break) widens the page without the box sticking out.
  if (excess > 0 && culprits.length === 0) {
    for (const element of document.body.querySelectorAll('*')) {
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === 'visible' && element.clientWidth > 0) {
        culprits.push(`${element.tagName.toLowerCase()} holds ${element.scrollWidth} px of text in ${element.clientWidth} px: ${(element.textContent ?? '').slice(0, 40)}`);
      }
    }
  }
  return { excess, culprits: culprits.slice(0, 6) };
}

/**
 * Every control on the page smaller than a finger: buttons, fields, selects, button-styled links, a checkbox's label, in
 * the page and in an open dialog, and every link of the header (its logo) and the footer.
 */
export function smallControls(page: Page): Promise<string[]> {
  return page.evaluate((finger) => {
    // These run in the page, so they live inside the function that is sent there.
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const name = (element: Element) => `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 24)}”`;
    const targets = new Set<Element>();
    const selector = [
      ...['main', 'header', 'dialog[open]'].flatMap((scope) => ['button', 'select', 'textarea', 'input', 'a.btn', 'summary'].map((control) => `${scope} ${control}`)),
      '.site-header a',
      '.site-footer a',
    ].join(', ');
    for (const element of document.querySelectorAll(selector)) {
      if (element.closest('.kc, .visually-hidden, [hidden]')) continue;
      if (element instanceof HTMLInputElement && ['hidden', 'file'].includes(element.type)) continue;
      // A checkbox or radio is tapped through its label.
      const target = element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type) ? (element.closest('label') ?? element) : element;
      if (visible(target)) targets.add(target);
    }
    // A box squeezed by its long label is tapped through the label, but can no longer be seen to be ticked.
    const squashed = [...document.querySelectorAll('main input[type=checkbox], main input[type=radio], dialog[open] input[type=checkbox]')].flatMap((box) => {
      const { width, height } = box.getBoundingClientRect();
      return visible(box) && !box.closest('.kc, .visually-hidden, [hidden]') && width > 0 && width < height * 0.8 ? [`${name(box.closest('label') ?? box)} squashed to ${Math.round(width)}×${Math.round(height)}`] : [];
    });
    return [...targets].flatMap((element) => {
      const { width, height } = element.getBoundingClientRect();
      return width < finger - 0.5 || height < finger - 0.5 ? [`${name(element)} ${Math.round(width)}×${Math.round(height)}`] : [];
    }).concat(squashed);
  }, FINGER);
}

/** The smallest text of a field a phone leaves at its size: iOS zooms the page in on a field whose text is smaller. */
export const FIELD_TEXT = 16;

/** Every field (text, search, date, select, textarea) in the page or an open dialog whose text is smaller than FIELD_TEXT. */
export function smallFieldText(page: Page): Promise<string[]> {
  return page.evaluate((least) => {
    const typed = ['checkbox', 'radio', 'file', 'hidden', 'color', 'range', 'submit', 'button', 'image', 'reset'];
    return [...document.querySelectorAll<HTMLInputElement>('main input, main select, main textarea, dialog[open] input, dialog[open] select, dialog[open] textarea')]
      .filter((field) => field.getClientRects().length > 0 && !typed.includes(field.type) && !field.closest('.kc, [hidden]'))
      .filter((field) => parseFloat(getComputedStyle(field).fontSize) < least - 0.5)
      .map((field) => `${field.tagName.toLowerCase()}${field.id ? `#${field.id}` : ''} “${(field.labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? '').trim().slice(0, 24)}” at ${getComputedStyle(field).fontSize}`);
  }, FIELD_TEXT);
}

/**
 * What the floating chat button covers: with `everything`, any text, link or control under it (for the end of a page,
 * which nothing can be scrolled out from under); otherwise only controls that stay put on the screen (a sticky save
 * bar), since the rest of the page moves out from under it as the reader scrolls. Nothing, while a modal dialog is open
 * above it.
 */
export function coveredByChatButton(page: Page, everything = true): Promise<string[]> {
  return page.evaluate((all) => {
    const button = document.querySelector('.support-launcher');
    // Stepped aside, or not shown yet, it takes no taps.
    if (!button || button.getClientRects().length === 0 || getComputedStyle(button).pointerEvents === 'none' || document.querySelector('dialog[open]:modal')) return [];
    // In a page's sticky bar, what scrolls under the bar is hidden by the bar, not by the button.
    const everythingUnder = all && !button.classList.contains('is-docked');
    const area = button.getBoundingClientRect();
    const overlaps = (box: DOMRect) => box.right > area.left && box.left < area.right && box.bottom > area.top && box.top < area.bottom;
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- the function runs in the page, which sees only its own body.
    const staysPut = (element: Element | null): boolean => {
      for (let at = element; at; at = at.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) return true;
      return false;
    };
    // What a reader reads or taps, as the button itself looks for it (app/features/support/use-out-of-the-way.ts).
    const selector = everythingUnder
      ? ['a', 'button', 'input', 'select', 'textarea', 'label', 'summary', 'p', 'li', 'h1', 'h2', 'h3', 'h4', 'td', 'th', 'dt', 'dd', 'img', 'figcaption', 'blockquote']
          .flatMap((tag) => [`main ${tag}`, `footer ${tag}`])
          .join(', ')
      : 'main a, main button, main input, main select, main textarea';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => !button.contains(element) && element.getClientRects().length > 0 && overlaps(element.getBoundingClientRect()))
      .filter((element) => everythingUnder || staysPut(element))
      .filter((element) => element.children.length === 0 || ['A', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName))
      .map((element) => `${element.tagName} “${(element.textContent ?? '').trim().slice(0, 30)}”`);
  }, everything);
}

/**
 * What the chat button hides of the page, where the page is now: the text, links and fields that would be seen and
 * tapped at points across the button if it were not there (not what scrolls behind a sticky bar that holds it).
 */
export function underTheChatButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('.support-launcher');
    if (!button || button.getClientRects().length === 0 || getComputedStyle(button).pointerEvents === 'none' || document.querySelector('dialog[open]:modal')) return [];
    const area = button.getBoundingClientRect();
    const content = 'a, button, input, select, textarea, label, summary, p, li, h1, h2, h3, h4, td, th, dt, dd, img, figcaption, blockquote';
    const covered = new Set<string>();
    // Hit testing passes through an element that takes no pointer events: what it finds is what the button hides.
    button.style.pointerEvents = 'none';
    for (let row = 1; row < 6; row += 1) {
      for (let column = 1; column < 6; column += 1) {
        const under = document.elementFromPoint(area.left + (area.width * column) / 6, area.top + (area.height * row) / 6);
        const hit = under?.closest(content);
        if (hit) covered.add(`${hit.tagName} “${(hit.textContent || hit.getAttribute('aria-label') || '').trim().slice(0, 30)}”`);
      }
    }
    button.style.pointerEvents = '';
    return [...covered];
  });
}

/**
 * What `look` finds once the page has settled: nothing, or what it still finds after `ms`. The chat button slides
 * aside on the scroll's event and a page that waits for the visitor starts the app on the first scroll; on a busy
 * machine either can come a while after the scroll, and what a phone shows to stay is what counts.
 */
export async function onceSettled(look: () => Promise<string[]>, ms = 3_000): Promise<string[]> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await look();
    if (found.length === 0 || Date.now() >= until) return found;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * What is wrong with the screen as a phone shows it: sideways scrolling, controls smaller than a finger, and what the
 * chat button covers at rest where the page is, while the page is read on, and scrolled to its end (the page is left
 * where it was).
 */
export async function phoneScreenProblems(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const problems: string[] = [];
  const { excess, culprits } = await page.evaluate(sidewaysOverflow);
  if (excess > 0) problems.push(`${excess} px too wide: ${culprits.join(', ')}`);
  problems.push(...(await smallControls(page)).map((control) => `smaller than a finger: ${control}`));
  const scrolled = await page.evaluate(() => window.scrollY);
  // At rest, as the page is shown: nothing of it under the chat button (it steps aside where it would cover something).
  problems.push(...(await onceSettled(() => coveredByChatButton(page))).map((element) => `under the chat button at rest: ${element}`));
  // Reading on: half a screen down, nothing of the page is under the chat button (it holds still in a bar, or steps aside).
  const readingOn = await page.evaluate(() => {
    const room = document.documentElement.scrollHeight - window.innerHeight - window.scrollY;
    if (room < 40) return false;
    window.scrollBy(0, Math.min(window.innerHeight / 2, room - 20));
    return true;
  });
  if (readingOn) problems.push(...(await onceSettled(() => underTheChatButton(page))).map((element) => `under the chat button while reading: ${element}`));
  // A scroll starts the app on a page that waits for the visitor, and the app may add to the page (the landing page's
  // plans): the end is where the page ends once it has settled.
  const toTheEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await toTheEnd();
  await networkIdle(page);
  // Settled: the page's height stays the same for a quarter of a second (on a busy machine the app's render of the
  // plans can outlast the network going quiet).
  await page.evaluate(async () => {
    for (let tries = 0, height = -1; tries < 20 && height !== document.documentElement.scrollHeight; tries += 1) {
      height = document.documentElement.scrollHeight;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
  await toTheEnd();
  problems.push(...(await onceSettled(() => coveredByChatButton(page))).map((element) => `under the chat button at the end: ${element}`));
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  return problems;
}

/** What is wrong with the screen (see phoneScreenProblems) on the narrowest and widest phones, then at 360 px, where it is left. */
export async function problemsOnPhones(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const width of [320, 414, 360]) {
    await page.setViewportSize({ width, height: 780 });
    problems.push(...(await phoneScreenProblems(page)).map((problem) => `${width} px: ${problem}`));
  }
  return problems;
}
