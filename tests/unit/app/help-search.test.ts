import { describe, expect, it } from 'vitest';
import { normalizeForSearch, searchHelp, type HelpTopic } from '../../../app/features/info/help/help-search';

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
