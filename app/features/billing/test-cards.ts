import type { SavedPaymentMethod } from '../../../shared/contract/checkout';

/** A published test card number and whether the form should accept it. */
export interface TestCard {
  brand: string;
  number: string;
  passes: boolean;
}

/** The payment demo's test numbers: the card networks' public test numbers, and one with a wrong check digit. */
export const TEST_CARDS: readonly TestCard[] = [
  { brand: 'Visa', number: '4242 4242 4242 4242', passes: true },
  { brand: 'Mastercard', number: '5555 5555 5555 4444', passes: true },
  { brand: 'American Express', number: '3782 822463 10005', passes: true },
  { brand: 'Visa', number: '4242 4242 4242 4241', passes: false },
];

/** The saved card the demo offers, kept as a real one would be: brand and last four digits only. */
export function demoSavedCard(now: Date = new Date()): SavedPaymentMethod {
  return { id: 1, brand: 'Visa', last4: '4242', expMonth: 12, expYear: now.getFullYear() + 3 };
}
