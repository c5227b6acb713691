import type { HelpTopic } from './help-search';

/** The help page's questions and answers in English. */
export const helpTopicsEn: HelpTopic[] = [
  {
    id: 'nfc',
    title: 'NFC cards',
    entries: [
      {
        id: 'nfc-how',
        question: 'How does the NFC card work?',
        answer: [
          'The card holds a small chip without a battery. When a phone comes close, the chip sends it a short link that opens your digital card. No app is needed.',
          'The link on the chip points to your digital card, so every change you make in the editor shows up right away for anyone who taps the physical card.',
        ],
      },
      {
        id: 'nfc-order',
        question: 'How do I order an NFC card and how long does delivery take?',
        answer: [
          'Order it from your account, on the "NFC cards" page. The card arrives already programmed for the digital card you chose, with a printed QR code.',
          'Delivery takes 3–5 business days.',
        ],
      },
      {
        id: 'nfc-lost',
        question: 'I lost my card. What now?',
        answer: [
          'On the "NFC cards" page you can deactivate a card with one click. Anyone who taps it sees a notice that the card is inactive, and your details are not shown. You can also point the card to another digital card.',
        ],
      },
      {
        id: 'nfc-write',
        question: 'Can I program a sticker or NFC card I already have?',
        answer: [
          'Yes, from an Android phone with Chrome. On the "NFC cards" page choose "Write to NFC tag", hold the sticker to the back of the phone and wait for the confirmation.',
          'On an iPhone or a computer the browser cannot write NFC tags. Use the QR code instead, or order a pre-programmed card.',
        ],
      },
    ],
  },
  {
    id: 'iphone',
    title: 'iPhone',
    entries: [
      {
        id: 'iphone-read',
        question: 'Does the card work with an iPhone?',
        answer: [
          'Yes. From the iPhone XS on, NFC reading works in the background: hold the top of the phone to the card, a notification appears, and tapping it opens the card in the browser.',
          'The screen must be unlocked. On older models, scan the QR code on the card with the camera.',
        ],
      },
      {
        id: 'iphone-save',
        question: 'How does a customer save me to their contacts on an iPhone?',
        answer: [
          'Your card has a "Save contact" button. It downloads a contact file (vCard) with your name, phone, email and photo, and the iPhone offers to add it to the contacts.',
        ],
      },
    ],
  },
  {
    id: 'qr',
    title: 'QR codes and sharing',
    entries: [
      {
        id: 'qr-where',
        question: "Where do I find my card's QR code?",
        answer: [
          'On the "My cards" page, with the "QR code" button beside each card. You can download it as a PNG or SVG file and print it on flyers, signs or packaging.',
        ],
      },
      {
        id: 'qr-change',
        question: 'If I change my card, do I need to print a new QR code?',
        answer: [
          "No. The code leads to the card's permanent address, and every content change appears right away. Only changing the address itself (your username or the card's short address) needs a new code.",
        ],
      },
      {
        id: 'share-whatsapp',
        question: 'How do I send my card on WhatsApp?',
        answer: [
          "The card's share button opens the phone's share menu, where you pick WhatsApp. You can also copy the link and paste it into any message.",
        ],
      },
      {
        id: 'card-languages',
        question: 'How do I offer my card in English, Arabic or Russian too?',
        answer: [
          "In the card editor, under \"The card in other languages\", add a language and write your name, title, business, a few words about you and your links' labels in it. An empty field shows the card’s original text.",
          "The link, the QR code and the NFC card stay the same: each visitor sees the card in their browser's language and can switch languages at the top of the card. Someone who leaves their details gets the card by email in the language they read it in.",
        ],
      },
    ],
  },
  {
    id: 'leads',
    title: 'Leads',
    entries: [
      {
        id: 'leads-what',
        question: 'What is a lead and how does it reach me?',
        answer: [
          "A lead is a card visitor who left a name, a phone number or email and a message in your card's form. Every lead is kept on the \"Leads\" page of your account, and you get a notification.",
        ],
      },
      {
        id: 'leads-consent',
        question: 'Can I send marketing messages to my leads?',
        answer: [
          "The form records the visitor's consent to be contacted about their inquiry. Further advertising is allowed only if they explicitly agreed to it, under the Israeli Communications Law (section 30A, the \"spam law\").",
        ],
      },
      {
        id: 'leads-paper',
        question: 'Can a paper business card or a WhatsApp contact become a lead?',
        answer: [
          'Yes. On the "Leads" page, in the "Scan" menu, photograph the card: the details read from it open for you to check before saving.',
          'On Android, with the app installed, you can also share a photo of a card, a contact or an email signature to it from any other app (WhatsApp, the gallery, your contacts): pick "כרטיס" (Kartis) in the share menu, and the details open for you to check the same way.',
        ],
      },
      {
        id: 'leads-export',
        question: 'Can I download my leads to a file?',
        answer: [
          'Yes. On the Leads page, open "Export": "Export to CSV" downloads a file that opens in Excel, and you can also add your leads to your phone\'s contacts (vCard) or to Google Contacts.',
          'A copy of all your data, leads included, is in your account settings under "Export my data".',
        ],
      },
    ],
  },
  {
    id: 'plans',
    title: 'Plans and payment',
    entries: [
      {
        id: 'plans-trial',
        question: 'What does the free trial include?',
        answer: [
          'When you sign up you get a 14-day free trial with every feature, no credit card needed. When it ends, choose a paid plan or stay on the free basic plan.',
        ],
      },
      {
        id: 'plans-prices',
        question: 'How much do the plans cost?',
        answer: [
          'The basic plan is free. The monthly plan costs ₪40 a month, and the annual plan ₪300 a year instead of ₪480 paid monthly. Current prices are in the pricing section of the home page.',
        ],
      },
      {
        id: 'plans-cancel',
        question: 'How do I cancel my subscription?',
        answer: [
          'On the "My subscription" page of your account, or by writing to us. Cancellation takes effect at the end of the billing period. The full details, refunds included, are in the refund policy.',
        ],
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy and security',
    entries: [
      {
        id: 'privacy-stored',
        question: 'What information do you keep about me?',
        answer: [
          'Your account details, the content of the cards you created, the leads you received, and aggregated view statistics without IP addresses. Uploaded images are re-encoded on our server, and all their embedded data (such as GPS location) is removed. The full details are in the privacy policy.',
        ],
      },
      {
        id: 'privacy-delete',
        question: 'How do I delete my account and all my data?',
        answer: [
          'In your account settings, under "Delete account". Deletion is final and covers your cards, leads and statistics. Before that you can download a copy of your data with "Export my data".',
        ],
      },
      {
        id: 'privacy-password',
        question: 'I forgot my password. What now?',
        answer: [
          'In the sign-in window, select "Forgot your password?" and enter your account\'s email address. We will email you a link to choose a new password.',
          'No email after a few minutes? Write to us through the contact page from the address registered on your account, and we will help you back in.',
        ],
      },
    ],
  },
];
