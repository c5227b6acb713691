import { describe, expect, it } from 'vitest';
import { pageDocument } from '../../../build/page-document.mjs';
import { SERVER_RENDER_OUTLET, serverRenderedDocument } from '../../../shared/documents.mjs';

const TEMPLATE = `<!doctype html>
<html lang="he" dir="rtl">
  <head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('a pre-rendered page document', () => {
  const html: string = pageDocument(TEMPLATE, '<h1>שלום</h1>', { scripts: ['assets/help-d.js', 'assets/framework-b.js'], styles: ['assets/help-e.css'] }, 'assets/start-f.js');

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
  const html: string = pageDocument(TEMPLATE, '<h1>$& דף לא נמצא</h1>', { scripts: [], styles: [] }, 'assets/start-f.js', { hydrate: false });

  it('carries the markup as it is, unmarked, so the app replaces it rather than hydrating it', () => {
    expect(html).toContain('<div id="root"><h1>$& דף לא נמצא</h1></div>');
    expect(html).not.toContain('data-prerendered');
  });

  it('starts the app right after the first paint, since nothing of the page is the app\'s until then', () => {
    expect(html).not.toContain('data-hydrate-late');
  });
});

describe('a page the server renders per request', () => {
  const template: string = pageDocument(TEMPLATE, SERVER_RENDER_OUTLET, { scripts: [], styles: [] }, 'assets/start-f.js');

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
