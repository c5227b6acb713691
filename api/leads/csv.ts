import type { Locale } from '../../shared/contract/auth';
import { LEAD_SOURCE_LABELS_HE, LEAD_STATUS_LABELS_HE, type Lead, type LeadSource, type LeadStatus } from '../../shared/contract/leads';
import { dialNumber } from '../../shared/card/links';
import { phoneFromInput } from '../../shared/contract/link-input';
import { csvDocument } from '../csv';

/** The leads exports' words, in the account's language. */
export const LEADS_CSV_TEXTS = {
  he: {
    header: ['תאריך', 'כרטיס', 'שם', 'חברה', 'טלפון', 'מייל', 'הודעה', 'סטטוס', 'הערה', 'קובץ מצורף', 'מקור', 'אירוע', 'תגיות', 'תזכורת', 'הסכמה לדיוור', 'הסרה מדיוור'],
    teamHeader: ['תאריך', 'חבר/ת צוות', 'כרטיס', 'שם', 'טלפון', 'מייל', 'הודעה', 'סטטוס', 'הסכמה לדיוור', 'הסרה מדיוור'],
    statuses: LEAD_STATUS_LABELS_HE,
    sources: LEAD_SOURCE_LABELS_HE,
    enquiry: (card: string) => `פנייה דרך הכרטיס "${card}"`,
    pipeline: { status: 'סטטוס', source: 'מקור', event: 'אירוע', tags: 'תגיות', reminder: 'תזכורת' },
  },
  ar: {
    header: ['التاريخ', 'البطاقة', 'الاسم', 'الشركة', 'الهاتف', 'البريد الإلكتروني', 'الرسالة', 'الحالة', 'ملاحظة', 'ملف مرفق', 'المصدر', 'الفعالية', 'الوسوم', 'تذكير', 'الموافقة على الرسائل التسويقية', 'إلغاء الاشتراك في الرسائل'],
    teamHeader: ['التاريخ', 'عضو الفريق', 'البطاقة', 'الاسم', 'الهاتف', 'البريد الإلكتروني', 'الرسالة', 'الحالة', 'الموافقة على الرسائل التسويقية', 'إلغاء الاشتراك في الرسائل'],
    statuses: { new: 'جديد', contacted: 'تم التواصل', meeting: 'اجتماع', customer: 'زبون', not_relevant: 'غير ذي صلة' } satisfies Record<LeadStatus, string>,
    sources: { card: 'نموذج البطاقة', exchange: 'تبادل', shared: 'بطاقة أرسلتها', event: 'فعالية', scan: 'بطاقة ممسوحة' } satisfies Record<LeadSource, string>,
    enquiry: (card: string) => `استفسار عبر البطاقة «${card}»`,
    pipeline: { status: 'الحالة', source: 'المصدر', event: 'الفعالية', tags: 'الوسوم', reminder: 'تذكير' },
  },
  ru: {
    header: ['Дата', 'Визитка', 'Имя', 'Компания', 'Телефон', 'Эл. почта', 'Сообщение', 'Статус', 'Заметка', 'Прикреплённый файл', 'Источник', 'Мероприятие', 'Теги', 'Напоминание', 'Согласие на рассылку', 'Отказ от рассылки'],
    teamHeader: ['Дата', 'Участник команды', 'Визитка', 'Имя', 'Телефон', 'Эл. почта', 'Сообщение', 'Статус', 'Согласие на рассылку', 'Отказ от рассылки'],
    statuses: { new: 'Новый', contacted: 'Связались', meeting: 'Встреча', customer: 'Клиент', not_relevant: 'Неактуально' } satisfies Record<LeadStatus, string>,
    sources: { card: 'Форма визитки', exchange: 'Обмен', shared: 'Отправленная вами визитка', event: 'Мероприятие', scan: 'Отсканированная визитка' } satisfies Record<LeadSource, string>,
    enquiry: (card: string) => `Обращение через визитку «${card}»`,
    pipeline: { status: 'Статус', source: 'Источник', event: 'Мероприятие', tags: 'Теги', reminder: 'Напоминание' },
  },
  en: {
    header: ['Date', 'Card', 'Name', 'Company', 'Phone', 'Email', 'Message', 'Status', 'Note', 'Attached file', 'Source', 'Event', 'Tags', 'Reminder', 'Marketing consent', 'Opted out of email'],
    teamHeader: ['Date', 'Team member', 'Card', 'Name', 'Phone', 'Email', 'Message', 'Status', 'Marketing consent', 'Opted out of email'],
    statuses: { new: 'New', contacted: 'Contacted', meeting: 'Meeting', customer: 'Customer', not_relevant: 'Not relevant' } satisfies Record<LeadStatus, string>,
    sources: { card: 'Card form', exchange: 'Exchange', shared: 'Card you sent', event: 'Event', scan: 'Scanned card' } satisfies Record<LeadSource, string>,
    enquiry: (card: string) => `Inquiry through the card "${card}"`,
    pipeline: { status: 'Status', source: 'Source', event: 'Event', tags: 'Tags', reminder: 'Reminder' },
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

/**
 * A phone as a spreadsheet shows it: an Israeli number in the one written form the editor keeps (`052-123-4567`), which
 * Excel keeps as text, where `+972521234567` became 9.72521E+11 and `+972 52-123-4567` came with an apostrophe (the
 * defence against formulas); another country's number as it was typed, with the apostrophe that keeps it text when it
 * is digits alone (`+79161234567` became 7.91612E+10, its + and any leading zero lost).
 */
export function spreadsheetPhone(phone: string): string {
  const written = phoneFromInput(phone) as string;
  return /^\+?\d+$/.test(written) ? `'${written}` : written;
}

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
    ...leads.map((lead) => [
      csvDate(lead.createdAt),
      lead.cardName,
      lead.name,
      lead.company,
      spreadsheetPhone(lead.phone),
      lead.email,
      lead.message,
      words.statuses[lead.status],
      lead.note,
      lead.attachment?.name ?? '',
      words.sources[lead.source],
      lead.event ?? '',
      lead.tags.join(', '),
      lead.remindAt ?? '',
      lead.marketingConsent ? csvDate(lead.marketingConsent.at) : '',
      lead.mailRefusedAt ? csvDate(lead.mailRefusedAt) : '',
    ]),
  ]);
}

/**
 * A lead's name as the contacts exports file it: the first word the given name, the rest the family name (a lead types
 * one name field, and most write the given name first).
 */
export function leadNameParts(name: string): { given: string; family: string } {
  const [given = '', ...rest] = name.trim().split(/\s+/);
  return { given, family: rest.join(' ') };
}

/** The columns of Google Contacts' own CSV export, which its import reads back. */
const GOOGLE_HEADER = ['First Name', 'Last Name', 'Organization Name', 'Notes', 'Labels', 'E-mail 1 - Label', 'E-mail 1 - Value', 'Phone 1 - Label', 'Phone 1 - Value'];
/** The label the imported contacts are grouped under in Google Contacts. */
export const GOOGLE_LABEL = 'Kartis';

/**
 * The leads as a Google Contacts CSV: the name split as `leadNameParts` does, the company, the card and the enquiry as
 * the note (in `locale`), one label for all, the phone in international form.
 */
export function leadsGoogleCsv(leads: readonly Lead[], locale: Locale): string {
  return csvDocument(
    [
      GOOGLE_HEADER,
      ...leads.map((lead) => {
        const { given, family } = leadNameParts(lead.name);
        const note = [`${LEADS_CSV_TEXTS[locale].enquiry(lead.cardName)} (${csvDate(lead.createdAt)})`, pipelineLine(lead, locale), lead.message, lead.note].filter(Boolean).join('\n\n');
        const labels = ['* myContacts', GOOGLE_LABEL, ...lead.tags].join(' ::: ');
        // As the vCard gives it (in international form, a service number as dialled): a number as typed (`+972 52-…`)
        // would reach the contact with the apostrophe that keeps spreadsheets from running it.
        const phone = lead.phone ? dialNumber(lead.phone) : '';
        return [given, family, lead.company, note, labels, lead.email ? '* Other' : '', lead.email, phone ? 'Mobile' : '', phone];
      }),
    ],
    { bom: false },
  );
}

/** Where the lead stands, as one line of a contact's note in `locale`: status, source (and event), tags and reminder. */
export function pipelineLine(lead: Pick<Lead, 'status' | 'source' | 'event' | 'tags' | 'remindAt'>, locale: Locale): string {
  const words = LEADS_CSV_TEXTS[locale];
  const t = words.pipeline;
  return [
    `${t.status}: ${words.statuses[lead.status]}`,
    `${t.source}: ${words.sources[lead.source]}`,
    ...(lead.event ? [`${t.event}: ${lead.event}`] : []),
    ...(lead.tags.length ? [`${t.tags}: ${lead.tags.join(', ')}`] : []),
    ...(lead.remindAt ? [`${t.reminder}: ${lead.remindAt}`] : []),
  ].join(' · ');
}
