import { cardPath } from '../../shared/card/ProfileCard';
import type { Locale } from '../../shared/contract/auth';
import type { WebhookPayload } from '../../shared/contract/webhooks';
import type { CheckedFile } from '../visitor-files/check';

/** What a lead's delivery tells of it: the lead as stored, the card it came through, the file that came with it. */
export interface LeadForDelivery {
  id: number;
  createdAt: string;
  card: { slug: string; name: string };
  name: string;
  phone: string;
  email: string;
  message: string;
  file?: Pick<CheckedFile, 'fileName' | 'kind' | 'content'>;
}

/** The JSON body sent for a new lead; addresses are absolute under `publicUrl`. */
export function leadPayload(publicUrl: string, lead: LeadForDelivery): WebhookPayload {
  return {
    event: 'lead.created',
    lead: {
      id: lead.id,
      createdAt: lead.createdAt,
      card: { slug: lead.card.slug, name: lead.card.name, url: `${publicUrl}${cardPath(lead.card.slug)}` },
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      message: lead.message,
      attachments: lead.file
        ? [{ url: `${publicUrl}/api/leads/${lead.id}/file`, fileName: lead.file.fileName, kind: lead.file.kind, bytes: lead.file.content.length }]
        : [],
    },
  };
}

/** The sample lead's texts in each account language. */
const SAMPLE_LEAD: Record<Locale, { card: string; name: string; message: string }> = {
  he: { card: 'כרטיס לדוגמה', name: 'ישראלה ישראלי', message: 'זו פנייה לדוגמה מכרטיס: כך ייראו הלידים שיגיעו לכתובת הזאת.' },
  ar: { card: 'بطاقة نموذجية', name: 'رنا مثال', message: 'هذا عميل محتمل نموذجي من بطاقة: هكذا ستبدو العملاء المحتملون الذين يصلون إلى هذا العنوان.' },
  ru: { card: 'Пример визитки', name: 'Анна Пример', message: 'Это пример лида с визитки: так будут выглядеть лиды, которые придут на этот адрес.' },
  en: { card: 'Sample card', name: 'Jane Sample', message: 'This is a sample lead from a card: the leads that reach this address will look like this.' },
};

/** The sample lead "send a test" delivers, in the account's language: shaped as a real one, with id 0 and no card. */
export function sampleLeadPayload(now: Date, locale: Locale): WebhookPayload {
  const words = SAMPLE_LEAD[locale];
  return {
    event: 'test',
    lead: {
      id: 0,
      createdAt: now.toISOString(),
      card: { slug: null, name: words.card, url: null },
      name: words.name,
      phone: '050-000-0000',
      email: 'sample@example.com',
      message: words.message,
      attachments: [],
    },
  };
}
