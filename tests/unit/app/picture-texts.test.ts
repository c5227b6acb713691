import { describe, expect, it } from 'vitest';
import { ar } from '../../../shared/i18n/ar';
import { en } from '../../../shared/i18n/en';
import { he } from '../../../shared/i18n/he';
import { ru } from '../../../shared/i18n/ru';
import { interpolate, type Language, type Translate } from '../../../app/i18n';
import { pictureTexts } from '../../../app/features/editor/picture-texts';

const TEXTS: Record<Language, Record<string, string>> = { he, ar, ru, en };
const translator = (language: Language): Translate => (key, params) => interpolate(TEXTS[language]![key]!, params);

describe("the editor's picture fields", () => {
  it('name the picture inside a sentence in English as a sentence does, lower case and without the field\'s "(optional)"', () => {
    const t = translator('en');
    expect(pictureTexts(t, 'avatar')).toEqual({
      title: 'Profile photo',
      choose: 'Upload profile photo',
      replace: 'Replace profile photo',
      remove: 'Remove profile photo',
      current: 'Current profile photo',
      progress: 'Uploading profile photo',
      crop: 'Position and crop the profile photo',
    });
    expect(pictureTexts(t, 'cover')).toMatchObject({ title: 'Cover image', replace: 'Replace cover image', remove: 'Remove cover image' });
    expect(pictureTexts(t, 'videoPoster')).toMatchObject({ title: 'Video thumbnail (optional)', choose: 'Upload video thumbnail', current: 'Current video thumbnail' });
  });

  it('read right in Hebrew, Arabic and Russian too', () => {
    expect(pictureTexts(translator('he'), 'avatar')).toMatchObject({ choose: 'העלאת תמונת הפרופיל', current: 'תמונת הפרופיל הנוכחית' });
    expect(pictureTexts(translator('he'), 'videoPoster')).toMatchObject({ replace: 'החלפת תמונת הסרטון', current: 'תמונת הסרטון הנוכחית' });
    expect(pictureTexts(translator('ar'), 'videoPoster')).toMatchObject({ choose: 'رفع صورة الفيديو', current: 'صورة الفيديو الحالية' });
    expect(pictureTexts(translator('ru'), 'cover')).toMatchObject({ replace: 'Заменить фото обложки', current: 'Текущее фото обложки' });
    expect(pictureTexts(translator('ru'), 'videoPoster')).toMatchObject({ remove: 'Удалить изображение для видео', current: 'Текущее изображение для видео' });
  });

  it('start with a capital and have none after it in English and Russian, nor a parenthesis in any language', () => {
    for (const language of ['he', 'ar', 'ru', 'en'] as const) {
      for (const picture of ['avatar', 'cover', 'videoPoster'] as const) {
        const { title: _title, ...sentences } = pictureTexts(translator(language), picture);
        for (const sentence of Object.values(sentences)) {
          expect(sentence, language).not.toMatch(/[()]/);
          if (language === 'en' || language === 'ru') expect(sentence).toMatch(/^[A-ZА-Я][^A-ZА-Я]*$/);
        }
      }
    }
  });
});
