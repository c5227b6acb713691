import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  cardDigits,
  fullExpiryYear,
  isCardExpired,
  passesLuhn,
  paymentChoiceSchema,
} from '../../../shared/contract/checkout';
import { fieldErrorsFromIssues } from '../../../app/lib/form-errors';

/** 15 May 2026, mid-month, local time. */
const NOW = new Date(2026, 4, 15);

const VALID_CARD = {
  method: 'new',
  cardNumber: '4242 4242 4242 4242',
  cardholderName: 'ישראל ישראלי',
  expiryMonth: '05',
  expiryYear: '26',
  cvv: '123',
};

function errorsOf(values: Record<string, string>): Record<string, string> {
  const parsed = paymentChoiceSchema(NOW).safeParse(values);
  return parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
}

describe('card number (Luhn)', () => {
  it('accepts the well-known test numbers of each brand', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
  });

  it('rejects a wrong check digit, letters and numbers of impossible length', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242x24242424242')).toBe(false);
    expect(passesLuhn('00000000000')).toBe(false);
    expect(passesLuhn('4'.repeat(20))).toBe(false);
  });

  it('ignores the spaces and dashes a card number is typed with', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
  });
});

describe('expiry', () => {
  it('keeps a card valid through its expiry month', () => {
    expect(isCardExpired(5, 2026, NOW)).toBe(false);
    expect(isCardExpired(4, 2026, NOW)).toBe(true);
    expect(isCardExpired(12, 2025, NOW)).toBe(true);
    expect(isCardExpired(1, 2027, NOW)).toBe(false);
  });

  it('reads two-digit years as this century', () => {
    expect(fullExpiryYear(27)).toBe(2027);
    expect(fullExpiryYear(2031)).toBe(2031);
  });
});

describe('payment choice schema', () => {
  it('accepts a valid new card and hands back only digits and numbers', () => {
    const parsed = paymentChoiceSchema(NOW).parse(VALID_CARD);
    expect(parsed).toEqual({ ...VALID_CARD, cardNumber: '4242424242424242', expiryMonth: 5, expiryYear: 2026 });
  });

  it('names every wrong field with its Hebrew message', () => {
    expect(errorsOf({ method: 'new', cardNumber: '', cardholderName: ' ', expiryMonth: '13', expiryYear: '7', cvv: '12' })).toEqual({
      cardNumber: CHECKOUT_MESSAGES.cardNumberRequired,
      cardholderName: CHECKOUT_MESSAGES.cardholderName,
      expiryMonth: CHECKOUT_MESSAGES.expiryMonth,
      expiryYear: CHECKOUT_MESSAGES.expiryYear,
      cvv: CHECKOUT_MESSAGES.cvv,
    });
    expect(errorsOf({ ...VALID_CARD, cardNumber: '4242 4242 4242 4241' })).toEqual({ cardNumber: CHECKOUT_MESSAGES.cardNumberInvalid });
  });

  it('says the card expired even while other fields are still wrong', () => {
    expect(errorsOf({ ...VALID_CARD, expiryMonth: '04', cvv: '' })).toEqual({ cvv: CHECKOUT_MESSAGES.cvv, expiryYear: CHECKOUT_MESSAGES.expired });
  });

  it('takes a CVV of 3 or 4 digits only', () => {
    expect(errorsOf({ ...VALID_CARD, cvv: '1234' })).toEqual({});
    expect(errorsOf({ ...VALID_CARD, cvv: '12345' })).toEqual({ cvv: CHECKOUT_MESSAGES.cvv });
    expect(errorsOf({ ...VALID_CARD, cvv: '12a' })).toEqual({ cvv: CHECKOUT_MESSAGES.cvv });
  });

  it('asks for a saved card to be chosen', () => {
    expect(errorsOf({ method: 'saved', savedCardId: '' })).toEqual({ savedCardId: CHECKOUT_MESSAGES.savedCard });
    expect(paymentChoiceSchema(NOW).parse({ method: 'saved', savedCardId: '7' })).toEqual({ method: 'saved', savedCardId: 7 });
  });
});
