import { z } from 'zod';
import { CHECKOUT_MESSAGES } from './checkout-texts';

export { CHECKOUT_MESSAGES } from './checkout-texts';

/** Card numbers have 12 to 19 digits (ISO/IEC 7812). */
const CARD_NUMBER_LENGTH = { min: 12, max: 19 } as const;
/** How far ahead an expiry year may lie; cards are issued for at most a few years. */
const MAX_YEARS_AHEAD = 20;

/** The digits of a card number as typed, without the spaces and dashes people group it with. */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** True when the digits form a card number whose Luhn check digit is right. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits) || digits.length < CARD_NUMBER_LENGTH.min || digits.length > CARD_NUMBER_LENGTH.max) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A two-digit expiry year as the four-digit year (27 → 2027); four digits stay as they are. */
export function fullExpiryYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** True when a card expiring in month/year (1–12, four digits) can no longer be used: cards are valid through their expiry month. */
export function isCardExpired(month: number, year: number, now: Date = new Date()): boolean {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}

const monthSchema = z
  .string()
  .trim()
  .regex(/^(0?[1-9]|1[0-2])$/, CHECKOUT_MESSAGES.expiryMonth)
  .transform(Number);

function yearSchema(now: Date) {
  return z
    .string()
    .trim()
    .regex(/^(\d{2}|\d{4})$/, CHECKOUT_MESSAGES.expiryYear)
    .transform((year) => fullExpiryYear(Number(year)))
    .refine((year) => year <= now.getFullYear() + MAX_YEARS_AHEAD && year >= 2000, CHECKOUT_MESSAGES.expiryYear);
}

/**
 * The new-card form, checked in the browser only: card details are never sent to the server, and a
 * saved payment method keeps only its brand and last four digits. `now` decides what counts as expired.
 */
export function newCardSchema(now: Date = new Date()) {
  return z
    .object({
      method: z.literal('new'),
      cardNumber: z
        .string()
        .transform(cardDigits)
        .pipe(z.string().min(1, CHECKOUT_MESSAGES.cardNumberRequired).refine(passesLuhn, CHECKOUT_MESSAGES.cardNumberInvalid)),
      cardholderName: z.string().trim().min(2, CHECKOUT_MESSAGES.cardholderName).max(60, CHECKOUT_MESSAGES.cardholderName),
      expiryMonth: monthSchema,
      expiryYear: yearSchema(now),
      cvv: z.string().trim().regex(/^\d{3,4}$/, CHECKOUT_MESSAGES.cvv),
    })
    .refine((card) => !isCardExpired(card.expiryMonth, card.expiryYear, now), {
      message: CHECKOUT_MESSAGES.expired,
      path: ['expiryYear'],
      // Say "expired" as soon as month and year are readable, even while other fields are still wrong.
      when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'expiryMonth' || issue.path?.[0] === 'expiryYear'),
    });
}

/** Paying with a card saved earlier: one of them must be chosen. */
export const savedCardChoiceSchema = z.object({
  method: z.literal('saved'),
  savedCardId: z.coerce.number({ error: CHECKOUT_MESSAGES.savedCard }).int(CHECKOUT_MESSAGES.savedCard).positive(CHECKOUT_MESSAGES.savedCard),
});

/** The checkout's payment step: a saved card by id, or a new card's details. */
export function paymentChoiceSchema(now: Date = new Date()) {
  return z.discriminatedUnion('method', [savedCardChoiceSchema, newCardSchema(now)]);
}

/** A saved payment method as the account keeps it: brand and last four digits only, never a number or CVV. */
export interface SavedPaymentMethod {
  id: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}
