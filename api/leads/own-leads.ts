// The owner's own leads (a paper card read and checked, a badge's QR) as the lead fields the table keeps.
import type { Locale } from '../../shared/contract/auth';
import type { LeadDraft } from '../../shared/contract/card-scan';
import type { OwnerLeadInput } from '../../shared/contract/leads';
import type { NewLead } from './repo';

/** Labels of the details a lead has no column for, in the owner's language. */
const DETAIL_LABELS: Record<Locale, { title: string; phones: string; emails: string; websites: string; address: string; unnamed: string }> = {
  he: { title: 'תפקיד', phones: 'טלפונים נוספים', emails: 'מיילים נוספים', websites: 'אתר', address: 'כתובת', unnamed: 'כרטיס ביקור' },
  ar: { title: 'المسمى الوظيفي', phones: 'هواتف إضافية', emails: 'عناوين بريد إضافية', websites: 'الموقع', address: 'العنوان', unnamed: 'بطاقة عمل' },
  ru: { title: 'Должность', phones: 'Другие телефоны', emails: 'Другие адреса эл. почты', websites: 'Сайт', address: 'Адрес', unnamed: 'Визитка' },
  en: { title: 'Title', phones: 'More phones', emails: 'More emails', websites: 'Website', address: 'Address', unnamed: 'Business card' },
};

const ownOrRead = (own: string[], read: string[]) => (own.length ? own : read);

/** The lead with what it left empty filled from a card's reading (what the owner typed stays). */
export function withDraft(lead: OwnerLeadInput, draft: LeadDraft): OwnerLeadInput {
  return {
    ...lead,
    name: lead.name || draft.name,
    title: lead.title || draft.title,
    company: lead.company || draft.company,
    phones: ownOrRead(lead.phones, draft.phones),
    emails: ownOrRead(lead.emails, draft.emails),
    websites: ownOrRead(lead.websites, draft.websites),
    address: lead.address || draft.address,
  };
}

/**
 * The stored fields: the first phone and email in their columns, the rest of the card (title, more numbers and
 * addresses, website, street address) as labelled lines of the lead's message. No consent text: the person handed
 * over their card, and no form was shown to them.
 */
export function ownLeadFields(lead: OwnerLeadInput, locale: Locale): Omit<NewLead, 'userId' | 'profileId' | 'cardName' | 'now'> {
  const labels = DETAIL_LABELS[locale];
  const details = [
    [labels.title, lead.title],
    [labels.phones, lead.phones.slice(1).join(', ')],
    [labels.emails, lead.emails.slice(1).join(', ')],
    [labels.websites, lead.websites.join(', ')],
    [labels.address, lead.address],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`);
  return {
    name: (lead.name || lead.company || lead.emails[0] || lead.phones[0] || labels.unnamed).slice(0, 80),
    phone: lead.phones[0] ?? '',
    email: lead.emails[0] ?? '',
    company: lead.company,
    message: details.join('\n'),
    note: lead.note,
    event: lead.event ?? null,
    source: 'scan',
    consentText: '',
    idempotencyKey: lead.idempotencyKey,
  };
}
