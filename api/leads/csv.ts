import type { Locale } from '../../shared/contract/auth';
import { LEAD_STATUS_LABELS_HE, type Lead, type LeadStatus } from '../../shared/contract/leads';
import { csvDocument } from '../csv';

/** The leads exports' words, in the account's language. */
export const LEADS_CSV_TEXTS = {
  he: {
    header: ['תאריך', 'כרטיס', 'שם', 'טלפון', 'מייל', 'הודעה', 'סטטוס', 'הערה', 'קובץ מצורף'],
    teamHeader: ['תאריך', 'חבר/ת צוות', 'כרטיס', 'שם', 'טלפון', 'מייל', 'הודעה', 'סטטוס'],
    statuses: LEAD_STATUS_LABELS_HE,
    googleNote: (card: string, date: string) => `פנייה דרך הכרטיס "${card}" (${date})`,
  },
  en: {
    header: ['Date', 'Card', 'Name', 'Phone', 'Email', 'Message', 'Status', 'Note', 'Attached file'],
    teamHeader: ['Date', 'Team member', 'Card', 'Name', 'Phone', 'Email', 'Message', 'Status'],
    statuses: { new: 'New', contacted: 'Contacted', closed: 'Closed' } satisfies Record<LeadStatus, string>,
    googleNote: (card: string, date: string) => `Enquiry through the card "${card}" (${date})`,
  },
} as const satisfies Record<Locale, unknown>;

const israelTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jerusalem',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2025-03-14 09:05` in Israel time: sortable, and read as a date by spreadsheets. */
export function csvDate(iso: string): string {
  const parts = Object.fromEntries(israelTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The leads as a CSV document for Excel: BOM, a header row in `locale`, CRLF line ends; an attached file by its name. */
export function leadsCsv(leads: Lead[], locale: Locale): string {
  const words = LEADS_CSV_TEXTS[locale];
  return csvDocument([
    words.header,
    ...leads.map((lead) => [csvDate(lead.createdAt), lead.cardName, lead.name, lead.phone, lead.email, lead.message, words.statuses[lead.status], lead.note, lead.attachment?.name ?? '']),
  ]);
}

/** The columns of Google Contacts' own CSV export, which its import reads back. */
const GOOGLE_HEADER = ['First Name', 'Last Name', 'Notes', 'Labels', 'E-mail 1 - Label', 'E-mail 1 - Value', 'Phone 1 - Label', 'Phone 1 - Value'];
/** The label the imported contacts are grouped under in Google Contacts. */
export const GOOGLE_LABEL = 'Kartis';

/** The leads as a Google Contacts CSV: the name split at its first space, the card and the enquiry as the note (in `locale`), one label for all. */
export function leadsGoogleCsv(leads: readonly Lead[], locale: Locale): string {
  return csvDocument(
    [
      GOOGLE_HEADER,
      ...leads.map((lead) => {
        const [first = '', ...rest] = lead.name.trim().split(/\s+/);
        const note = [LEADS_CSV_TEXTS[locale].googleNote(lead.cardName, csvDate(lead.createdAt)), lead.message, lead.note].filter(Boolean).join('\n\n');
        return [first, rest.join(' '), note, `* myContacts ::: ${GOOGLE_LABEL}`, lead.email ? '* Other' : '', lead.email, lead.phone ? 'Mobile' : '', lead.phone];
      }),
    ],
    { bom: false },
  );
}
