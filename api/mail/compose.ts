import type { Locale } from '../../shared/contract/auth';
import { cardDirection, LANGUAGE_PARAMETER } from '../../shared/contract/card-languages';
import { escapeHtml } from '../../shared/html-escape';
import type { Mail } from './mailer';
import type { MailWords } from './texts';

/**
 * A web address in a mail's text, as one captured group: it ends before what goes on with the sentence (a full stop,
 * a comma, a closing bracket, Arabic punctuation) and before a value's isolation marks, so "my card: https://…/p/dana."
 * links to the card rather than to a page that does not exist.
 */
const WEB_ADDRESS = /(https?:\/\/[^\s<>"'«»\u2066-\u2069]*[^\s<>"'«»\u2066-\u2069.,;:!?)\]}،؛…])/u;

/** Text as HTML, escaped, with its web addresses as links. */
export function linkedText(text: string): string {
  // split() with one captured group: the addresses are the odd pieces.
  return text
    .split(WEB_ADDRESS)
    .map((piece, i) => (i % 2 === 1 ? `<a href="${escapeHtml(piece)}">${escapeHtml(piece)}</a>` : escapeHtml(piece)))
    .join('');
}

const paragraph = (text: string, locale?: Locale) =>
  `<p${locale ? ` lang="${locale}" dir="${cardDirection(locale)}"` : ''}>${escapeHtml(text)}</p>`;

/** A mail's HTML document in the language's direction, around its body. */
export function mailDocument(locale: Locale, body: string): string {
  return `<!doctype html><html lang="${locale}" dir="${cardDirection(locale)}"><body style="font-family:Arial,sans-serif;line-height:1.6">${body}</body></html>`;
}

/**
 * A short mail in one language: greeting, what happened (if said), what to do, the one link, closing words; written
 * as text and as HTML in the language's direction. `pointer` is one line first, in the other language, for a reader
 * who may not read this one.
 */
export function composeMail(to: string, locale: Locale, words: MailWords, link: string, pointer?: { locale: Locale; line: string }): Mail {
  const before = [...(pointer ? [pointer.line] : []), words.greeting, ...(words.context ? [words.context] : [])];
  const text = [...before, `${words.ask}\n${link}`, ...words.closing].join('\n\n') + '\n';
  const html = mailDocument(
    locale,
    `${pointer ? paragraph(pointer.line, pointer.locale) : ''}${[words.greeting, ...(words.context ? [words.context] : []), words.ask].map((p) => paragraph(p)).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(words.linkLabel)}</a></p>${words.closing.map((p) => paragraph(p)).join('')}`,
  );
  return { to, subject: words.subject, text, html };
}

/**
 * The address of one of the site's pages (`/reset-password?token=…`) as a mail in `locale` links to it, naming that
 * language (`&lang=ar`): its reader may open it signed out, in a browser that never chose a language (a mail app's), where
 * the page would otherwise speak the default Hebrew.
 */
export function pageInLanguage(publicUrl: string, path: string, locale: Locale): string {
  const [address = '', fragment] = path.split('#', 2);
  return `${publicUrl}${address}${address.includes('?') ? '&' : '?'}${LANGUAGE_PARAMETER}=${locale}${fragment === undefined ? '' : `#${fragment}`}`;
}
