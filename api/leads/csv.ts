import { LEAD_SOURCE_LABELS_HE, LEAD_STATUS_LABELS_HE, type Lead } from '../../shared/contract/leads';
import { csvDocument } from '../csv';

const HEADER = ['תאריך', 'כרטיס', 'שם', 'חברה', 'טלפון', 'מייל', 'הודעה', 'סטטוס', 'הערה', 'קובץ מצורף', 'מקור', 'אירוע', 'תגיות', 'תזכורת', 'הסכמה לדיוור', 'הסרה מדיוור'];

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

/** The leads as a CSV document for Excel: BOM, a Hebrew header row, CRLF line ends; an attached file by its name. */
export function leadsCsv(leads: Lead[]): string {
  return csvDocument([
    HEADER,
    ...leads.map((lead) => [
      csvDate(lead.createdAt),
      lead.cardName,
      lead.name,
      lead.company,
      lead.phone,
      lead.email,
      lead.message,
      LEAD_STATUS_LABELS_HE[lead.status],
      lead.note,
      lead.attachment?.name ?? '',
      LEAD_SOURCE_LABELS_HE[lead.source],
      lead.event ?? '',
      lead.tags.join(', '),
      lead.remindAt ?? '',
      lead.marketingConsent ? csvDate(lead.marketingConsent.at) : '',
      lead.mailRefusedAt ? csvDate(lead.mailRefusedAt) : '',
    ]),
  ]);
}

/** The columns of Google Contacts' own CSV export, which its import reads back. */
const GOOGLE_HEADER = ['First Name', 'Last Name', 'Organization Name', 'Notes', 'Labels', 'E-mail 1 - Label', 'E-mail 1 - Value', 'Phone 1 - Label', 'Phone 1 - Value'];
/** The label the imported contacts are grouped under in Google Contacts. */
export const GOOGLE_LABEL = 'Kartis';

/** The leads as a Google Contacts CSV: the name split at its first space, the company, the card and the enquiry as the note, one label for all. */
export function leadsGoogleCsv(leads: readonly Lead[]): string {
  return csvDocument(
    [
      GOOGLE_HEADER,
      ...leads.map((lead) => {
        const [first = '', ...rest] = lead.name.trim().split(/\s+/);
        const note = [`פנייה דרך הכרטיס "${lead.cardName}" (${csvDate(lead.createdAt)})`, pipelineLine(lead), lead.message, lead.note].filter(Boolean).join('\n\n');
        const labels = ['* myContacts', GOOGLE_LABEL, ...lead.tags].join(' ::: ');
        return [first, rest.join(' '), lead.company, note, labels, lead.email ? '* Other' : '', lead.email, lead.phone ? 'Mobile' : '', lead.phone];
      }),
    ],
    { bom: false },
  );
}

/** Where the lead stands, as one line of a contact's note: status, source (and event), tags and reminder. */
export function pipelineLine(lead: Pick<Lead, 'status' | 'source' | 'event' | 'tags' | 'remindAt'>): string {
  return [
    `סטטוס: ${LEAD_STATUS_LABELS_HE[lead.status]}`,
    `מקור: ${LEAD_SOURCE_LABELS_HE[lead.source]}`,
    ...(lead.event ? [`אירוע: ${lead.event}`] : []),
    ...(lead.tags.length ? [`תגיות: ${lead.tags.join(', ')}`] : []),
    ...(lead.remindAt ? [`תזכורת: ${lead.remindAt}`] : []),
  ].join(' · ');
}
