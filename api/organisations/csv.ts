import { LEAD_STATUS_LABELS_HE } from '../../shared/contract/leads';
import type { OrganisationLead } from '../../shared/contract/organisations';
import { csvDocument } from '../csv';
import { csvDate } from '../leads/csv';

const HEADER = ['תאריך', 'חבר/ת צוות', 'כרטיס', 'שם', 'טלפון', 'מייל', 'הודעה', 'סטטוס'];

/** The organisation's leads as a CSV document for Excel, each with the member who received it. */
export function organisationLeadsCsv(leads: readonly OrganisationLead[]): string {
  return csvDocument([
    HEADER,
    ...leads.map((lead) => [csvDate(lead.createdAt), lead.memberName, lead.cardName, lead.name, lead.phone, lead.email, lead.message, LEAD_STATUS_LABELS_HE[lead.status]]),
  ]);
}
