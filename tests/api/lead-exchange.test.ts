import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import VCard from 'vcf';
import { LEAD_CONSENT_TEXT, LEAD_MESSAGES, MARKETING_CONSENT_TEXT, type LeadDetail, type LeadList } from '../../shared/contract/leads';
import { buildCard } from '../fixtures/cards';
import { submitLead } from '../helpers/lead-form';
import { mailsTo } from '../helpers/mail';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { buildUser, inTwoWeeks } from '../helpers/users';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

let sequence = 0;
/** An owner on a trial with a card in `language`, for company "סטודיו גל". */
async function ownerWithCardIn(language: 'he' | 'ar' | 'ru' | 'en') {
  sequence += 1;
  const user = await buildUser(server.query, { trialEndsAt: inTwoWeeks() });
  const card = await buildCard(server.query, user.id, { displayName: 'Gal Levi', company: 'Studio Gal', language, slug: `exchange-${sequence}-${language}` });
  return { user, card };
}

describe('the lead form as an exchange', () => {
  it('mails the card the visitor asked for: its vCard attached, its link, in the card language, with the visitor’s links', async () => {
    for (const language of ['he', 'ar', 'ru', 'en'] as const) {
      const { user, card } = await ownerWithCardIn(language);
      const address = `visitor-${language}-${sequence}@example.test`;
      expect((await submitLead(server, card.slug, { email: address, sendCard: true })).status).toBe(201);
      await server.services.leadMailWorker.sendDue();
      const [mail, ...more] = await mailsTo(server.config.dataDir, address);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe({ he: 'הכרטיס של Gal Levi', ar: 'بطاقة Gal Levi', ru: 'Визитка: Gal Levi', en: "Gal Levi's card" }[language]);
      expect(mail!.text).toContain(`${server.config.publicUrl}/p/${card.slug}`);
      expect(mail!.text).toContain(`${server.config.publicUrl}/my-details?token=`);
      // Where Russian would decline the business's name, the text is worded so that it keeps its own form.
      expect(mail!.text).toContain({ he: 'מצורף הכרטיס של Gal Levi', ar: 'مرفقة بطاقة Gal Levi', ru: 'Gal Levi отправляет вам визитку', en: "Gal Levi's card is attached" }[language]);
      // The business keeps its own direction (FSI … PDI) in the sentences that name it.
      const business = '\u2068Studio Gal\u2069';
      expect(mail!.text).toContain({ he: `נשלח מטעם ${business}.`, ar: `أُرسلت نيابةً عن ${business}.`, ru: `Отправитель: ${business}.`, en: `Sent on behalf of ${business}.` }[language]);
      expect(mail!.text).toContain({ he: `להסרה מכל דיוור של ${business} בלחיצה אחת:`, ar: `لإلغاء الاشتراك في كل رسائل ${business} بنقرة واحدة:`, ru: `Отписаться в один клик от всех писем, которые присылает ${business}:`, en: `Stop all emails from ${business} with one click:` }[language]);
      expect(mail!.from?.value[0]).toMatchObject({ name: 'Studio Gal' });
      expect(mail!.replyTo?.value[0]?.address).toBe(user.email);
      expect(mail!.headers.get('list')).toMatchObject({ 'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' }, unsubscribe: { url: expect.stringContaining('/unsubscribe?token=') } });
      const [attachment] = mail!.attachments;
      expect(attachment).toMatchObject({ contentType: 'text/vcard', filename: 'Gal Levi.vcf' });
      const contact = new VCard().parse(attachment!.content.toString('utf8'));
      expect(contact.get('fn').valueOf()).toBe('Gal Levi');
    }
  });

  it('keeps the lead as an exchange, with both consents as shown, their language and time; the marketing one only when ticked', async () => {
    const { user, card } = await ownerWithCardIn('ru');
    await submitLead(server, card.slug, { name: 'Ольга', email: 'olga@example.test', sendCard: true, marketingConsent: true });
    await submitLead(server, card.slug, { name: 'Игорь', phone: '050-222-3344' });
    const owner = await signedIn(server.url, user);
    const list = (await (await owner.fetch('/api/leads')).json()) as LeadList;
    const [igor, olga] = list.items;
    expect(olga).toMatchObject({ source: 'exchange', consentText: LEAD_CONSENT_TEXT.ru, consentLanguage: 'ru', marketingConsent: { text: MARKETING_CONSENT_TEXT.ru('Studio Gal'), at: olga!.createdAt } });
    expect(igor).toMatchObject({ source: 'card', consentLanguage: 'ru', marketingConsent: null });
    const detail = (await (await owner.fetch(`/api/leads/${olga!.id}`)).json()) as LeadDetail;
    expect(detail.timeline.map((entry) => (entry.type === 'mail' ? `${entry.mail.kind}:${entry.mail.status}` : entry.type))).toEqual(['created', 'card:pending']);
  });

  it("tells the owner the card a lead came through as it is now (the reply's language, the owner's names, the company); null once deleted", async () => {
    const { user, card } = await ownerWithCardIn('ar');
    const other = await buildCard(server.query, user.id, { displayName: 'Gal Levi', contactKind: 'person', givenName: 'Gal', familyName: 'Levi', company: 'Studio Gal', language: 'ar', slug: `exchange-reply-${sequence}` });
    await submitLead(server, card.slug, { name: 'رنا حداد', phone: '050-222-3344' });
    await submitLead(server, other.slug, { name: 'سامي', phone: '050-222-3355' });
    const owner = await signedIn(server.url, user);
    const leads = async () => ((await (await owner.fetch('/api/leads')).json()) as LeadList).items;
    const [sami, rana] = await leads();
    expect(rana!.card).toEqual({ language: 'ar', displayName: 'Gal Levi', givenName: '', company: 'Studio Gal' });
    expect(sami!.card).toEqual({ language: 'ar', displayName: 'Gal Levi', givenName: 'Gal', company: 'Studio Gal' });
    expect((await owner.send('DELETE', `/api/profiles/${other.id}`)).status).toBe(204);
    expect((await leads())[0]).toMatchObject({ name: 'سامي', profileId: null, card: null, consentLanguage: 'ar' });
  });

  it('thanks a visitor who asked for the card by saying it is on its way, in the card language, also after a plain form post', async () => {
    const onItsWay = { he: 'הכרטיס בדרך אליכם במייל.', ar: 'البطاقة في طريقها إلى بريدك الإلكتروني.', ru: 'Визитка скоро придёт вам на почту.', en: 'The card is on its way to your inbox.' };
    for (const language of ['he', 'ar', 'ru', 'en'] as const) {
      const { card } = await ownerWithCardIn(language);
      const page = await (await fetch(`${server.url}/p/${card.slug}`)).text();
      expect(/<p [^>]*id="lead-sent-card"[^>]*>([^<]*)<\/p>/.exec(page)?.[1]).toContain(onItsWay[language]);
    }
    const { card } = await ownerWithCardIn('he');
    const post = (fields: Record<string, string>) =>
      fetch(`${server.url}/api/public/profiles/${card.slug}/leads`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': '10.9.9.10' },
        body: new URLSearchParams({ name: 'דנה', email: 'dana-asks@example.test', consent: 'on', ...fields }).toString(),
      });
    expect((await post({ sendCard: 'on' })).headers.get('location')).toBe(`/p/${card.slug}?lead=sent-card#lead-sent-card`);
    expect((await post({ message: 'בלי כרטיס' })).headers.get('location')).toBe(`/p/${card.slug}?lead=sent#lead-sent`);
  });

  it('refuses sendCard without an email address, with the field’s Hebrew message, and stores nothing', async () => {
    const { card } = await ownerWithCardIn('he');
    const response = await submitLead(server, card.slug, { phone: '050-111-2233', sendCard: true });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { details: unknown[] }).details).toEqual([{ path: 'email', message: LEAD_MESSAGES.sendCardNeedsEmail }]);
  });

  it('mails the card to one address at most 3 times a day from one card: the 4th is a 429 that stores nothing, and a plain form post comes back with the notice', async () => {
    const { user, card } = await ownerWithCardIn('he');
    const address = 'stranger@example.test';
    for (let i = 0; i < 3; i += 1) expect((await submitLead(server, card.slug, { email: address, sendCard: true, message: `שוב ${i}` })).status).toBe(201);
    const fourth = await submitLead(server, card.slug, { email: address, sendCard: true, message: 'רביעית' });
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({ message: LEAD_MESSAGES.cardMailLimit, code: 'card_mail_limit' });
    const form = await fetch(`${server.url}/api/public/profiles/${card.slug}/leads`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': '10.9.9.9' },
      body: new URLSearchParams({ name: 'דנה', email: address, consent: 'on', sendCard: 'on' }).toString(),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`/p/${card.slug}?lead=card-limit#lead-card-limit`);
    const owner = await signedIn(server.url, user);
    expect(((await (await owner.fetch('/api/leads')).json()) as LeadList).total).toBe(3);
    // Another card of another owner still may send its own card to the same address.
    const other = await ownerWithCardIn('en');
    expect((await submitLead(server, other.card.slug, { email: address, sendCard: true })).status).toBe(201);
  });

  it('shows the notice at collection, the two ticks (the marketing one unticked, naming the business) and the footer’s link to the visitor’s rights', async () => {
    const { card } = await ownerWithCardIn('en');
    const page = await (await fetch(`${server.url}/p/${card.slug}`)).text();
    expect(page).toContain('Your details are kept by <bdi>Studio Gal</bdi> to get back to you about your inquiry.');
    expect(page).toContain('<a href="mailto:noa@example.test">Contact</a>');
    const marketingBox = /<input id="kc-lead-marketing"[^>]*>/.exec(page)?.[0];
    expect(marketingBox).toContain('name="marketingConsent"');
    expect(marketingBox).not.toContain('checked');
    expect(page).toContain(MARKETING_CONSENT_TEXT.en('<bdi>Studio Gal</bdi>'));
    expect(page).toContain(`href="https://wa.me/?text=${encodeURIComponent(`${server.config.publicUrl}/p/${card.slug}`)}"`);
    expect(page).toContain(`href="/my-details?card=${card.slug}"`);
  });

  it('names a business in its own direction in an Arabic card’s notice and marketing tick, so "Acme Ltd." keeps its full stop at its end', async () => {
    const user = await buildUser(server.query, { trialEndsAt: inTwoWeeks() });
    const card = await buildCard(server.query, user.id, { displayName: 'سلمى حداد', company: 'Acme Ltd.', language: 'ar', slug: `exchange-acme-${sequence}` });
    const page = await (await fetch(`${server.url}/p/${card.slug}`)).text();
    expect(page).toContain('تُحفظ البيانات لدى <bdi>Acme Ltd.</bdi> للرد على طلبك.');
    expect(page).toContain(`<label for="kc-lead-marketing">${MARKETING_CONSENT_TEXT.ar('<bdi>Acme Ltd.</bdi>')}</label>`);
  });
});
