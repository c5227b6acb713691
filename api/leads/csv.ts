import { LEAD_STATUS_LABELS_HE, type Lead } from '../contract/leads';

/** Byte order mark: without it Excel reads a UTF-8 file as the local code page and garbles Hebrew. */
const BOM = '\uFEFF';

const HEADER = ['תאריך', 'כרטיס', 'שם', 'טלפון', 'מייל', 'הודעה', 'סטטוס', 'הערה'];

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

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. Text a
 * spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe.
 */
export function csvField(value: string, { formulaSafe = true } = {}): string {
  const text = formulaSafe && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The leads as a CSV document for Excel: BOM, a Hebrew header row, CRLF line ends. */
export function leadsCsv(leads: Lead[]): string {
  const rows = leads.map((lead) =>
    [
      csvField(csvDate(lead.createdAt)),
      csvField(lead.cardName),
      csvField(lead.name),
      // A validated phone holds only digits, spaces and + - ( ) . — a leading + is a country code, not a formula.
      csvField(lead.phone, { formulaSafe: false }),
      csvField(lead.email),
      csvField(lead.message),
      csvField(LEAD_STATUS_LABELS_HE[lead.status]),
      csvField(lead.note),
    ].join(','),
  );
  return BOM + [HEADER.join(','), ...rows].map((line) => line + '\r\n').join('');
}
