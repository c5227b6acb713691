import type { LegalDocument } from './legal-document';

/** The refund policy in English. */
export const refundEn: LegalDocument = {
  title: 'Refund policy',
  description: 'Cancelling a subscription, refunds and returning physical NFC cards at Kartis, under Israeli consumer law.',
  updated: '2025-06-01',
  intro: [
    'This policy explains how to cancel a subscription or an order and when you get a refund. It adds to your rights under the Israeli Consumer Protection Law, 5741-1981, and the Consumer Protection (Cancellation of Transaction) Regulations, 5771-2010, and takes nothing away from them.',
    'Payment processing at Kartis is not active yet, and until it is no charge is made. This policy applies to every payment made once it is.',
  ],
  sections: [
    {
      id: 'trial',
      heading: 'The trial period',
      paragraphs: [
        'The 14-day trial is completely free and needs no credit card. If you do not choose a paid plan by the end of the trial, the account moves to the free basic plan without any charge.',
      ],
    },
    {
      id: 'cancel-14',
      heading: 'Cancelling within 14 days of purchase',
      paragraphs: ['You may cancel any subscription purchase within 14 days of the transaction for a full refund. We charge no cancellation fee.'],
    },
    {
      id: 'monthly',
      heading: 'Monthly subscription',
      paragraphs: [
        'Cancel at any time. Cancellation takes effect at the end of the current billing month, and until then every feature stays open. No further charges are made after canceling.',
      ],
    },
    {
      id: 'annual',
      heading: 'Annual subscription',
      paragraphs: [
        'Cancelling after the first 14 days: we refund the share of the price for the full months left in the year, less the annual discount given on the months already used (that is, used months are charged at the regular monthly price).',
      ],
    },
    {
      id: 'nfc',
      heading: 'Physical NFC cards',
      items: [
        'An order that has not shipped yet can be canceled for a full refund.',
        'A card printed with a personal design or personal details is made especially for you, so by law it cannot be returned once made, unless it is faulty.',
        'A faulty card, or one that cannot be read: we replace it or refund the full price, as you prefer, if you tell us within 30 days of receiving it.',
      ],
    },
    {
      id: 'how',
      heading: 'How to ask for a cancellation or refund',
      paragraphs: [
        'Cancel a subscription on the "My subscription" page of your account. To ask for a refund, or to cancel a card order, write to us through the contact page or by email with your account\'s email address. Refunds go to the payment method you paid with, within 14 days of your request.',
      ],
      links: [
        { label: 'Go to the contact page', to: '/contact' },
        { label: 'billing@kartis.app', href: 'mailto:billing@kartis.app' },
      ],
    },
  ],
};
