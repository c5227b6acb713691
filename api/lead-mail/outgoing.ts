import { cardDirection, type CardLanguage } from '../../shared/contract/card-languages';
import { linkedText } from '../mail/compose';
import type { FileStore } from '../file-store/store';
import type { Mail } from '../mail/mailer';
import { cardVCard } from '../public-profiles/vcard';
import type { CardContext } from './card-context';
import type { LeadMailRow } from './repo';
import { VISITOR_PATHS } from '../../shared/pages/table';
import type { VisitorTokens } from './tokens';

/** A mail's text as HTML in its language's direction: paragraphs, line breaks, and its addresses as links. */
export function textAsHtml(text: string, language: CardLanguage): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => linkedText(paragraph).replace(/\n/g, '<br>'));
  return `<!doctype html><html lang="${language}" dir="${cardDirection(language)}"><body style="font-family:Arial,sans-serif;line-height:1.6">${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;
}

/** The visitor's links for a mail: their details page and the one-click refusal of the owner's mail. */
export function visitorLinks(tokens: VisitorTokens, publicUrl: string, claim: { ownerId: number; email: string; language: CardLanguage }, now = new Date()) {
  return {
    detailsUrl: `${publicUrl}${VISITOR_PATHS.details}?token=${tokens.sign('details', claim, now)}`,
    refuseUrl: `${publicUrl}${VISITOR_PATHS.refuse}?token=${tokens.sign('refuse', claim, now)}`,
  };
}

/**
 * A queued mail as the mailer sends it: the text as stored, named after the sender (the card's business), replies going
 * to the owner, RFC 8058's one-click refusal headers, and for a card the card's vCard attached.
 */
export async function outgoingMail(
  row: LeadMailRow,
  { card, ownerEmail, refuseUrl, files, publicUrl }: { card: CardContext | undefined; ownerEmail: string; refuseUrl: string; files: FileStore; publicUrl: string },
): Promise<Mail> {
  const attachments: Mail['attachments'] = [];
  if (row.kind !== 'follow_up' && card) {
    const name = [...card.profile.displayName].filter((char) => char >= ' ').join('').replace(/[/\\:*?"<>|]+/g, ' ').trim() || card.profile.slug;
    attachments.push({ filename: `${name}.vcf`, content: await cardVCard(card.profile, { files, publicUrl }), contentType: 'text/vcard; charset=utf-8' });
  }
  return {
    to: row.to_email,
    subject: row.subject,
    text: row.body,
    html: textAsHtml(row.body, row.language),
    fromName: card?.business,
    replyTo: ownerEmail,
    headers: { 'List-Unsubscribe': `<${refuseUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    attachments,
  };
}
