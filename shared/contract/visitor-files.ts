// Plain constants without zod: the card page's form and the app's first load use them.

/** What a visitor may attach: one photo or PDF per lead or contact message, and a daily allowance per sender. */
export const VISITOR_FILE_LIMITS = {
  /** Largest file accepted (413 with its Hebrew message above it). */
  maxBytes: 5 * 1024 * 1024,
  /** Files one address may send in a day, and their bytes as stored. */
  perVisitorPerDay: { count: 10, bytes: 25 * 1024 * 1024 },
} as const;

/** The file picker's filter: photos and PDFs (the server checks the content, not this). */
export const VISITOR_FILE_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf,.pdf,.heic,.heif';

/** Hebrew messages of a refused attachment (a too-large one gets the 413 status's text). */
export const VISITOR_FILE_MESSAGES = {
  refused: 'אפשר לצרף תמונה (JPEG‏, PNG‏, WebP) או קובץ PDF בלבד',
  dailyLimit: 'הגעתם למספר הקבצים שאפשר לשלוח היום. אפשר לשלוח את הפרטים בלי קובץ, או לנסות שוב מחר.',
} as const;

/** A photo is stored as a JPEG; a PDF as it came. */
export type VisitorFileKind = 'image' | 'pdf';

/** An attached file as its reader sees it in a list (its schema is in visitor-file-info.ts, which uses zod). */
export type { VisitorFileInfo } from './visitor-file-info';
