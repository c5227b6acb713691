// The site's pages in one table: every kind of document the site answers with (its addresses, how long a cache may
// keep it, whether the sitemap lists it), and the app's public pages with their heads. Read by the server's pages
// (api/pages/), the build's pre-rendering (app/prerender/render.tsx), the service worker's offline card, and the
// app's session check and shell (app/lib/).
import type { heCore } from '../i18n/he-core';
import type { he } from '../i18n/he';
import type { CardLanguage } from '../contract/card-languages';

/** A kind of document: how it may be cached and whether the sitemap lists its addresses. */
export interface PageKind {
  /** Its addresses, as the app's router writes them, where the kind has addresses of its own. */
  readonly paths?: readonly string[];
  /** Its status, when not 200. */
  readonly status?: number;
  readonly cacheControl: string;
  /** Listed in the sitemap (a public page unless its row says `noindex`); otherwise closed in robots.txt. */
  readonly inSitemap: boolean;
}

/** The visitor's own pages: what an owner holds about them (and its deletion), and the refusal of an owner's mail. */
export const VISITOR_PATHS = { details: '/my-details', refuse: '/unsubscribe' } as const;

/** Every kind of document the site answers with. */
export const PAGE_KINDS = {
  /** The app's public pages (PUBLIC_PAGES below), pre-rendered at build time where a row says, their heads filled per request. */
  public: { cacheControl: 'no-cache', inSitemap: true },
  /** A published card, the same bytes for everyone: a cache asks again on every visit, and gets a 304 while unchanged. */
  card: { paths: ['/p/$slug', '/@$username'], cacheControl: 'public, max-age=0, must-revalidate', inSitemap: true },
  /** A card the public cannot see, shown to its owner and admins only. */
  privateCard: { paths: ['/p/$slug', '/@$username'], cacheControl: 'private, no-store', inSitemap: false },
  /** A blog post, drawn by the server with its content. */
  blogPost: { paths: ['/blog/$id'], cacheControl: 'no-cache', inSitemap: true },
  /** The signed-in owner's and the admin's pages, drawn by the server for the one who asks. */
  owner: {
    paths: ['/dashboard', '/editor', '/stats', '/leads', '/contact-leads', '/follow-up', '/background', '/subscription', '/physical-cards', '/wallet', '/account', '/admin', '/admin-dashboard', '/package-migration', '/blog-admin', '/checkout', '/invoices', '/payment-demo'],
    cacheControl: 'private, no-cache',
    inSitemap: false,
  },
  /**
   * The visitor's own pages, drawn by the server without script, opened from a mail's signed link or a card's footer:
   * never stored anywhere, as their addresses carry the token.
   */
  visitor: { paths: [VISITOR_PATHS.details, VISITOR_PATHS.refuse], cacheControl: 'no-store', inSitemap: false },
  /** Any other page of the app: its document, which the app draws in the browser. */
  app: { cacheControl: 'no-cache', inSitemap: false },
  /** An address nothing answers (the app's not-found page), or a card that is not there ("פרופיל לא נמצא"). */
  notFound: { status: 404, cacheControl: 'no-cache', inSitemap: false },
  /** The service worker's page for a card never opened on the device, while there is no connection. */
  offlineCard: { paths: ['/p/$slug', '/@$username'], status: 503, cacheControl: 'no-store', inSitemap: false },
} as const satisfies Record<string, PageKind>;

/** A Hebrew text of the app's tables (shared/i18n), by its key. */
type HebrewTextKey = keyof typeof heCore | keyof typeof he;

/** A head's text: the app's own text by its key, or written here in every language where the app shows no such text. */
export type HeadText = HebrewTextKey | Readonly<Record<CardLanguage, string>>;

/** One public page. */
export interface PublicPage {
  /** Its address. */
  readonly path: string;
  /** Its title and description in the head that crawlers and link previews read, in each language. */
  readonly title: HeadText;
  readonly description: HeadText;
  /**
   * A marketing page's route file, relative to app/: the build pre-renders the page with that route's code and
   * styles, and a visitor's first load of it asks no one who is signed in, since its content never depends on it.
   */
  readonly prerender?: string;
  /** Shown bare, without the header and the support chat: the legal texts and the embed page. */
  readonly bare?: boolean;
  /** Kept out of search results: left out of the sitemap, closed in robots.txt, `noindex` in its head. */
  readonly noindex?: boolean;
}

/** In the sitemap's order; the landing page first, as the build pre-renders it first (with the core texts only). */
export const PUBLIC_PAGES = [
  {
    path: '/',
    prerender: 'routes/index.tsx',
    title: 'app.tagline',
    description: {
      he: 'כרטיס – כרטיסי ביקור דיגיטליים לעסקים בישראל: פרופיל ציבורי, לידים, סטטיסטיקות וכרטיסי NFC. 14 ימי ניסיון חינם.',
      ar: 'بطاقات عمل رقمية للأعمال في إسرائيل: صفحة عامة، عملاء محتملون، إحصائيات وبطاقات NFC. 14 يوم تجربة مجانًا.',
      ru: 'Цифровые визитки для бизнеса в Израиле: публичная страница, лиды, статистика и NFC-карты. 14 дней бесплатно.',
      en: 'Digital business cards for Israeli businesses: a public page, leads, statistics and NFC cards. 14 days free.',
    },
  },
  { path: '/examples', prerender: 'routes/examples.tsx', title: 'examples.title', description: 'examples.intro' },
  {
    path: '/help',
    prerender: 'routes/help.tsx',
    title: 'page.help',
    description: {
      he: 'תשובות לשאלות נפוצות על כרטיס: כרטיסי NFC, שימוש באייפון, קוד QR, לידים, חבילות ופרטיות.',
      ar: 'إجابات عن الأسئلة الشائعة حول Kartis: بطاقات NFC، الاستخدام على iPhone، رمز QR، العملاء المحتملون، الباقات والخصوصية.',
      ru: 'Ответы на частые вопросы о Kartis: NFC-карты, iPhone, QR-код, лиды, тарифы и конфиденциальность.',
      en: 'Answers to common questions about Kartis: NFC cards, iPhone, QR codes, leads, plans and privacy.',
    },
  },
  {
    path: '/blog',
    prerender: 'routes/blog.index.tsx',
    title: 'page.blog',
    description: {
      he: 'מאמרים וטיפים על כרטיסי ביקור דיגיטליים, כרטיסי NFC ואיסוף לידים לעסקים בישראל.',
      ar: 'مقالات ونصائح حول بطاقات العمل الرقمية وبطاقات NFC وجمع العملاء المحتملين للأعمال في إسرائيل.',
      ru: 'Статьи и советы о цифровых визитках, NFC-картах и сборе лидов для бизнеса в Израиле.',
      en: 'Articles and tips on digital business cards, NFC cards and collecting leads for Israeli businesses.',
    },
  },
  {
    path: '/communities',
    prerender: 'routes/communities.tsx',
    title: 'page.communities',
    description: {
      he: 'קהילות העסקים של כרטיס: קבוצות לפי תחום ואזור, תבניות משותפות ומפגשי נטוורקינג.',
      ar: 'مجتمعات الأعمال في Kartis: مجموعات حسب المجال والمنطقة، قوالب مشتركة ولقاءات تواصل.',
      ru: 'Бизнес-сообщества Kartis: группы по отраслям и регионам, общие шаблоны и встречи для нетворкинга.',
      en: 'Kartis business communities: groups by field and region, shared templates and networking meetups.',
    },
  },
  {
    path: '/contact',
    prerender: 'routes/contact.tsx',
    title: 'page.contact',
    description: {
      he: 'שאלה, בקשה או הצעה? כתבו לצוות כרטיס ונחזור אליכם בהקדם.',
      ar: 'سؤال أو طلب أو اقتراح؟ اكتبوا لفريق Kartis وسنعود إليكم قريبًا.',
      ru: 'Вопрос, просьба или предложение? Напишите команде Kartis, и мы скоро ответим.',
      en: 'A question, a request or an idea? Write to the Kartis team and we will get back to you soon.',
    },
  },
  {
    path: '/privacy',
    prerender: 'routes/privacy.tsx',
    bare: true,
    title: 'page.privacy',
    description: {
      he: 'איזה מידע כרטיס שומר, למה, לכמה זמן, ואיך מייצאים או מוחקים אותו.',
      ar: 'ما المعلومات التي تحفظها Kartis، ولماذا، ولكم من الوقت، وكيف تُصدَّر أو تُحذف.',
      ru: 'Какие данные хранит Kartis, зачем и как долго, и как их выгрузить или удалить.',
      en: 'What information Kartis keeps, why, for how long, and how to export or delete it.',
    },
  },
  {
    path: '/terms',
    prerender: 'routes/terms.tsx',
    bare: true,
    title: 'page.terms',
    description: {
      he: 'תנאי השימוש בשירות כרטיס: חשבונות, כרטיסים דיגיטליים, מנויים, תוכן ואחריות.',
      ar: 'شروط استخدام خدمة Kartis: الحسابات، البطاقات الرقمية، الاشتراكات، المحتوى والمسؤولية.',
      ru: 'Условия использования Kartis: аккаунты, цифровые визитки, подписки, контент и ответственность.',
      en: 'The terms of use of Kartis: accounts, digital cards, subscriptions, content and liability.',
    },
  },
  {
    path: '/refund',
    prerender: 'routes/refund.tsx',
    bare: true,
    title: 'page.refund',
    description: {
      he: 'ביטול מנוי, החזרים כספיים והחזרת כרטיסי NFC פיזיים בכרטיס, לפי חוק הגנת הצרכן.',
      ar: 'إلغاء الاشتراك واسترداد الأموال وإرجاع بطاقات NFC المادية في Kartis، وفق قانون حماية المستهلك.',
      ru: 'Отмена подписки, возврат денег и возврат NFC-карт в Kartis по закону о защите прав потребителей.',
      en: 'Cancelling a subscription, refunds and returning physical NFC cards at Kartis, under the Consumer Protection Law.',
    },
  },
  {
    path: '/accessibility',
    prerender: 'routes/accessibility.tsx',
    bare: true,
    title: 'page.accessibility',
    description: {
      he: 'הצהרת הנגישות של כרטיס לפי תקן ישראלי 5568 (WCAG 2.1 AA): ההתאמות, המגבלות הידועות ורכז הנגישות.',
      ar: 'بيان إتاحة Kartis وفق المعيار الإسرائيلي 5568 (WCAG 2.1 AA): الملاءمات، القيود المعروفة ومنسق الإتاحة.',
      ru: 'Заявление о доступности Kartis по израильскому стандарту 5568 (WCAG 2.1 AA): адаптации, известные ограничения и координатор.',
      en: 'The Kartis accessibility statement under Israeli Standard 5568 (WCAG 2.1 AA): adjustments, known limitations and the coordinator.',
    },
  },
  { path: '/embed', bare: true, title: 'page.embed', description: 'embed.intro' },
  {
    path: '/at-routes-test',
    noindex: true,
    title: 'page.atRoutesTest',
    description: {
      he: 'דוגמאות לכתובות פרופיל בתבנית /@שם-משתמש לבדיקה.',
      ar: 'أمثلة على عناوين الصفحات بصيغة /@اسم-المستخدم للتجربة.',
      ru: 'Примеры адресов профиля вида /@имя-пользователя для проверки.',
      en: 'Examples of profile addresses in the /@username form, for testing.',
    },
  },
] as const satisfies readonly PublicPage[];

/** The address of a public page. */
export type PublicPagePath = (typeof PUBLIC_PAGES)[number]['path'];

const pages: readonly PublicPage[] = PUBLIC_PAGES;

/** The marketing pages the build pre-renders, each with the route file whose code and styles it needs. */
export const PRERENDERED_PAGES = pages.flatMap(({ path, prerender }) => (prerender ? [{ path, route: prerender }] : []));

/** The public pages the sitemap lists. */
export const INDEXED_PATHS = pages.filter((page) => !page.noindex).map((page) => page.path);

/** The public pages robots.txt closes. */
export const NOINDEX_PATHS = pages.filter((page) => page.noindex).map((page) => page.path);

/** The pages shown without header and support chat (with anything below them). */
export const BARE_PATHS = pages.filter((page) => page.bare).map((page) => page.path);

const MARKETING_PATHS = new Set(PRERENDERED_PAGES.map((page) => page.path));

/** True on a marketing page: a pre-rendered page above, or a blog post (`/blog/{id}`). */
export function isMarketingPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return MARKETING_PATHS.has(path) || /^\/blog\/[^/]+$/.test(path);
}
