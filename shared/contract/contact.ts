import { z } from 'zod';
import { CONTACT_LIMITS } from './contact-limits';

/** Hebrew messages of the contact form. */
export const CONTACT_MESSAGES = {
  nameRequired: 'יש להזין את שמך',
  nameMax: 'השם יכול להכיל עד 100 תווים',
  emailInvalid: 'כתובת מייל לא תקינה',
  subjectRequired: 'יש להזין נושא לפנייה',
  subjectMax: 'הנושא יכול להכיל עד 150 תווים',
  messageRequired: 'יש לכתוב את תוכן הפנייה',
  messageMin: 'ההודעה קצרה מדי, כתבו לפחות 10 תווים',
  messageMax: 'ההודעה יכולה להכיל עד 5,000 תווים',
  received: 'תודה! הפנייה התקבלה ונחזור אליך בהקדם.',
} as const;

/** Field limits shared by the form and the server. */
export { CONTACT_LIMITS };

/** `POST /api/contact`: name, email, subject and message. */
export const contactRequestSchema = z.object({
  name: z.string({ error: CONTACT_MESSAGES.nameRequired }).trim().min(1, CONTACT_MESSAGES.nameRequired).max(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameMax),
  email: z
    .string({ error: CONTACT_MESSAGES.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email(CONTACT_MESSAGES.emailInvalid).max(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailInvalid)),
  subject: z
    .string({ error: CONTACT_MESSAGES.subjectRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.subjectRequired)
    .max(CONTACT_LIMITS.subject, CONTACT_MESSAGES.subjectMax),
  message: z
    .string({ error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageMin)
    .max(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageMax),
});
export type ContactRequestInput = z.infer<typeof contactRequestSchema>;

/** The answer to a stored contact request. */
export const contactReceiptSchema = z.object({ id: z.number().int(), message: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
