import type { Locator } from '@playwright/test';

/** Whether the shekel sign of the price in `element` is drawn left of its first digit ("₪260", as English reads a price). */
export function shekelDrawnFirst(element: Locator): Promise<boolean> {
  return element.evaluate((root) => {
    const leftOf = (pattern: RegExp) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const found = pattern.exec(node.data);
        if (!found) continue;
        const range = document.createRange();
        range.setStart(node, found.index);
        range.setEnd(node, found.index + 1);
        return range.getBoundingClientRect().left;
      }
      throw new Error(`${pattern} is not in "${root.textContent}"`);
    };
    return leftOf(/₪/) < leftOf(/\d/);
  });
}
