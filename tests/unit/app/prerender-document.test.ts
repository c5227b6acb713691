import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain JS build step without type declarations
import { pageDocument } from '../../../app/prerender/prerender.mjs';

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

  it('has one script, which starts the app with every module the page needs once the page has painted', () => {
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script type="module" src="/assets/start-f.js" data-app-entry="/assets/index-a.js" data-app-modules="/assets/framework-b.js /assets/help-d.js"></script>');
  });
});
