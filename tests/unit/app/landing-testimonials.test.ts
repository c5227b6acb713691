import { describe, expect, it } from 'vitest';
import { TESTIMONIALS } from '../../../app/features/landing/testimonials';
import { arCore } from '../../../shared/i18n/ar-core';
import { enCore } from '../../../shared/i18n/en-core';
import { ruCore } from '../../../shared/i18n/ru-core';

/** Each landing page but the Hebrew one, with the words for its own language and for Hebrew. */
const PAGES = [
  { language: 'ar', texts: arCore, own: /العربية/, hebrew: /العبرية/ },
  { language: 'ru', texts: ruCore, own: /русск/, hebrew: /иврит/ },
  { language: 'en', texts: enCore, own: /English/, hebrew: /Hebrew/ },
] as const;

describe('the landing page’s testimonials', () => {
  it('speak to each page’s reader: none on the Arabic, Russian or English page boasts of a card in Hebrew alone', () => {
    for (const { language, texts, own, hebrew } of PAGES) {
      const quotes = TESTIMONIALS.map((testimonial) => (texts as Record<string, string>)[testimonial.text] ?? '');
      expect(quotes.filter((quote) => hebrew.test(quote) && !own.test(quote)), language).toEqual([]);
    }
    expect(arCore['landing.testimonial3Text']).toBe('أنشأت بطاقتي في عشر دقائق، بالعربية والعبرية، وهي تبدو أكثر احترافية من موقعي القديم.');
    expect(ruCore['landing.testimonial3Text']).toBe('Я сделала визитку за десять минут, на русском и на иврите, и она выглядит профессиональнее моего старого сайта.');
    expect(enCore['landing.testimonial3Text']).toBe('I built my card in ten minutes, in English and Hebrew, and it looks more professional than my old website.');
  });
});
