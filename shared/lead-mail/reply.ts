import type { CardLanguage } from '../contract/card-languages';
import type { Lead } from '../contract/leads';
import { mailtoHref, smsHref, whatsappHref } from '../card/links';
import { LEAD_REPLY_TEXTS } from './texts';

/** What the owner's reply to a lead is written from. */
export interface LeadReplyValues {
  language: CardLanguage;
  /** The lead's name as they left it; the greeting uses its first word. */
  leadName: string;
  /** The owner as the card names them: its first name, else its display name. */
  ownerName: string;
  /** The card's company ('' for none, or when it is the owner's name itself, as on a business's card). */
  company: string;
  /** The event the lead was met at, or null. */
  event: string | null;
}

/** The reply as a chat message (WhatsApp, SMS) and as a mail. */
export interface LeadReply {
  text: string;
  subject: string;
  body: string;
}

/** A name's first word ("דנה לוי" → "דנה"); '' for a name with none. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The first letter in upper case (an English reply's "this is …" starting a mail's paragraph). */
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The owner's short personal reply to a lead, in the given language, for the owner to edit before sending. */
export function leadReply({ language, leadName, ownerName, company, event }: LeadReplyValues): LeadReply {
  const t = LEAD_REPLY_TEXTS[language];
  const owner = ownerName.trim();
  // "Acme Ltd." ends its own sentence; a company that is the owner's name is said once.
  const business = company.trim().replace(/\.$/, '');
  const from = business.toLocaleLowerCase() === owner.toLocaleLowerCase() ? '' : business;
  const greeting = t.greeting(firstName(leadName));
  const intro = t.intro(owner, from);
  const met = t.met(event?.trim() ?? '');
  return {
    text: `${greeting} ${intro} ${met}! ${t.next}`,
    subject: met,
    body: `${greeting}\n\n${capitalised(intro)} ${met}! ${t.next}\n\n${owner}\n`,
  };
}

/**
 * The language a reply to the lead speaks: the one its consent was shown in, else its card's (a lead scanned or
 * shared was shown none), else the owner's own (the card was deleted).
 */
export const leadReplyLanguage = (lead: Pick<Lead, 'consentLanguage' | 'card'>, ownLanguage: CardLanguage): CardLanguage =>
  lead.consentLanguage ?? lead.card?.language ?? ownLanguage;

/** The lead's reply links with the message already written: WhatsApp and SMS where it left a phone, mail where an address. */
export function leadReplyLinks(lead: Pick<Lead, 'name' | 'phone' | 'email' | 'event' | 'cardName' | 'consentLanguage' | 'card'>, ownLanguage: CardLanguage) {
  const reply = leadReply({
    language: leadReplyLanguage(lead, ownLanguage),
    leadName: lead.name,
    ownerName: lead.card ? lead.card.givenName || lead.card.displayName : lead.cardName,
    company: lead.card?.company ?? '',
    event: lead.event,
  });
  return {
    whatsapp: lead.phone ? whatsappHref(lead.phone, reply.text) : undefined,
    sms: lead.phone ? smsHref(lead.phone, reply.text) : undefined,
    mail: lead.email ? mailtoHref(lead.email, { subject: reply.subject, body: reply.body }) : undefined,
  };
}
