// The page shown for a card never opened on this device while there is no connection. It is built
// by the worker itself, so it is always at hand without a precache entry of its own.

/** The offline page's texts, Hebrew first. */
export const OFFLINE_CARD_TEXTS = {
  he: {
    title: 'אין חיבור לאינטרנט',
    text: 'אין חיבור לאינטרנט, והכרטיס הזה עוד לא נפתח במכשיר הזה. כרטיסים שכבר פתחתם כאן זמינים גם בלי חיבור.',
    retry: 'לנסות שוב',
  },
  en: {
    title: 'You are offline',
    text: 'You are offline, and this card has not been opened on this device yet. Cards you opened here before work without a connection.',
    retry: 'Try again',
  },
} as const;

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Arial,sans-serif;background:#f8fafc;color:#0f172a}
main{max-inline-size:32rem;margin-inline:auto;padding:3rem 1.25rem;display:grid;gap:2rem}
section{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.5rem}
h1{font-size:1.4rem;margin-block:0 .75rem}p{line-height:1.6;margin-block:0 1rem}
a{display:inline-block;padding:.6rem 1.2rem;border-radius:.5rem;background:#1d4ed8;color:#fff;text-decoration:none}
a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

function section(language: 'he' | 'en', href: string): string {
  const texts = OFFLINE_CARD_TEXTS[language];
  const dir = language === 'he' ? 'rtl' : 'ltr';
  return `<section lang="${language}" dir="${dir}" aria-labelledby="offline-${language}"><h1 id="offline-${language}">${texts.title}</h1><p>${texts.text}</p><a href="${href}">${texts.retry}</a></section>`;
}

/** The offline page's HTML for a card address (the retry link opens the same address again). */
export function offlineCardHtml(cardUrl: URL): string {
  const href = cardUrl.pathname.replace(/[^\w\-./@%]/g, encodeURIComponent);
  return `<!doctype html>
<html lang="he" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${OFFLINE_CARD_TEXTS.he.title} | כרטיס</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<main>${section('he', href)}${section('en', href)}</main>
</body>
</html>
`;
}

/** The offline page as the answer to a card document request (503: the card itself is not available). */
export function offlineCardResponse(cardUrl: URL): Response {
  return new Response(offlineCardHtml(cardUrl), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
