import type { LegalDocument } from './legal-document';

/** The accessibility statement in English (IS 5568, WCAG 2.1 AA). */
export const accessibilityEn: LegalDocument = {
  title: 'Accessibility statement',
  description: "Kartis's accessibility statement under Israeli Standard 5568 (WCAG 2.1 AA): adjustments, known gaps and the accessibility coordinator.",
  updated: '2025-06-01',
  intro: [
    'We want everyone to be able to create a card, view cards and leave their details – with a disability, with assistive technology, or on an old phone. This statement lists what we did, what is not perfect yet, and how to reach us.',
  ],
  sections: [
    {
      id: 'standard',
      heading: 'Standard and conformance level',
      paragraphs: [
        'The site and service were adapted under the Israeli Equal Rights for Persons with Disabilities Law, 5758-1998, and the Equal Rights for Persons with Disabilities (Service Accessibility Adjustments) Regulations, 5773-2013.',
        'The adjustments follow Israeli Standard 5568 at level AA, which is based on the W3C Web Content Accessibility Guidelines (WCAG) 2.1. According to our checks the site meets the standard at level AA, except for the gaps listed below.',
      ],
    },
    {
      id: 'adjustments',
      heading: 'What we adjusted',
      items: [
        'Full keyboard navigation, with a clearly visible focus outline and a "Skip to main content" link at the top of every page.',
        'Proper page structure: headings in order, labeled navigation regions, and the page language and direction (Hebrew and Arabic right-to-left, Russian and English left-to-right) set for screen readers.',
        'Every form field has a label, and error messages appear next to the field, in plain words, and are announced by screen readers.',
        'Color contrast of at least 4.5:1 for text, and no information conveyed by color alone.',
        'Text can be enlarged to 200% without losing content, and pages fit screens 320 pixels wide.',
        'Dialogs keep focus inside, close with the Escape key, and return focus to where they were opened from.',
        'Pop-up notifications (toasts) stay while the pointer or focus is on them, and the F8 key moves focus to them.',
        'Images have text alternatives, and decorative images are hidden from screen readers.',
        'The site respects the operating system\'s "reduce motion" setting.',
        'Every release of the site is checked automatically with axe against the WCAG 2.1 A and AA rules, in Hebrew and English, and its main pages in Arabic and Russian, before it goes live.',
      ],
    },
    {
      id: 'gaps',
      heading: 'Known gaps and alternatives',
      paragraphs: ['Despite our efforts, some parts may not be fully accessible yet:'],
      items: [
        "Images business owners upload to their cards: the text alternative depends on what the owner wrote. We ask for a description of every image, and you can write to us to get a card's content as text.",
        'YouTube and Vimeo videos embedded in cards: captions depend on whoever uploaded the video.',
        'Writing NFC cards from the browser works only in Chrome on Android. Alternatives: a QR code for every card, and ordering a card that arrives pre-programmed.',
        'The charts on the statistics page may be less convenient with a screen reader. Alternative: the same data is available as a file through "Export my data" in the account settings, and you can also ask us for it.',
        'The physical NFC card is a printed product; everything on it is also on the digital card, which is accessible.',
      ],
      closing: ['Found a problem that is not listed here? We would like to know and fix it.'],
    },
    {
      id: 'physical',
      heading: 'Physical accessibility',
      paragraphs: [
        'Kartis is an online-only service, with no office or walk-in service center. The whole service, support included, is provided through the site, the support chat, the contact form and email.',
      ],
    },
    {
      id: 'coordinator',
      heading: 'Accessibility coordinator and accessibility requests',
      paragraphs: [
        'Kartis\'s accessibility coordinator is Michal Adler. You can reach her by email or through the contact form (write "Accessibility" as the subject), and ask her to call you back. We answer every request within 3 business days.',
        'To help us help you quickly, mention the page address, what you tried to do, and which browser and assistive technology you used.',
      ],
      links: [
        { label: 'accessibility@kartis.app', href: 'mailto:accessibility@kartis.app' },
        { label: 'Go to the contact form', to: '/contact' },
      ],
    },
  ],
};
