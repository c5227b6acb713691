import type { LegalDocument } from './legal-document';

/** The privacy policy in English. */
export const privacyEn: LegalDocument = {
  title: 'Privacy policy',
  description: 'What Kartis stores, why, for how long, and how to export or delete it.',
  updated: '2026-12-02',
  intro: [
    'Kartis is a service for creating digital business cards. This policy explains plainly what we store, why, for how long, and what your rights are under the Israeli Protection of Privacy Law, 5741-1981.',
    'We keep only what the service needs to work, we sell data to no one, and we use no advertising cookies.',
  ],
  sections: [
    {
      id: 'account',
      heading: 'Account details',
      paragraphs: ['When you sign up we store:'],
      items: [
        'Your username, display name and email address.',
        'Your password – only as a one-way hash (argon2id). Nobody, us included, can read it.',
        'If you signed up with Google: the Google account id and its email address. We never receive your Google password.',
        'Your interface language, account type, trial end date and chosen plan.',
        'Sign-in records (when you signed in and until when the session is valid), so you can stay signed in and sign out everywhere.',
      ],
    },
    {
      id: 'cards',
      heading: 'Your digital cards',
      paragraphs: [
        'Everything you put on a card – name, title, business, description, phone, email, address, links and images – is stored in order to show it. A published card is public by nature: anyone who gets the link, scans the code or taps the NFC card can see it, and search engines may index it.',
        'Uploaded images are re-encoded on our server. This removes all embedded file data (EXIF), including GPS location, camera details and the time the photo was taken.',
      ],
    },
    {
      id: 'leads',
      heading: 'Leads and consent',
      paragraphs: [
        'A visitor who fills in the form on your card leaves the details they chose to write (name, phone or email, and a message). Next to them we store the consent wording they accepted and when, so you can show the inquiry was made willingly.',
        'Only the card owner sees their leads. The card owner is responsible for this data, and we process it only on their behalf. A visitor who wants to see or delete their data can contact the card owner or us.',
        'A visitor can also do it themselves: the "What do you hold about me?" link at the foot of the card mails them a personal link, where they see what is kept about them and can delete it for good. Every mail sent to them from the card carries such a link too, beside one to stop receiving mail.',
      ],
    },
    {
      id: 'statistics',
      heading: 'Statistics without IP addresses',
      paragraphs: [
        'To show you how many people viewed your card and what they clicked, we count views, clicks, contact saves and shares per day and per source (NFC, QR code, link or direct visit).',
        'We do not store raw IP addresses in statistics and we build no visitor profiles. At most, an IP address is held briefly in server memory to limit abuse, and is never written to the database.',
      ],
    },
    {
      id: 'payments',
      heading: 'Payments',
      paragraphs: [
        'We never store credit card numbers or CVV codes. For a saved payment method we keep only the card brand and its last four digits, so you can recognize it. Invoices are kept as the law requires.',
      ],
    },
    {
      id: 'support',
      heading: 'Messages, support and error reports',
      items: [
        'Contact form messages: name, email, subject and message, and the account they came from if you were signed in.',
        'Support chat messages: their content and when they were sent.',
        'Automatic error reports from the browser: the error message, the page where it happened and the browser type. They are used only to fix bugs.',
      ],
    },
    {
      id: 'device',
      heading: 'What is kept on your device',
      items: [
        'One essential session cookie that identifies your sign-in (HttpOnly, unreadable by scripts). There are no advertising or third-party tracking cookies.',
        "In the browser's local storage: your language choice, the signed-in user's details and the sign-in token.",
        'So the service works offline, the browser keeps a copy of the app, of data already loaded and of public cards you visited. Signing out removes the user details and personal data stored on the device.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share data with',
      paragraphs: [
        'We do not sell, rent or hand data to advertisers. Data is kept on the servers of our hosting provider, which is bound to protect it. If you choose Google sign-in, Google learns that you signed in to Kartis. We disclose data to authorities only when the law requires it.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      items: [
        'All traffic is encrypted (HTTPS).',
        'Passwords are stored only as argon2id hashes, and sign-in tokens are stored hashed.',
        'Protection against request forgery (CSRF), rate limits on sign-in and forms, and a temporary lock after failed sign-in attempts.',
        'Permissions are checked on the server for every request: each user sees only their own data.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights: access, export, correction and deletion',
      items: [
        'Export: in your account settings, under "Export my data", download a file with all your data – account details, cards, leads and statistics.',
        'Correction: update your account details and cards at any time in the account settings and the editor.',
        'Deletion: in your account settings, under "Delete account". Deletion is final: your cards, leads, statistics and images are deleted and cannot be restored.',
        'Access and correction under sections 13 and 14 of the Protection of Privacy Law: you may also write to us and we will answer within 30 days.',
      ],
      links: [
        { label: 'Go to account settings', to: '/account' },
        { label: 'Go to the contact page', to: '/contact' },
      ],
    },
    {
      id: 'retention',
      heading: 'How long data is kept',
      paragraphs: [
        'Data is kept while your account is active. A deleted account is deleted with all its content. Invoices are kept for the period tax law requires (up to 7 years).',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and contacting us',
      paragraphs: [
        'If we change this policy materially, we will tell you by email or by a notification in your account before the change takes effect. For privacy questions, write to us:',
      ],
      links: [
        { label: 'privacy@kartis.app', href: 'mailto:privacy@kartis.app' },
        { label: 'Go to the contact page', to: '/contact' },
      ],
    },
  ],
};
