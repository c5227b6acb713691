import type { Locale } from '../../shared/contract/auth';
import type { Lead } from '../../shared/contract/leads';
import { LEADS_CSV_TEXTS, leadNameParts, pipelineLine } from './csv';
import { buildVCard, vcardContentDisposition, type VCardContact } from '../public-profiles/vcard';

/** The lead as a contact: its name (split as the Google Contacts export splits it), company, phone and email, with the card it came through and its enquiry as the note (in `locale`). */
function leadAsContact(lead: Lead, locale: Locale): VCardContact {
  const items: VCardContact['items'] = [];
  if (lead.phone) items.push({ id: 1, enabled: true, kind: 'phone', type: 'mobile', label: '', value: lead.phone, call: true, sms: false, whatsapp: false });
  if (lead.email) items.push({ id: 2, enabled: true, kind: 'email', label: '', value: lead.email });
  const note = [LEADS_CSV_TEXTS[locale].enquiry(lead.cardName), pipelineLine(lead, locale), lead.message, lead.note].filter(Boolean).join('\n\n');
  const { given, family } = leadNameParts(lead.name);
  return { displayName: lead.name, contactKind: 'person', givenName: given, familyName: family, title: '', company: lead.company, bio: note, items };
}

/** A lead as a vCard 3.0 document and its download header. */
export function leadVCard(lead: Lead, locale: Locale): { body: string; contentDisposition: string } {
  return { body: buildVCard(leadAsContact(lead, locale)), contentDisposition: vcardContentDisposition({ displayName: lead.name, slug: `lead-${lead.id}` }) };
}

/** Every lead as one vCard file, a contact each: what phones and mail programs import in one go. */
export function leadsVCardFile(leads: readonly Lead[], locale: Locale): string {
  return leads.map((lead) => buildVCard(leadAsContact(lead, locale))).join('');
}
