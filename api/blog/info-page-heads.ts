import { he } from '../../shared/i18n/he';
import { heCore } from '../../shared/i18n/he-core';
import { PUBLIC_PAGES, type PublicPagePath } from '../../shared/public-pages';
import type { DocumentHead } from './document-head';

/** A public page's title and description, in Hebrew. */
type PageTexts = Pick<DocumentHead, 'title' | 'description'>;

/** The texts of every page of the public pages' table: the compiler asks for one for each page, and only for those. */
const PAGE_TEXTS = {
  '/': {
    title: heCore['app.tagline'],
    description: 'כרטיס – כרטיסי ביקור דיגיטליים לעסקים בישראל: פרופיל ציבורי, לידים, סטטיסטיקות וכרטיסי NFC. 14 ימי ניסיון חינם.',
  },
  '/examples': {
    title: he['examples.title'],
    description: he['examples.intro'],
  },
  '/embed': {
    title: heCore['page.embed'],
    description: he['embed.intro'],
  },
  '/help': {
    title: 'עזרה ותמיכה',
    description: 'תשובות לשאלות נפוצות על כרטיס: כרטיסי NFC, שימוש באייפון, קוד QR, לידים, חבילות ופרטיות.',
  },
  '/communities': {
    title: 'קהילות',
    description: 'קהילות העסקים של כרטיס: קבוצות לפי תחום ואזור, תבניות משותפות ומפגשי נטוורקינג.',
  },
  '/blog': {
    title: 'בלוג',
    description: 'מאמרים וטיפים על כרטיסי ביקור דיגיטליים, כרטיסי NFC ואיסוף לידים לעסקים בישראל.',
  },
  '/contact': {
    title: 'צור קשר',
    description: 'שאלה, בקשה או הצעה? כתבו לצוות כרטיס ונחזור אליכם בהקדם.',
  },
  '/privacy': {
    title: 'מדיניות פרטיות',
    description: 'איזה מידע כרטיס שומר, למה, לכמה זמן, ואיך מייצאים או מוחקים אותו.',
  },
  '/terms': {
    title: 'תנאי שימוש',
    description: 'תנאי השימוש בשירות כרטיס: חשבונות, כרטיסים דיגיטליים, מנויים, תוכן ואחריות.',
  },
  '/refund': {
    title: 'מדיניות החזרים',
    description: 'ביטול מנוי, החזרים כספיים והחזרת כרטיסי NFC פיזיים בכרטיס, לפי חוק הגנת הצרכן.',
  },
  '/accessibility': {
    title: 'הצהרת נגישות',
    description: 'הצהרת הנגישות של כרטיס לפי תקן ישראלי 5568 (WCAG 2.1 AA): ההתאמות, המגבלות הידועות ורכז הנגישות.',
  },
  '/at-routes-test': {
    title: 'בדיקת כתובות @',
    description: 'דוגמאות לכתובות פרופיל בתבנית /@שם-משתמש לבדיקה.',
  },
} satisfies Record<PublicPagePath, PageTexts>;

/**
 * The heads of the public pages the app shows (every one but the blog posts and the cards), served in their HTML
 * before the app starts: what crawlers and link previews read, as they run no script.
 */
export const INFO_PAGE_HEADS: Record<string, Omit<DocumentHead, 'path'>> = Object.fromEntries(
  PUBLIC_PAGES.map((page) => [page.path, 'noindex' in page ? { ...PAGE_TEXTS[page.path], noindex: true } : PAGE_TEXTS[page.path]]),
);
