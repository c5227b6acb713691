import type sanitizeHtml from 'sanitize-html';

/** The only markup a post may contain after rendering; everything else is dropped or unwrapped. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'em', 'del', 'blockquote', 'ul', 'ol', 'li', 'a', 'code', 'pre',
    'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt', 'loading', 'decoding'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Images must live on this site: the content security policy would block any other host anyway.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image whose address was refused (say a data: URL) would be an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // The page's own title is the only h1; a post's headings start one level below it.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener nofollow' } }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' } }),
  },
};

let renderer: Promise<(source: string) => string> | undefined;

/** The parser and the sanitiser, loaded with the first post a server shows. */
function markdownRenderer(): Promise<(source: string) => string> {
  renderer ??= Promise.all([import('marked'), import('sanitize-html')]).then(([{ Marked }, { default: sanitize }]) => {
    const markdown = new Marked({ gfm: true, breaks: false, async: false });
    return (source) => sanitize(markdown.parse(source) as string, SANITIZE_OPTIONS).trim();
  });
  return renderer;
}

/** Renders a post's Markdown to HTML that is safe to insert into a page (strict allow-list). */
export async function renderMarkdown(source: string): Promise<string> {
  return (await markdownRenderer())(source);
}
