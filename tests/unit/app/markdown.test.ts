import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../api/blog/markdown';

describe('renderMarkdown: what a post may contain', () => {
  it('renders headings one level below the page title, lists, quotes, code and tables', async () => {
    expect(await renderMarkdown('# ראשית\n\n###### עמוקה')).toBe('<h2>ראשית</h2>\n<h4>עמוקה</h4>');
    expect(await renderMarkdown('- אחת\n- שתיים')).toBe('<ul>\n<li>אחת</li>\n<li>שתיים</li>\n</ul>');
    expect(await renderMarkdown('> ציטוט')).toBe('<blockquote>\n<p>ציטוט</p>\n</blockquote>');
    expect(await renderMarkdown('`kartis.app/c/AB12`')).toBe('<p><code>kartis.app/c/AB12</code></p>');
    expect(await renderMarkdown('| א | ב |\n|---|--:|\n| 1 | 2 |')).toContain('<td align="right">2</td>');
  });

  it('keeps http(s), mailto and on-site links, each marked rel="noopener nofollow"', async () => {
    expect(await renderMarkdown('[אתר](https://example.com) [מייל](mailto:a@b.co) [פנימי](/contact)')).toBe(
      '<p><a href="https://example.com" rel="noopener nofollow">אתר</a> <a href="mailto:a@b.co" rel="noopener nofollow">מייל</a> <a href="/contact" rel="noopener nofollow">פנימי</a></p>',
    );
  });

  it('drops the address of script, data and protocol-relative links but keeps their text', async () => {
    expect(await renderMarkdown('[x](javascript:alert(1))')).toBe('<p><a rel="noopener nofollow">x</a></p>');
    expect(await renderMarkdown('<a href="JaVaScRiPt:alert(1)">y</a>')).toBe('<p><a rel="noopener nofollow">y</a></p>');
    expect(await renderMarkdown('<a href="data:text/html,<script>alert(1)</script>">z</a>')).toBe('<p><a rel="noopener nofollow">z</a></p>');
    expect(await renderMarkdown('<a href="//evil.example">w</a>')).toBe('<p><a rel="noopener nofollow">w</a></p>');
  });

  it('removes scripts, event handlers, styles, frames and forms entirely', async () => {
    const html = await renderMarkdown(
      '<script>alert(1)</script>\n\n<p onclick="x()" style="color:red">טקסט</p><iframe src="https://x"></iframe><form><input></form><svg onload="x()"></svg>',
    );
    expect(html).toBe('<p>טקסט</p>');
  });

  it('keeps on-site images (lazy, with alt text) and drops images from other hosts or data URLs', async () => {
    expect(await renderMarkdown('![כרטיס](/uploads/card.webp)')).toBe('<p><img src="/uploads/card.webp" alt="כרטיס" loading="lazy" decoding="async" /></p>');
    expect(await renderMarkdown('<img src="/x.png" onerror="alert(1)">')).toBe('<img src="/x.png" alt="" loading="lazy" decoding="async" />');
    expect(await renderMarkdown('![a](https://tracker.example/pixel.gif) ![b](data:image/png;base64,AAAA)')).toBe('<p> </p>');
  });
});
