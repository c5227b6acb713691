// The page shown for a card never opened on this device while there is no connection. The service worker writes it
// itself (sw/card-routes.ts), so it is always at hand without a precache entry of its own. The card's own language is
// not known without the card, so the page speaks the visitor's (the browser's first card language), then Hebrew and
// English.
import { cardDirection, isCardLanguage, type CardLanguage } from '../contract/card-languages';
import { htmlDocument } from './document';
import { SITE_NAMES } from './site-names';

/** The offline page's texts, Hebrew first. */
export const OFFLINE_CARD_TEXTS = {
  he: {
    title: 'אין חיבור לאינטרנט',
    text: 'אין חיבור לאינטרנט, והכרטיס הזה עוד לא נפתח במכשיר הזה. כרטיסים שכבר פתחתם כאן זמינים גם בלי חיבור.',
    retry: 'לנסות שוב',
  },
  ar: {
    title: 'لا يوجد اتصال بالإنترنت',
    text: 'لا يوجد اتصال بالإنترنت، ولم تُفتح هذه البطاقة على هذا الجهاز من قبل. البطاقات التي فتحتها هنا سابقًا متاحة حتى بدون اتصال.',
    retry: 'حاول مرة أخرى',
  },
  ru: {
    title: 'Нет подключения к интернету',
    text: 'Нет подключения к интернету, а эта визитка ещё не открывалась на этом устройстве. Визитки, которые вы уже открывали здесь, доступны и без подключения.',
    retry: 'Попробовать снова',
  },
  en: {
    title: 'You are offline',
    text: 'You are offline, and this card has not been opened on this device yet. Cards you opened here before work without a connection.',
    retry: 'Try again',
  },
} as const satisfies Record<CardLanguage, { title: string; text: string; retry: string }>;

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Hebrew","Noto Sans Arabic","Noto Sans",Tahoma,Arial,sans-serif;background:#f8fafc;color:#0f172a}
main{max-inline-size:32rem;margin-inline:auto;padding:3rem 1.25rem;display:grid;gap:2rem}
section{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.5rem}
h1{font-size:1.4rem;margin-block:0 .75rem}p{line-height:1.6;margin-block:0 1rem}
a{display:inline-flex;align-items:center;box-sizing:border-box;min-block-size:2.75rem;padding:.6rem 1.2rem;border-radius:.5rem;background:#1d4ed8;color:#fff;text-decoration:none}
a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

function section(language: CardLanguage, href: string): string {
  const texts = OFFLINE_CARD_TEXTS[language];
  const dir = cardDirection(language);
  return `<section lang="${language}" dir="${dir}" aria-labelledby="offline-${language}"><h1 id="offline-${language}">${texts.title}</h1><p>${texts.text}</p><a href="${href}">${texts.retry}</a></section>`;
}

/** The languages the page speaks, first the visitor's when a browser language (`ar-IL`, `ru`) is a card language. */
export function offlineLanguages(browserLanguages: readonly string[]): CardLanguage[] {
  const visitors = browserLanguages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isCardLanguage);
  return [...new Set<CardLanguage>([visitors ?? 'he', 'he', 'en'])];
}

/** The offline page's HTML for a card address (the retry link opens the same address again). */
export function offlineCardHtml(cardUrl: URL, browserLanguages: readonly string[] = []): string {
  const href = cardUrl.pathname.replace(/[^\w\-./@%]/g, encodeURIComponent);
  const languages = offlineLanguages(browserLanguages);
  const first = languages[0]!;
  return htmlDocument({
    lang: first,
    dir: cardDirection(first),
    head: [
      '<meta name="robots" content="noindex">',
      `<title>${OFFLINE_CARD_TEXTS[first].title} | ${SITE_NAMES[first]}</title>`,
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      `<style>${STYLE}</style>`,
    ],
    body: `<main>${languages.map((language) => section(language, href)).join('')}</main>`,
  });
}
