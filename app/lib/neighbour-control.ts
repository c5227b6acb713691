/**
 * Where the focus should go when `item`, the row or list item holding the focused control, is about to be removed:
 * the control matching `selector` in the item after it, else in the one before, else `fallback`. Chosen before the
 * removal, focused after it: a removed element's focus falls to the page, and a keyboard or screen reader user would
 * start again from its top.
 */
export function neighbourControl(item: Element | null, selector: string, fallback: HTMLElement | null): HTMLElement | null {
  const next = item?.nextElementSibling?.querySelector<HTMLElement>(selector);
  const previous = item?.previousElementSibling?.querySelector<HTMLElement>(selector);
  return next ?? previous ?? fallback;
}
