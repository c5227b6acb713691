import { describe, expect, it } from 'vitest';
import { initials } from '../../shared/card/links';

describe("a card's initials, its picture without a photo", () => {
  it('are the first letters of its first two words, in any script', () => {
    expect(initials('דנה לוי')).toBe('דל');
    expect(initials('  Ольга   Иванова ')).toBe('ОИ');
    expect(initials('رنا حداد')).toBe('رح');
    expect(initials('Gal')).toBe('G');
  });

  it('skip quotes, dashes and marks, which start no word', () => {
    expect(initials('John "Jack" O\'Neil-Smith; Jr.')).toBe('JJ');
    expect(initials('— 🎨 Studio Gal')).toBe('SG');
    expect(initials('"')).toBe('');
  });
});
