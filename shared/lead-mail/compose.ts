import type { CardLanguage } from '../contract/card-languages';
import type { LeadMailKind } from '../contract/lead-mail';
import { LEAD_MAIL_TEXTS, SAMPLE_VISITOR_NAMES } from './texts';

/** The values a follow-up's placeholders are filled with. */
export interface Placeholders {
  /** The visitor's name. */
  name: string;
  /** The owner's name, as their card shows it. */
  owner: string;
  /** The card's address. */
  link: string;
}

/** The placeholders an owner may write in a follow-up template. */
export const PLACEHOLDERS = ['{name}', '{owner}', '{link}'] as const;

/** The text with `{name}`, `{owner}`, `{link}` (and the texts' own `{business}`, `{contact}`, `{url}`) filled in. */
export function fill(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Everything a mail to a lead is made of besides its own subject and body. */
export interface LeadMailContext extends Placeholders {
  language: CardLanguage;
  /** Who sends it: the card's company or owner. */
  business: string;
  /** How to reach the sender. */
  contact: string;
  /** The visitor's page of what the owner holds about them (proves the address). */
  detailsUrl: string;
  /** The one-click refusal of the owner's mail. */
  refuseUrl: string;
}

/**
 * A value kept whole in its own direction inside a sentence (FSI … PDI, as <bdi> does on a page): a phone number such as
 * "+972 50-123-4567" in a right-to-left sentence would otherwise show its groups in reverse ("4567-123-50 972+").
 */
export const isolated = (value: string) => `\u2068${value}\u2069`;

/** A subject and text as sent. */
export interface ComposedMail {
  subject: string;
  text: string;
}

/** The subject and body of a card mail (asked for by the visitor, or shared by the owner) in the card's language. */
export function cardMailTexts(kind: Exclude<LeadMailKind, 'follow_up'>, language: CardLanguage): { subject: string; body: string } {
  const t = LEAD_MAIL_TEXTS[language];
  return kind === 'card' ? { subject: t.cardSubject, body: t.cardBody } : { subject: t.sharedSubject, body: t.sharedBody };
}

/** A new card's follow-up template, in its language. */
export function defaultFollowUp(language: CardLanguage): { subject: string; body: string } {
  const t = LEAD_MAIL_TEXTS[language];
  return { subject: t.followUpSubject, body: t.followUpBody };
}

/**
 * A mail to a lead as sent: the subject (a marketing one marked "פרסומת" first, as §30A asks) and the body with its
 * placeholders filled, then who sends it and how to reach them, the visitor's page of their details, and the refusal.
 */
export function composeLeadMail({ subject, body, marketing }: { subject: string; body: string; marketing: boolean }, context: LeadMailContext): ComposedMail {
  const t = LEAD_MAIL_TEXTS[context.language];
  const values = { ...context };
  const filledSubject = fill(subject, values).replace(/\s+/g, ' ').trim();
  // A business whose name ends in a full stop ("Acme, Inc.") ends the sender's sentence with it: no second one. The
  // business and the way to reach it (an email, a phone, the card's address) keep their own direction in every language.
  const business = isolated(context.business);
  const footer = [
    fill(t.sender, { business: isolated(context.business.replace(/\.$/, '')), contact: isolated(context.contact) }),
    fill(t.details, { business, url: context.detailsUrl }),
    fill(t.refuse, { business, url: context.refuseUrl }),
  ];
  return {
    subject: marketing ? markedAsAdvertising(filledSubject, t.advertising) : filledSubject,
    text: `${fill(body, values).trim()}\n\n--\n${footer.join('\n')}\n`,
  };
}

/**
 * The subject marked with the language's word for advertising first, once: an owner who began the subject with the
 * word (or its Hebrew) would otherwise have it twice.
 */
function markedAsAdvertising(subject: string, marker: string): string {
  const words = marker.split(' | ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const ownMarker = new RegExp(`^(?:(?:${words.join('|')})(?:\\s*[:|\\-–—]\\s*|\\s+|$))+`, 'iu');
  const rest = subject.replace(ownMarker, '');
  return rest ? `${marker}: ${rest}` : marker;
}

/** A mail to a lead as a sample visitor would get it, named in the card's language: the owner's preview of a template. */
export function previewLeadMail(template: { subject: string; body: string; marketing: boolean }, context: Omit<LeadMailContext, 'name'>): ComposedMail {
  return composeLeadMail(template, { ...context, name: SAMPLE_VISITOR_NAMES[context.language] });
}
