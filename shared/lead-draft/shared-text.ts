// A text another app shared with Kartis (a contact file, an email signature, a link) as a lead draft.
import type { LeadDraft } from '../contract/card-scan';
import { SHARED_TEXT_MAX } from '../share-target';
import { parseCardText } from './card-text';
import { draftFromQr } from './qr-contact';

const isEmpty = (draft: LeadDraft) =>
  !draft.name && !draft.title && !draft.company && !draft.address && draft.phones.length + draft.emails.length + draft.websites.length === 0;

/**
 * A shared text as a lead draft: a contact file (its first contact) or a link read as a badge's QR would be; any other
 * text read line by line as a business card's lines; undefined when it holds nothing a lead keeps.
 */
export function draftFromSharedText(shared: string): LeadDraft | undefined {
  const text = shared.slice(0, SHARED_TEXT_MAX).trim();
  const firstContact = /^BEGIN:VCARD/i.test(text) ? text.split(/^END:VCARD/im)[0]! : text;
  const draft =
    draftFromQr(firstContact) ??
    parseCardText(
      text
        // An email signature sets its parts on one line too: "Name | Title", "054… · mail@…".
        .split(/\r?\n|\s[|·•]\s/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => ({ text: line, height: 1 })),
    );
  return isEmpty(draft) ? undefined : draft;
}
