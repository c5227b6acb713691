import { describe, expect, it } from 'vitest';
import { cardInLanguage } from '../../../shared/card/in-language';
import { blankForm, isDirty, previewProfile, type EditorItem } from '../../../app/features/editor/form-model';
import { newItem } from '../../../app/features/editor/items';
import { blankTranslation } from '../../../shared/contract/profiles';
import { languagesToAdd, withItemLabel, withoutLabelsIn, withoutTranslationErrors } from '../../../app/features/editor/translations';

const phone: EditorItem = { ...newItem('phone'), value: '050-123-4567', label: 'נייד' };

describe('adding and removing the card’s languages', () => {
  it('offers only the languages the card is not written in yet', () => {
    expect(languagesToAdd({ language: 'he', translations: [] })).toEqual(['ar', 'ru', 'en']);
    expect(languagesToAdd({ language: 'ru', translations: [blankTranslation('he'), blankTranslation('en')] })).toEqual(['ar']);
  });

  it('sets an item’s label in a language, and clearing it leaves the item as it was', () => {
    const labelled = withItemLabel(phone, 'en', 'Mobile');
    expect(labelled.labels).toEqual({ en: 'Mobile' });
    expect(withItemLabel(labelled, 'ar', 'جوال').labels).toEqual({ en: 'Mobile', ar: 'جوال' });
    const cleared = withItemLabel(labelled, 'en', '');
    expect(cleared).toEqual(phone);
    expect(isDirty({ ...blankForm(), items: [cleared] }, { ...blankForm(), items: [phone] })).toBe(false);
  });

  it('takes a removed version’s item labels and stale errors with it, and no other language’s', () => {
    const items = [withItemLabel(withItemLabel(phone, 'en', 'Mobile'), 'ar', 'جوال'), { ...newItem('website'), url: 'https://a.co' }];
    expect(withoutLabelsIn(items, 'en').map((item) => item.labels)).toEqual([{ ar: 'جوال' }, undefined]);
    const errors = { displayName: 'x', 'translations.1.displayName': 'x', 'items.0.labels.en': 'x', 'items.0.labels.ar': 'x', 'items.1.url': 'x' };
    expect(withoutTranslationErrors(errors, 'en')).toEqual({ displayName: 'x', 'items.0.labels.ar': 'x', 'items.1.url': 'x' });
  });
});

describe('previewing a version', () => {
  const form = {
    ...blankForm('dana', 'he'),
    displayName: 'דנה לוי',
    title: 'מעצבת',
    items: [withItemLabel(withItemLabel(phone, 'en', 'Mobile'), 'ar', ' ')],
    translations: [{ ...blankTranslation('en'), displayName: 'Dana Levi' }, blankTranslation('ar')],
  };

  it('shows the version’s texts and labels, and the card’s own where the version has none', () => {
    const english = cardInLanguage(previewProfile(form), 'en');
    expect(english).toMatchObject({ language: 'en', displayName: 'Dana Levi', title: 'מעצבת' });
    expect(english.items[0]!.label).toBe('Mobile');
  });

  it('shows the card’s own name and label while a version’s are still blank', () => {
    const arabic = cardInLanguage(previewProfile(form), 'ar');
    expect(arabic).toMatchObject({ language: 'ar', displayName: 'דנה לוי' });
    expect(arabic.items[0]!.label).toBe('נייד');
  });
});
