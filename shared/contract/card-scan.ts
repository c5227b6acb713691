import { z } from 'zod';

/** What reading a paper card takes: one JPEG or PNG photo in the multipart field `photo`. */
export const CARD_SCAN_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  field: 'photo',
  /** The longer side the phone shrinks a photo to before sending it (the server reads it as it comes). */
  sendLongSide: 1600,
} as const;

/** Hebrew messages of card reading. */
export const CARD_SCAN_MESSAGES = {
  unavailable: 'קריאת כרטיסי ביקור מנייר אינה זמינה בשרת הזה. אפשר להקליד את הפרטים בעצמכם.',
  notAPhoto: 'אפשר לסרוק תמונה בפורמט JPEG או PNG בלבד',
  failed: 'לא הצלחנו לקרוא את הכרטיס. נסו לצלם שוב באור טוב, מקרוב וישר.',
} as const;

/** What a paper card (or a badge's QR) says, read into the fields of a new lead for the owner to check. */
export const leadDraftSchema = z.object({
  name: z.string(),
  title: z.string(),
  company: z.string(),
  /** International form where the number is known (Israeli numbers as +972…). */
  phones: z.array(z.string()),
  emails: z.array(z.string()),
  websites: z.array(z.string()),
  address: z.string(),
});
export type LeadDraft = z.infer<typeof leadDraftSchema>;

/** `POST /api/leads/scan` answer. */
export const cardScanAnswerSchema = z.object({ draft: leadDraftSchema });
export type CardScanAnswer = z.infer<typeof cardScanAnswerSchema>;

/** `GET /api/leads/scan` answer: whether this server can read paper cards. */
export const cardScanStatusSchema = z.object({ available: z.boolean() });
export type CardScanStatus = z.infer<typeof cardScanStatusSchema>;

/** An empty draft, the start of every reading. */
export const emptyLeadDraft = (): LeadDraft => ({ name: '', title: '', company: '', phones: [], emails: [], websites: [], address: '' });

/** Whether a reading found nothing at all (a blank photo, one with no text in it). */
export const isEmptyLeadDraft = (draft: LeadDraft): boolean => Object.values(draft).every((value) => value.length === 0);
