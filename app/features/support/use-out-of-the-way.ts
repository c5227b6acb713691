import { useEffect, useState } from 'react';

/** Phones: the width under which the chat opens as a bottom sheet, and its button steps aside for the page. */
const PHONE = '(max-width: 39.99rem)';
/** Scrolls smaller than this (px) are a finger resting on the screen, not a direction. */
const JITTER = 8;

function typingIn(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'range', 'color'].includes(element.type);
}

function atTheEnd(): boolean {
  return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
}

/**
 * On a phone, whether the floating chat button should step aside: while the owner scrolls down through the page (what
 * moves up under it is what they are reading) and while they type in a field. It comes back when they scroll up, when
 * the page reaches its end (kept clear for it) and when typing ends. `keep` is the button itself: it never hides while
 * it holds the focus (a keyboard reaching it brings it back).
 */
export function useOutOfTheWay(keep: React.RefObject<HTMLElement | null>): boolean {
  const [aside, setAside] = useState(false);

  useEffect(() => {
    const phone = window.matchMedia(PHONE);
    let lastY = window.scrollY;
    let typing = typingIn(document.activeElement);
    // A page that starts already scrolled (the landing page's app starts on the visitor's first scroll; a reload keeps
    // the place) is being read on.
    let scrolledDown = lastY > JITTER;
    const update = () => {
      const focused = keep.current !== null && keep.current === document.activeElement;
      setAside(phone.matches && !focused && (typing || (scrolledDown && !atTheEnd())));
    };
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - lastY) < JITTER) return;
      scrolledDown = y > lastY;
      lastY = y;
      update();
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
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    phone.addEventListener('change', update);
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      phone.removeEventListener('change', update);
    };
  }, [keep]);

  return aside;
}
