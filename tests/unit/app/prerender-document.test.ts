import { describe, expect, it } from 'vitest';
import { PAGE_HEAD_OUTLET, SERVER_RENDER_OUTLET, serverRenderedDocument } from '../../../shared/documents.mjs';
import { appDocument, appShellDocument } from '../../../shared/pages/app-document';
import { documentInLanguage } from '../../../shared/pages/document-language';

const TEMPLATE = `<!doctype html>
<html lang="he" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <title>כרטיס</title>
    <meta name="description" content="כרטיסי ביקור" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>
  <body>
    <noscript>יש להפעיל JavaScript</noscript>
    <div id="root"><!--app-shell--><header></header><!--/app-shell--></div>
  </body>
</html>`;

describe('a pre-rendered page document', () => {
  const html: string = appDocument(TEMPLATE, '<h1>שלום</h1>', { scripts: ['assets/help-d.js', 'assets/framework-b.js'], styles: ['assets/help-e.css'] }, 'assets/start-f.js');

  it('is written by the one document function, with the app\'s viewport and a place for the page\'s own head', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="he" dir="rtl">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">\n<!--page-head-->\n/);
    expect(html).not.toContain('<title>');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<noscript>יש להפעיל JavaScript</noscript>');
  });

  it('carries the page HTML and its styles, so it paints before any script runs', () => {
    expect(html).toContain('<div id="root" data-prerendered="he"><h1>שלום</h1></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/help-e.css">');
  });

  it('has one script, which starts the app with every module the page needs at the visitor\'s first use of the page', () => {
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script type="module" src="/assets/start-f.js" data-app-entry="/assets/index-a.js" data-app-modules="/assets/framework-b.js /assets/help-d.js" data-hydrate-late></script>',
    );
  });
});

describe('a page the app renders anew instead of hydrating (the not-found page)', () => {
  const html: string = appDocument(TEMPLATE, '<h1>$& דף לא נמצא</h1>', { scripts: [], styles: [] }, 'assets/start-f.js', { hydrate: false });

  it('carries the markup as it is, unmarked, so the app replaces it rather than hydrating it', () => {
    expect(html).toContain('<div id="root"><h1>$& דף לא נמצא</h1></div>');
    expect(html).not.toContain('data-prerendered');
  });

  it('starts the app right after the first paint, since nothing of the page is the app\'s until then', () => {
    expect(html).not.toContain('data-hydrate-late');
  });
});

describe('a page the server renders per request', () => {
  const template: string = appDocument(TEMPLATE, SERVER_RENDER_OUTLET, { scripts: [], styles: [] }, 'assets/start-f.js');

  it('carries the markup and the data it was rendered from, which no text in the data can break out of', () => {
    const post = { title: 'שלום</script><script>alert(1)</script>', body: '$& $1' };
    const html = serverRenderedDocument(template, '<h1>$&amp; שלום</h1>', [[['/api/blog-posts/7'], post]]);
    expect(html).toContain('<div id="root" data-prerendered="he"><h1>$&amp; שלום</h1></div>');
    const data = /<script type="application\/json" id="server-queries">(.*?)<\/script>/.exec(html)?.[1];
    expect(data).not.toContain('<');
    expect(JSON.parse(data!)).toEqual([[['/api/blog-posts/7'], post]]);
    expect(html.match(/<script/g)).toHaveLength(2);
  });
});

describe('the app\'s own document, for a public page whose address has a query', () => {
  const html: string = appShellDocument(TEMPLATE);

  it('keeps the app\'s entry and its modules and the frame that shows while it loads, with a place for the page\'s head', () => {
    expect(html).toContain(PAGE_HEAD_OUTLET);
    expect(html).not.toContain('<title>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-b.js">');
    expect(html).toContain('<div id="root"><!--app-shell--><header></header><!--/app-shell--></div>');
  });
});

describe('the document of an owner\'s page, drawn by the server for the owner', () => {
  const html: string = appDocument(TEMPLATE, SERVER_RENDER_OUTLET, { scripts: [], styles: [] }, 'assets/start-f.js', { hydrate: false, inert: true, pageHead: false });

  it('keeps the app\'s title and is inert until the app takes it over', () => {
    expect(html).toContain('<title>כרטיס</title>');
    expect(html).not.toContain(PAGE_HEAD_OUTLET);
    expect(html).toContain(`<div id="root" inert>${SERVER_RENDER_OUTLET}</div>`);
  });
});

describe('a page drawn in another language', () => {
  const html: string = appDocument(TEMPLATE, '<h1>Help</h1>', { scripts: [], styles: [] }, 'assets/start-f.js', { language: 'ar' });

  it('says its language and direction, and is marked as drawn in it, so the app hydrates it only in that language', () => {
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div id="root" data-prerendered="ar"><h1>Help</h1></div>');
    expect(appDocument(TEMPLATE, '', { scripts: [], styles: [] }, 'assets/start-f.js', { language: 'en' })).toContain('<html lang="en" dir="ltr">');
  });

  it('tells a browser without JavaScript in the same language', () => {
    expect(html).toContain('<noscript>لاستخدام Kartis، يجب تفعيل JavaScript في المتصفح.</noscript>');
    expect(html).not.toContain('יש להפעיל');
  });

  it('sets the app\'s own document in a language the same way, and leaves a Hebrew one as it is', () => {
    const shell = appShellDocument(TEMPLATE);
    expect(documentInLanguage(shell, 'he')).toBe(shell);
    const russian = documentInLanguage(shell, 'ru');
    expect(russian).toContain('<html lang="ru" dir="ltr">');
    expect(russian).toContain('<noscript>Чтобы пользоваться Kartis, включите JavaScript в браузере.</noscript>');
  });

  it('names the site in the language in the header\'s frame that shows while the app loads', () => {
    const frame = '<div id="root"><!--app-shell--><header class="site-header"><span class="brand">כרטיס</span></header><!--/app-shell--></div>';
    expect(documentInLanguage(frame, 'ar')).toContain('<span class="brand">Kartis</span>');
  });
});
