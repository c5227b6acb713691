import { describe, expect, it } from 'vitest';
import { askPage, brokenRefusePage, detailsPage, notePage, refusePage } from '../../api/pages/visitor-documents';
import { LEAD_FORM_TEXTS } from '../../shared/card/LeadForm';
import type { HeldAbout } from '../../api/visitor-rights/service';
import { LEAD_CONSENT_TEXT, MARKETING_CONSENT_TEXT } from '../../shared/contract/leads';
import type { LegalDocument } from '../../app/features/info/legal/legal-document';
import { privacyAr } from '../../app/features/info/legal/privacy.ar';
import { privacyEn } from '../../app/features/info/legal/privacy.en';
import { privacyHe } from '../../app/features/info/legal/privacy.he';
import { privacyRu } from '../../app/features/info/legal/privacy.ru';

const EMAIL = 'visitor-salma-ar@example.test';
const AT = '2026-11-30T09:15:00.000Z';
/** The day of AT as the pages write it in Arabic, its parts held on one line. */
const DAY = '30\u00a0نوفمبر\u00a02026';

/** What a studio holds about one address: one lead from its Arabic card, with both consents and the card mailed. */
function heldAbout(): HeldAbout {
  const lead = {
    card_name: 'سلمى حداد',
    created_at: AT,
    event: null,
    name: 'رنا',
    company: '',
    phone: '+972 50-765-4321',
    email: EMAIL,
    message: '',
    consent_text: LEAD_CONSENT_TEXT.ar,
    consented_at: AT,
    marketing_consent_text: MARKETING_CONSENT_TEXT.ar('استوديو سلمى'),
    marketing_consented_at: AT,
    status: 'new',
    tags: '[]',
    note: '',
    remind_at: null,
  };
  const mail = { status: 'sent', settled_at: AT, created_at: AT, subject: 'بطاقة سلمى حداد' };
  return { business: 'استوديو سلمى', refusedAt: AT, leads: [{ lead, file: undefined, mails: [mail] }] } as unknown as HeldAbout;
}

describe("a visitor's pages, in an Arabic card's language", () => {
  it('keep each value of a sentence in its own direction: the address, the business and the date', () => {
    const html = detailsPage('ar', EMAIL, heldAbout(), 'token');
    // The address is a box of its own, read left to right, with the full stop after it (so it never starts a line).
    const address = '<span class="address"><bdi dir="ltr">visitor<span class="hyphen-held">-s</span>alma<span class="hyphen-held">-a</span>r@<wbr>example.test</bdi>';
    expect(html).toContain(`<bdi>استوديو سلمى</bdi> عن العنوان ${address}.</span>`);
    // A date after Arabic words keeps its order only isolated.
    expect(html).toContain(`(<bdi>${DAY}</bdi>)</dd>`);
    expect(html).toContain(`طلبت عدم تلقي الرسائل في <bdi>${DAY}</bdi>`);
    expect(html).toContain(`<li><bdi>${DAY}</bdi> · <bdi>بطاقة سلمى حداد</bdi></li>`);
    expect(notePage('ar', 'refuseTitle', 'alreadyRefused', { date: DAY, business: 'استوديو سلمى' })).toContain(`في <bdi>${DAY}</bdi>`);
    expect(refusePage('ar', 'استوديو سلمى', EMAIL, 'token')).toContain(address);
  });

  it('keep the business a marketing consent names in its own direction, so "Acme Ltd." keeps its full stop at its end', () => {
    const held = heldAbout();
    held.business = 'Acme Ltd.';
    Object.assign(held.leads[0]!.lead, { marketing_consent_text: MARKETING_CONSENT_TEXT.ar('Acme Ltd.') });
    expect(detailsPage('ar', EMAIL, held, 'token')).toContain(`${MARKETING_CONSENT_TEXT.ar('<bdi>Acme Ltd.</bdi>')} (<bdi>${DAY}</bdi>)</dd>`);
  });

  it('escape what the values hold', () => {
    expect(refusePage('ru', '<b>Смирнова & партнёры</b>', EMAIL, 'token')).toContain('<bdi>&lt;b&gt;Смирнова &amp; партнёры&lt;/b&gt;</bdi>');
  });
});

describe("the forms of a visitor's pages", () => {
  it("leave the address to the server, whose answer speaks the card's language, not the browser's bubble", () => {
    for (const language of ['ar', 'ru'] as const) {
      for (const html of [askPage(language, 'Studio', 'salma-ar'), brokenRefusePage(language)]) expect(html).toMatch(/<form method="post" action="[^"]+" novalidate>/);
      expect(askPage(language, 'Studio', 'salma-ar', 'abc')).toContain(`<p id="email-error" class="error">${LEAD_FORM_TEXTS[language].emailInvalid}</p>`);
    }
  });
});

describe('the privacy policy a card’s lead form links to', () => {
  it('tells the visitor, in each language, the footer link by which they see and delete their details themselves', () => {
    const policies = { he: privacyHe, ar: privacyAr, ru: privacyRu, en: privacyEn };
    for (const [language, policy] of Object.entries(policies) as [keyof typeof policies, LegalDocument][]) {
      const leads = policy.sections.find((section) => section.id === 'leads')!;
      expect(leads.paragraphs!.join(' '), language).toContain(LEAD_FORM_TEXTS[language].myDetails);
    }
  });
});
