import type { Locator } from '@playwright/test';

/**
 * The words in the elements `elements` finds that a line break cuts in two: each word should sit whole on one line. A
 * word is a run of letters and digits: a hyphen or a slash ("sign-up", "NFC-карт") is a place to break.
 */
export function wordsBrokenIn(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((found) => {
    const broken: string[] = [];
    for (const element of found) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/[\p{L}\p{N}\p{M}'׳״]+/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = [...range.getClientRects()].map((rect) => rect.top);
          if (tops.length > 0 && Math.max(...tops) - Math.min(...tops) > 4) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/** The text of an element as it is drawn, line by line. */
export function linesOfText(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let at = 0; at < text.length; at += 1) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const top = range.getClientRects()[0]?.top;
        if (top === undefined) continue;
        const last = lines.at(-1);
        if (last && Math.abs(last.top - top) <= 4) last.text += text[at];
        else lines.push({ top, text: text[at]! });
      }
    }
    return lines.map((line) => line.text);
  });
}

/** Whether a line break cuts `text`, found in `element`'s text (across the elements inside it), in two. */
export function brokenAcrossLines(element: Locator, text: string): Promise<boolean> {
  return element.evaluate((root, wanted) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const start = nodes.map((node) => node.data).join('').indexOf(wanted);
    if (start < 0) throw new Error(`"${wanted}" is not in "${root.textContent}"`);
    const place = (offset: number): [Text, number] => {
      for (const node of nodes) {
        if (offset < node.length) return [node, offset];
        offset -= node.length;
      }
      const last = nodes.at(-1)!;
      return [last, last.length];
    };
    const range = document.createRange();
    range.setStart(...place(start));
    range.setEnd(...place(start + wanted.length - 1));
    range.setEnd(range.endContainer, range.endOffset + 1);
    const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
    return Math.max(...tops) - Math.min(...tops) > 4;
  }, text);
}

/** Whether each line of an element's text is drawn left to right in the order it is read (an address, not reordered by the sentence around it). */
export function drawnLeftToRight(element: Locator): Promise<boolean> {
  return element.evaluate((root) => {
    const lines: { top: number; lefts: number[] }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let at = 0; at < text.length; at += 1) {
        if (!text[at]!.trim()) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const rect = range.getClientRects()[0];
        if (!rect?.width) continue;
        const line = lines.find((other) => Math.abs(other.top - rect.top) <= 4);
        if (line) line.lefts.push(rect.left);
        else lines.push({ top: rect.top, lefts: [rect.left] });
      }
    }
    return lines.every((line) => line.lefts.every((left, index) => index === 0 || left > line.lefts[index - 1]!));
  });
}

/**
 * Whether `text` (an address), found in `element`'s text across the elements inside it, reads left to right: each
 * character right of the one before on its line, a line ending only after a slash, "?" or "&" (never at a hyphen).
 */
export function readsLeftToRight(element: Locator, text: string): Promise<boolean> {
  return element.evaluate((root, wanted) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const start = nodes.map((node) => node.data).join('').indexOf(wanted);
    if (start < 0) throw new Error(`"${wanted}" is not in "${root.textContent}"`);
    const boxes: DOMRect[] = [];
    for (let offset = start; offset < start + wanted.length; offset += 1) {
      let rest = offset;
      const node = nodes.find((candidate) => (rest < candidate.length ? true : ((rest -= candidate.length), false)))!;
      const range = document.createRange();
      range.setStart(node, rest);
      range.setEnd(node, rest + 1);
      boxes.push(range.getBoundingClientRect());
    }
    return boxes.every((box, index) => {
      if (index === 0) return true;
      const before = boxes[index - 1]!;
      if (Math.abs(box.top - before.top) <= 4) return box.left > before.left;
      return box.top > before.top && '/?&'.includes(wanted[index - 1]!);
    });
  }, text);
}
