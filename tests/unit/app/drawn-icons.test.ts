import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The components of the app and of the card page, recursively. */
function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? components(join(dir, entry.name)) : entry.name.endsWith('.tsx') ? [join(dir, entry.name)] : [],
  );
}

describe('icons', () => {
  it('are drawn, never an emoji, which a phone or a browser without an emoji font shows as an empty box', () => {
    const pictograph = /[\u{1F300}-\u{1FAFF}]/u;
    const withEmoji = [...components('app'), ...components('shared/card')].filter((file) => pictograph.test(readFileSync(file, 'utf8')));
    expect(withEmoji).toEqual([]);
  });
});
