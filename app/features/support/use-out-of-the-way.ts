import { useEffect, useState } from 'react';

/** Phones: the width under which the chat opens as a bottom sheet, and its button steps aside for the page. */
const PHONE = '(max-width: 39.99rem)';
/** Scrolls smaller than this (px) are a finger resting on the screen, not a direction. */
const JITTER = 8;
/** How long the page holds still (ms) before what lies under the button is looked at again. */
const SETTLE_MS = 150;
/** What a reader reads or taps: the button never rests over one of these (the page's own and its footer's). */
const PAGE_CONTENT = ['a', 'button', 'input', 'select', 'textarea', 'label', 'summary', 'p', 'li', 'h1', 'h2', 'h3', 'h4', 'td', 'th', 'dt', 'dd', 'img', 'figcaption', 'blockquote']
  .flatMap((tag) => [`main ${tag}`, `footer ${tag}`])
  .join(', ');
function typingIn(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'range', 'color'].includes(element.type);
}

function atTheEnd(): boolean {
  return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
}

/**
 * Whether anything of the page (text, a link, a control) lies under the button where it rests: the boxes of the
 * page's paragraphs, headings, list items, cells and controls against the button's own, read from its layout
 * (offset*), which a step aside (a transform) does not move.
 */
function coversPage(button: HTMLElement): boolean {
  const { offsetLeft: left, offsetTop: top, offsetWidth: width, offsetHeight: height } = button;
  if (width === 0) return false;
  for (const element of document.querySelectorAll(PAGE_CONTENT)) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.right > left && box.left < left + width && box.bottom > top && box.top < top + height) return true;
  }
  return false;
}

/**
 * On a phone, whether the floating chat button should step aside: wherever it would rest over the page's text, links
 * or fields (at rest, as the page first shows; once a scroll has settled; as the page's content arrives), while the
 * owner scrolls down through the page, and while they type in a field. It shows where it covers nothing, which the end
 * of every page keeps for it. `keep` is the button itself: it never hides while it holds the focus (a keyboard
 * reaching it brings it back), and the header's menu opens the chat as well.
 */
export function useOutOfTheWay(keep: React.RefObject<HTMLElement | null>): { aside: boolean; placed: boolean } {
  const [aside, setAside] = useState(false);
  // Until it has looked at the page (a page drawn before the app runs, on a phone), the button is not shown at all.
  const [placed, setPlaced] = useState(false);

  useEffect(() => {
    const phone = window.matchMedia(PHONE);
    let lastY = window.scrollY;
    let typing = typingIn(document.activeElement);
    let scrolling = false;
    let covering = false;
    let settle: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    const update = () => {
      const focused = keep.current !== null && keep.current === document.activeElement;
      setAside(phone.matches && !focused && (typing || covering || (scrolling && !atTheEnd())));
    };
    // Looked at once the page is drawn: a frame after a change, never in the middle of a scroll.
    const look = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        covering = phone.matches && keep.current !== null && !atTheEnd() && coversPage(keep.current);
        update();
        setPlaced(true);
      });
    };
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - lastY) < JITTER) return;
      // Down through the page, it is out of the way at once; up, it waits to see where the page stops.
      scrolling = y > lastY;
      lastY = y;
      update();
      clearTimeout(settle);
      settle = setTimeout(() => {
        scrolling = false;
        look();
      }, SETTLE_MS);
    };
    const onFocusIn = (event: FocusEvent) => {
      typing = typingIn(event.target as Element | null);
      update();
    };
    // Between two fields the focus is nowhere for a moment: what matters is where it goes.
    const onFocusOut = (event: FocusEvent) => {
      typing = typingIn(event.relatedTarget as Element | null);
      update();
    };
    // The page's content arrives and changes (data loaded, a section opened): what lies under the button with it.
    const changes = new MutationObserver(() => {
      if (!scrolling) look();
    });
    changes.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'class', 'open'] });
    // Pictures and fonts arriving move the page without changing it.
    const resized = new ResizeObserver(() => {
      if (!scrolling) look();
    });
    resized.observe(document.body);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', look);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    phone.addEventListener('change', look);
    look();
    return () => {
      changes.disconnect();
      resized.disconnect();
      clearTimeout(settle);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', look);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      phone.removeEventListener('change', look);
    };
  }, [keep]);

  return { aside, placed };
}
