import { describe, expect, it } from 'vitest';
import { initials } from '../../shared/card/links';

describe("a card's initials, its picture without a photo", () => {
  it('are the first letters of its first two words, in any script', () => {
    expect(initials('דנה לוי')).toBe('דל');
    expect(initials('  Ольга   Иванова ')).toBe('ОИ');
    expect(initials('Gal')).toBe('G');
  });

  it('keep Arabic letters apart, each in its own form, rather than joined into a word', () => {
    // "سح" joined reads as a word ("to pour"); a zero-width non-joiner draws "س" and "ح" side by side.
    expect(initials('سلمى حداد')).toBe('س\u200Cح');
    expect(initials('رنا حداد')).toBe('ر\u200Cح');
    expect(initials('سلمى')).toBe('س');
  });

  it('skip quotes, dashes and marks, which start no word', () => {
    expect(initials('John "Jack" O\'Neil-Smith; Jr.')).toBe('JJ');
    expect(initials('— 🎨 Studio Gal')).toBe('SG');
    expect(initials('"')).toBe('');
  });
});
