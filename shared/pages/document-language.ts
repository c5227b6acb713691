// A document of the app's set in the visitor's language: by the build and the server (shared/pages/app-document.ts,
// api/pages/), and by the service worker for the app's document it answers navigations with (sw/navigation.ts).
import { cardDirection, type CardLanguage } from '../contract/card-languages';
import { SITE_NAMES } from './site-names';
import { manifestPath } from './web-manifest';

/** What a browser without JavaScript shows in place of the app (index.html has the Hebrew). */
const NOSCRIPT_TEXTS: Readonly<Record<Exclude<CardLanguage, 'he'>, string>> = {
  ar: 'لاستخدام Kartis، يجب تفعيل JavaScript في المتصفح.',
  ru: 'Чтобы пользоваться Kartis, включите JavaScript в браузере.',
  en: 'To use Kartis, turn on JavaScript in your browser.',
};

/**
 * A Hebrew document made from index.html (a page, a template the server draws a page into, the app's own document)
 * set in another language: its `lang` and `dir`, the language its drawn page is marked as drawn in, the note shown
 * without JavaScript, the name in the header's frame that shows while the app loads, and the web manifest an install
 * takes its name and shortcuts from.
 */
export function documentInLanguage(html: string, language: CardLanguage): string {
  if (language === 'he') return html;
  return html
    .replace('<html lang="he" dir="rtl">', () => `<html lang="${language}" dir="${cardDirection(language)}">`)
    .replace('<div id="root" data-prerendered="he"', () => `<div id="root" data-prerendered="${language}"`)
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${NOSCRIPT_TEXTS[language]}</noscript>`)
    .replace(`<span class="brand">${SITE_NAMES.he}</span>`, () => `<span class="brand">${SITE_NAMES[language]}</span>`)
    .replace(`<link rel="manifest" href="${manifestPath('he')}"`, () => `<link rel="manifest" href="${manifestPath(language)}"`);
}
