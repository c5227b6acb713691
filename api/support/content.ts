import type sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../../shared/html-escape';

/** The markup support's replies may carry: emphasis, lists, paragraphs and links that open in a new tab. */
const SUPPORT_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } }),
  },
};

const NO_MARKUP: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': '\u00a0' };

const lineBreaks = (html: string) => html.replace(/\r?\n/g, '<br>');

/** The sanitiser, loaded with the first message of support's a server writes or lists. */
const sanitizer = () => import('sanitize-html').then((loaded) => loaded.default);

/** How a message shows: a customer's text escaped (what they typed, never markup), support's markup sanitised. */
export async function messageHtml(content: string, fromSupport: boolean): Promise<string> {
  return fromSupport ? (await sanitizer())(lineBreaks(content), SUPPORT_MARKUP) : lineBreaks(escapeHtml(content));
}

/** A message as plain text on one line, for lists and notifications. */
export async function messagePreview(content: string, fromSupport: boolean, maxLength = 140): Promise<string> {
  const text = fromSupport ? (await sanitizer())(content, NO_MARKUP).replace(/&[#\w]+;/g, (entity) => ENTITIES[entity] ?? entity) : content;
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}
