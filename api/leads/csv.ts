import { LEAD_STATUS_LABELS_HE, type Lead } from '../../shared/contract/leads';
import { csvDocument } from '../csv';

const HEADER = ['תאריך', 'כרטיס', 'שם', 'טלפון', 'מייל', 'הודעה', 'סטטוס', 'הערה', 'קובץ מצורף'];

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
    ...leads.map((lead) => [csvDate(lead.createdAt), lead.cardName, lead.name, lead.phone, lead.email, lead.message, LEAD_STATUS_LABELS_HE[lead.status], lead.note, lead.attachment?.name ?? '']),
  ]);
}
