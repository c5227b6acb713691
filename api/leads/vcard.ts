import type { Lead } from '../../shared/contract/leads';
import { pipelineLine } from './csv';
import { buildVCard, vcardContentDisposition, type VCardContact } from '../public-profiles/vcard';

/** The lead as a contact: its name, company, phone and email, with the card it came through and its enquiry as the note. */
function leadAsContact(lead: Lead): VCardContact {
  const items: VCardContact['items'] = [];
  if (lead.phone) items.push({ id: 1, enabled: true, kind: 'phone', type: 'mobile', label: '', value: lead.phone, call: true, sms: false, whatsapp: false });
  if (lead.email) items.push({ id: 2, enabled: true, kind: 'email', label: '', value: lead.email });
  const note = [`פנייה דרך הכרטיס "${lead.cardName}"`, pipelineLine(lead), lead.message, lead.note].filter(Boolean).join('\n\n');
  return { displayName: lead.name, contactKind: 'person', givenName: '', familyName: '', title: '', company: lead.company, bio: note, items };
}

/** A lead as a vCard 3.0 document and its download header. */
export function leadVCard(lead: Lead): { body: string; contentDisposition: string } {
  return { body: buildVCard(leadAsContact(lead)), contentDisposition: vcardContentDisposition({ displayName: lead.name, slug: `lead-${lead.id}` }) };
}

/** Every lead as one vCard file, a contact each: what phones and mail programs import in one go. */
export function leadsVCardFile(leads: readonly Lead[]): string {
  return leads.map((lead) => buildVCard(leadAsContact(lead))).join('');
}
