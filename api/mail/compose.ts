import type { Locale } from '../../shared/contract/auth';
import { escapeHtml } from '../../shared/html-escape';
import type { Mail } from './mailer';
import type { MailWords } from './texts';

const DIRECTION: Record<Locale, 'rtl' | 'ltr'> = { he: 'rtl', en: 'ltr' };

const paragraph = (text: string, locale?: Locale) =>
  `<p${locale ? ` lang="${locale}" dir="${DIRECTION[locale]}"` : ''}>${escapeHtml(text)}</p>`;

/**
 * A short mail in one language: greeting, what to do, the one link, a closing word; written as text and as HTML in the
 * language's direction. `pointer` is one line first, in the other language, for a reader who may not read this one.
 */
export function composeMail(to: string, locale: Locale, words: MailWords, link: string, pointer?: { locale: Locale; line: string }): Mail {
  const text = [pointer ? `${pointer.line}\n\n` : '', `${words.greeting}\n\n${words.ask}\n${link}\n\n${words.closing}\n`].join('');
  const html = `<!doctype html><html lang="${locale}" dir="${DIRECTION[locale]}"><body style="font-family:Arial,sans-serif;line-height:1.6">${
    pointer ? paragraph(pointer.line, pointer.locale) : ''
  }${[words.greeting, words.ask].map((p) => paragraph(p)).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(words.linkLabel)}</a></p>${paragraph(words.closing)}</body></html>`;
  return { to, subject: words.subject, text, html, link };
}
