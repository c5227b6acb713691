import { describe, expect, it } from 'vitest';
import { helpTopicsAr } from '../../../app/features/info/help/help-content.ar';
import { helpTopicsEn } from '../../../app/features/info/help/help-content.en';
import { helpTopicsHe } from '../../../app/features/info/help/help-content.he';
import { helpTopicsRu } from '../../../app/features/info/help/help-content.ru';
import { normalizeForSearch, searchHelp, type HelpTopic } from '../../../app/features/info/help/help-search';
import { ar } from '../../../shared/i18n/ar';
import { arCore } from '../../../shared/i18n/ar-core';
import { en } from '../../../shared/i18n/en';
import { enCore } from '../../../shared/i18n/en-core';
import { he } from '../../../shared/i18n/he';
import { heCore } from '../../../shared/i18n/he-core';
import { ru } from '../../../shared/i18n/ru';
import { ruCore } from '../../../shared/i18n/ru-core';

const topic = (id: string, question: string): HelpTopic => ({ id, title: id, entries: [{ id: `${id}-1`, question, answer: [] }] });

describe('the help search', () => {
  it('finds a question however its words are typed: Hebrew quotes, Arabic alef forms and vowel marks, Russian ё', () => {
    const topics = [topic('he', 'מה זה נדל״ן?'), topic('ar', 'كيف أُعِدّ البطاقة؟'), topic('ru', 'Ещё один вопрос')];
    const found = (query: string) => searchHelp(topics, query).map((found) => found.id);
    expect(found('נדלן')).toEqual(['he']);
    expect(found('اعد البطاقه')).toEqual(['ar']);
    expect(found('еще')).toEqual(['ru']);
    expect(found('ЕЩЕ')).toEqual(['ru']);
  });

  it('leaves the words themselves alone', () => {
    expect(normalizeForSearch('إعداد  البطاقة!')).toBe('اعداد البطاقه');
    expect(normalizeForSearch('Ёлка')).toBe('елка');
  });
});

const HELP = { he: helpTopicsHe, ar: helpTopicsAr, ru: helpTopicsRu, en: helpTopicsEn };
const TEXTS = { he: { ...heCore, ...he }, ar: { ...arCore, ...ar }, ru: { ...ruCore, ...ru }, en: { ...enCore, ...en } };

describe('the help answers', () => {
  const answerOf = (language: keyof typeof HELP, id: string) =>
    HELP[language].flatMap((topic) => topic.entries).find((entry) => entry.id === id)!.answer.join(' ');

  it.each(Object.keys(HELP) as (keyof typeof HELP)[])('in %s, send a forgotten password and an export of leads to the buttons the app shows', (language) => {
    const texts = TEXTS[language];
    expect(answerOf(language, 'privacy-password')).toContain(texts['auth.forgotPassword']);
    expect(answerOf(language, 'leads-export')).toContain(texts['leads.exportMenu']);
    expect(answerOf(language, 'leads-export')).toContain(texts['leads.export']);
  });
});
