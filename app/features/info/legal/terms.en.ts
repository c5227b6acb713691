import type { LegalDocument } from './legal-document';

/** The terms of use in English. */
export const termsEn: LegalDocument = {
  title: 'Terms of use',
  description: 'The terms of the Kartis service: accounts, digital cards, subscriptions, content and liability.',
  updated: '2025-06-01',
  intro: ['Welcome to Kartis. Using the service means you accept these terms, so please read them.'],
  sections: [
    {
      id: 'service',
      heading: 'The service',
      paragraphs: [
        'Kartis lets you create digital business cards with a public page, share them by link, QR code and physical NFC card, receive leads and view statistics. The service is in beta: we keep improving it, and some features may change.',
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      items: [
        'The service is meant for business owners and freelancers aged 18 or over.',
        'Give accurate details and keep them up to date.',
        'You are responsible for keeping your password safe and for everything done in your account. If you suspect misuse, change your password and write to us.',
        'The demo account is open to everyone and is reset from time to time: do not keep real data in it.',
      ],
    },
    {
      id: 'plans',
      heading: 'Plans, trial and payment',
      items: [
        'Signing up gives you a 14-day free trial, no credit card needed.',
        'The basic plan is free. The monthly plan costs ₪40 a month and the annual plan ₪300 a year. Prices include VAT and may change; a price change applies only from the next billing period and after advance notice.',
        'A subscription renews automatically at the end of each period until canceled.',
        'Cancellation and refunds follow the refund policy.',
        'Payment processing is not active yet. Until it is, no actual charge is made.',
      ],
      links: [{ label: 'Go to the refund policy', to: '/refund' }],
    },
    {
      id: 'content',
      heading: 'What you publish',
      paragraphs: [
        'Your content belongs to you. You allow us to display it, store it and adapt images (for example resize and convert them) only to run the service. A card must not contain:',
      ],
      items: [
        "Content infringing others' copyright, trademarks or privacy.",
        'Offensive, misleading, inciting or unlawful content.',
        'Impersonation of another person or business.',
        'Links to malware or fraudulent sites.',
      ],
      closing: ['We may hide a card that breaks these terms, and will let you know when we can.'],
    },
    {
      id: 'leads',
      heading: 'Leads and marketing messages',
      paragraphs: [
        'The details of people who contact you through your card are there so you can answer their inquiry. Advertising may be sent only to people who explicitly agreed to it, as section 30A of the Israeli Communications (Telecommunications and Broadcasting) Law, 5742-1982 requires. You are responsible for how you use this data.',
      ],
    },
    {
      id: 'nfc',
      heading: 'Physical NFC cards',
      paragraphs: [
        'NFC cards ship within 3–5 business days. A card points to the digital card you chose, and you can re-point or deactivate it from your account. A card keeps working as long as the digital card it points to exists.',
      ],
    },
    {
      id: 'availability',
      heading: 'Availability and liability',
      paragraphs: [
        'We work to keep the service available and fast, but it is provided as is, and we do not guarantee it will run without interruptions or faults. As far as the law allows, our liability for any damage is limited to what you paid us in the three months before the event. Keep a copy of data that matters to you, for example with the data export.',
      ],
    },
    {
      id: 'termination',
      heading: 'Ending your use',
      paragraphs: [
        'You may stop using the service and delete your account at any time from your account settings. We may suspend an account that seriously or repeatedly breaks these terms.',
      ],
      links: [{ label: 'Go to account settings', to: '/account' }],
    },
    {
      id: 'law',
      heading: 'Law, changes and contact',
      paragraphs: [
        'These terms are governed by Israeli law, and the courts of Tel Aviv-Jaffa have exclusive jurisdiction. If we change the terms materially we will tell you in advance by email or by a notification in your account. Questions about the terms:',
      ],
      links: [
        { label: 'contact@kartis.app', href: 'mailto:contact@kartis.app' },
        { label: 'Go to the contact page', to: '/contact' },
      ],
    },
  ],
};
