import type { Locale } from '../../shared/contract/auth';
import type { OrganisationLead } from '../../shared/contract/organisations';
import { csvDocument } from '../csv';
import { csvDate, LEADS_CSV_TEXTS, spreadsheetPhone } from '../leads/csv';

/**
 * The organisation's leads as a CSV document for Excel in `locale`, each with the member who received it, and when it
 * consented to marketing or refused mail: whoever on the team mails a lead must see both.
 */
export function organisationLeadsCsv(leads: readonly OrganisationLead[], locale: Locale): string {
  const words = LEADS_CSV_TEXTS[locale];
  return csvDocument([
    words.teamHeader,
    ...leads.map((lead) => [csvDate(lead.createdAt), lead.memberName, lead.cardName, lead.name, spreadsheetPhone(lead.phone), lead.email, lead.message, words.statuses[lead.status], lead.marketingConsent ? csvDate(lead.marketingConsent.at) : '', lead.mailRefusedAt ? csvDate(lead.mailRefusedAt) : '']),
  ]);
}
