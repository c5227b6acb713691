import sharp from 'sharp';
import VCard from 'vcf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_TEXTS } from '../../shared/card/texts';
import { leadReplyLinks } from '../../shared/lead-mail/reply';
import type { FollowUp } from '../../shared/contract/lead-mail';
import { LEAD_CONSENT_TEXT, MARKETING_CONSENT_TEXT, type LeadList } from '../../shared/contract/leads';
import { PROFILE_MESSAGES, type Profile, type ProfileFormValues, type ProfileSummary } from '../../shared/contract/profiles';
import { buildCard } from '../fixtures/cards';
import { json, type TestClient } from '../helpers/client';
import { mailsTo } from '../helpers/mail';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { buildUser, inTwoWeeks } from '../helpers/users';
import { addressesIn, keysNamed } from '../helpers/visitors';
import { zbarDecode } from '../helpers/zbar';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

const newKey = keysNamed('card-version');
const newAddress = addressesIn(11);

/** The English version an owner writes of their Hebrew card: the title left empty keeps the card's own. */
const ENGLISH = { language: 'en', displayName: 'Dana Levi', givenName: 'Dana', familyName: 'Levi', title: '', company: 'Dana Design', bio: 'Interior design for homes that are lived in.' } as const;

/** The left half of a 1920×1080 picture. */
const leftHalf = (png: Buffer) => sharp(png).extract({ left: 0, top: 0, width: 960, height: 1080 }).png().toBuffer();

let sequence = 0;
/** An owner on a trial, signed in, with a Hebrew card whose button and website have labels. */
async function ownerWithCard(): Promise<{ owner: TestClient; card: Profile }> {
  sequence += 1;
  const user = await buildUser(server.query, { trialEndsAt: inTwoWeeks() });
  const card = await buildCard(server.query, user.id, {
    slug: `versions-${sequence}`,
    displayName: 'דנה לוי',
    contactKind: 'person',
    givenName: 'דנה',
    familyName: 'לוי',
    title: 'מעצבת פנים',
    company: 'דנה עיצובים',
    bio: 'עיצוב פנים לבתים שחיים בהם.',
    items: [
      { kind: 'phone', label: '', value: '050-123-4567' },
      { kind: 'button', label: 'לקביעת פגישה', url: 'https://calendly.example.test/dana' },
      { kind: 'website', label: 'תיק עבודות', url: 'https://dana.example.test' },
    ],
  });
  return { owner: await signedIn(server.url, user), card };
}

/** The card as the editor saves it, with `changes`. */
function saved(card: Profile, changes: Partial<ProfileFormValues>): ProfileFormValues & { version: number } {
  const { id: _id, userId: _user, isPrimary: _primary, createdAt: _created, updatedAt: _updated, ...input } = card;
  return { ...input, ...changes } as ProfileFormValues & { version: number };
}

/** Saves the card with an English version, the button's label in English too. */
async function withEnglish(owner: TestClient, card: Profile): Promise<Profile> {
  const items = card.items.map((item) => (item.kind === 'button' ? { ...item, labels: { en: 'Book a meeting', ar: '  ' } } : item));
  return json<Profile>(await owner.send('PUT', `/api/profiles/${card.id}`, saved(card, { items, translations: [ENGLISH] })), 200);
}

const page = (slug: string, headers: Record<string, string> = {}, query = '') => fetch(`${server.url}/p/${slug}${query}`, { headers });

/** A visitor's lead sent by the card page's script to the form's address (`path`), consent given. */
const leaveLead = (path: string, lead: Record<string, unknown>) =>
  fetch(server.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': newAddress() },
    body: JSON.stringify({ consent: true, idempotencyKey: newKey(), ...lead }),
  });

describe('a card in more than one language', () => {
  it('keeps the versions its owner saves, with the items’ labels in them (empty ones dropped)', async () => {
    const { owner, card } = await ownerWithCard();
    const stored = await withEnglish(owner, card);
    expect(stored.translations).toEqual([ENGLISH]);
    expect(stored.items.find((item) => item.kind === 'button')!.labels).toEqual({ en: 'Book a meeting' });
    expect(await json<Profile>(await owner.fetch(`/api/profiles/${card.id}`), 200)).toMatchObject({ translations: [ENGLISH] });
    // The owner's list of cards says which languages each is written in.
    expect((await json<ProfileSummary[]>(await owner.fetch('/api/profiles'), 200)).find((each) => each.id === card.id)!.languages).toEqual(['he', 'en']);
  });

  it('refuses a version in the card’s own language, two in one language, or one without a name, with the Hebrew message at its field', async () => {
    const { owner, card } = await ownerWithCard();
    const refusals = [
      { translations: [{ ...ENGLISH, language: 'he' as const }], path: 'translations.0.language', message: PROFILE_MESSAGES.translationLanguage },
      { translations: [ENGLISH, { ...ENGLISH, displayName: 'Dana L.' }], path: 'translations.1.language', message: PROFILE_MESSAGES.translationLanguage },
      { translations: [{ ...ENGLISH, displayName: ' ' }], path: 'translations.0.displayName', message: PROFILE_MESSAGES.displayNameRequired },
    ];
    for (const { translations, path, message } of refusals) {
      const answer = await json<{ details: { path: string; message: string }[] }>(await owner.send('PUT', `/api/profiles/${card.id}`, saved(card, { translations })), 400);
      expect(answer.details).toContainEqual({ path, message });
    }
    expect((await json<Profile>(await owner.fetch(`/api/profiles/${card.id}`), 200)).translations).toEqual([]);
  });

  it('speaks the visitor’s browser’s language at its one address, and the card’s own to any other browser', async () => {
    const { owner, card } = await ownerWithCard();
    await withEnglish(owner, card);
    const english = await page(card.slug, { 'Accept-Language': 'en-US,en;q=0.9,he;q=0.8' });
    expect(english.headers.get('vary')).toMatch(/accept-language/i);
    const html = await english.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain('<title>Dana Levi · מעצבת פנים · Dana Design | Kartis</title>');
    expect(html).toContain('>Interior design for homes that are lived in.<');
    expect(html).toContain('>Book a meeting<');
    // A label not written in English stays the owner's own; one left empty is the item's name in English.
    expect(html).toContain('>תיק עבודות<');
    expect(html).toContain(`>${CARD_TEXTS.en.saveContact}</a>`);
    for (const headers of [{}, { 'Accept-Language': 'ru-RU,ru;q=0.9' }, { 'Accept-Language': 'he-IL,he;q=0.9,en;q=0.8' }] as Record<string, string>[]) {
      const hebrew = await (await page(card.slug, headers)).text();
      expect(hebrew).toMatch(/^<!doctype html>\n<html lang="he" dir="rtl">/);
      expect(hebrew).toContain('>לקביעת פגישה<');
    }
  });

  it('opens the version its address names, links to each version by its own name, and names them for search engines', async () => {
    const { owner, card } = await ownerWithCard();
    await withEnglish(owner, card);
    const base = `${server.config.publicUrl}/p/${card.slug}`;
    const html = await (await page(card.slug, { 'Accept-Language': 'he' }, '?lang=en')).text();
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toContain(`<nav class="kc-langs" aria-label="${CARD_TEXTS.en.languages}">`);
    expect(html).toContain(`<a href="/p/${card.slug}?lang=he" lang="he" hrefLang="he">עברית</a>`);
    expect(html).toContain(`<a href="/p/${card.slug}?lang=en" lang="en" hrefLang="en" aria-current="page">English</a>`);
    expect(html).toContain(`<link rel="canonical" href="${base}?lang=en">`);
    expect(html).toContain(`<link rel="alternate" hreflang="he" href="${base}?lang=he">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${base}?lang=en">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${base}">`);
    // Saving the contact saves this version; sharing shares the one address, which speaks each reader's language.
    expect(html).toContain(`href="/p/${card.slug}/vcard?lang=en" download=""`);
    expect(html).toContain(`data-kc-url="${base}"`);
    // Link previews of the version show its own picture (its name drawn in English), not a redirect to the card's.
    const picture = html.match(/<meta property="og:image" content="([^"]+)">/)![1]!.replaceAll('&amp;', '&');
    expect(picture).toMatch(new RegExp(`/p/${card.slug}/og-[\\w-]{16}\\.jpg\\?lang=en$`));
    const drawn = await fetch(picture, { redirect: 'manual' });
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('content-type')).toBe('image/jpeg');
    const hebrewPicture = (await (await page(card.slug, {}, '?lang=he')).text()).match(/<meta property="og:image" content="([^"]+)">/)![1]!;
    expect(hebrewPicture).not.toBe(picture);
    // A language the card is not written in is the visitor's browser's choice again.
    expect(await (await page(card.slug, { 'Accept-Language': 'en' }, '?lang=ar')).text()).toMatch(/<html lang="en" dir="ltr">/);
  });

  it('is listed in the sitemap by each version’s address, as its pages name themselves', async () => {
    const { owner, card } = await ownerWithCard();
    const { card: single } = await ownerWithCard();
    await withEnglish(owner, card);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const base = `${server.config.publicUrl}/p/${card.slug}`;
    expect(sitemap).toContain(`<loc>${base}?lang=he</loc>`);
    expect(sitemap).toContain(`<loc>${base}?lang=en</loc>`);
    expect(sitemap).not.toContain(`<loc>${base}</loc>`);
    expect(sitemap).toContain(`<loc>${server.config.publicUrl}/p/${single.slug}</loc>`);
  });

  it('is one page for everybody while it has one language: no language links, no Vary on the browser’s language', async () => {
    const { card } = await ownerWithCard();
    const answer = await page(card.slug, { 'Accept-Language': 'en' });
    expect(answer.headers.get('vary') ?? '').not.toMatch(/accept-language/i);
    const html = await answer.text();
    expect(html).toMatch(/<html lang="he" dir="rtl">/);
    expect(html).not.toContain('<nav class="kc-langs"');
    expect(html).toContain(`href="/p/${card.slug}/vcard" download=""`);
  });

  it('gives the owner the contact code and the call background of the version they pick to carry', async () => {
    const { owner, card } = await ownerWithCard();
    await withEnglish(owner, card);
    const contactIn = async (query: string) => {
      const response = await owner.fetch(`/p/${card.slug}/contact-qr.png${query}`);
      expect(response.status, query).toBe(200);
      const [text] = await zbarDecode(Buffer.from(await response.arrayBuffer()));
      return new VCard().parse(text!.replace(/\r?\n/g, '\r\n'));
    };
    const english = await contactIn('?lang=en');
    expect([english.get('fn').valueOf(), english.get('n').valueOf()]).toEqual(['Dana Levi', 'Levi;Dana;;;']);
    expect((await contactIn('')).get('fn').valueOf()).toBe('דנה לוי');
    // A language the card is not written in is its own.
    expect((await contactIn('?lang=ru')).get('fn').valueOf()).toBe('דנה לוי');

    const background = async (query: string) => {
      const response = await owner.fetch(`/api/profiles/${card.id}/background.png?layout=light${query}`);
      expect(response.status, query).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const [own, inEnglish] = await Promise.all([background(''), background('&lang=en')]);
    expect(inEnglish.equals(own)).toBe(false);
    // English reads left to right: its column starts on the left, where the QR now is (the Hebrew one's is on the right).
    expect(await zbarDecode(await leftHalf(inEnglish))).toEqual([`${server.url}/p/${card.slug}?src=qr`]);
    expect(await zbarDecode(await leftHalf(own))).toEqual([]);
    const refused = await json<{ details: { path: string; message: string }[] }>(await owner.fetch(`/api/profiles/${card.id}/background.png?lang=xx`), 400);
    expect(refused.details[0]).toMatchObject({ path: 'lang', message: 'שפת הרקע היא he, ar, ru או en' });
  });

  it('saves the contact in the version asked for: its names, title and company', async () => {
    const { owner, card } = await ownerWithCard();
    await withEnglish(owner, card);
    const english = await fetch(`${server.url}/p/${card.slug}/vcard?lang=en`);
    expect(english.headers.get('content-disposition')).toContain('Dana%20Levi.vcf');
    const contact = new VCard().parse(await english.text());
    expect(contact.get('fn').valueOf()).toBe('Dana Levi');
    expect(contact.get('n').valueOf()).toBe('Levi;Dana;;;');
    expect(contact.get('title').valueOf()).toBe('מעצבת פנים');
    expect(contact.get('org').valueOf()).toBe('Dana Design');
    const hebrew = new VCard().parse(await (await fetch(`${server.url}/p/${card.slug}/vcard?lang=he`)).text());
    expect(hebrew.get('fn').valueOf()).toBe('דנה לוי');
    expect(hebrew.get('n').valueOf()).toBe('לוי;דנה;;;');
  });

  it('files the contact of a version with no names for contacts under its display name, not the card’s names in another language', async () => {
    const { owner, card } = await ownerWithCard();
    await json<Profile>(await owner.send('PUT', `/api/profiles/${card.id}`, saved(card, { translations: [{ language: 'ru', displayName: 'Дана Леви' }] })), 200);
    const russian = new VCard().parse(await (await fetch(`${server.url}/p/${card.slug}/vcard?lang=ru`)).text());
    expect(russian.get('fn').valueOf()).toBe('Дана Леви');
    expect(russian.get('n').valueOf()).toBe(';Дана Леви;;;');
  });

  it('keeps a lead left on the English version with the consent as shown in English, and mails the card asked for in English', async () => {
    const { owner, card } = await ownerWithCard();
    await withEnglish(owner, card);
    // The owner's follow-up is written in the card's own language, and goes out in it whichever version was read.
    await json<FollowUp>(await owner.send('PUT', `/api/profiles/${card.id}/follow-up`, { enabled: true, subject: 'תודה {name}', body: 'שלום {name}', when: 'now', marketing: false }), 200);
    const form = (await (await page(card.slug, {}, '?lang=en')).text()).match(/<form class="kc-lead-form"[^>]*action="([^"]+)"/)![1]!.replaceAll('&amp;', '&');
    expect(form).toBe(`/api/public/profiles/${card.slug}/leads?lang=en`);
    const address = `reader-${sequence}@example.test`;
    expect((await leaveLead(form, { name: 'Sam Cohen', email: address, sendCard: true, marketingConsent: true })).status).toBe(201);
    const [lead] = ((await (await owner.fetch('/api/leads')).json()) as LeadList).items;
    expect(lead).toMatchObject({ consentText: LEAD_CONSENT_TEXT.en, consentLanguage: 'en', marketingConsent: { text: MARKETING_CONSENT_TEXT.en('Dana Design') } });
    // The owner's reply is written from the version the lead read: its names and company.
    expect(lead!.card).toEqual({ language: 'en', displayName: 'Dana Levi', givenName: 'Dana', company: 'Dana Design' });
    expect(leadReplyLinks(lead!, 'he').mail).toContain(encodeURIComponent('This is Dana from Dana Design.'));
    await server.services.leadMailWorker.sendDue();
    const mails = await mailsTo(server.config.dataDir, address);
    const cardMail = mails.find((mail) => mail.subject === "Dana Levi's card")!;
    expect(cardMail.text).toContain(`${server.config.publicUrl}/p/${card.slug}?lang=en`);
    expect(cardMail.html).toMatch(/<html lang="en" dir="ltr">/);
    expect(new VCard().parse(cardMail.attachments[0]!.content.toString('utf8')).get('fn').valueOf()).toBe('Dana Levi');
    const followUp = mails.find((mail) => mail.subject === 'תודה Sam Cohen')!;
    expect(followUp.html).toMatch(/<html lang="he" dir="rtl">/);
  });

  it('asks “what do you hold about me?” in the version the visitor read, and mails the link in its language, naming its business', async () => {
    const { owner, card } = await ownerWithCard();
    await withEnglish(owner, card);
    const address = `held-${sequence}@example.test`;
    expect((await leaveLead(`/api/public/profiles/${card.slug}/leads?lang=en`, { name: 'Sam', email: address })).status).toBe(201);
    const footer = (await (await page(card.slug, {}, '?lang=en')).text()).match(/href="(\/my-details\?[^"]+)"/)![1]!.replaceAll('&amp;', '&');
    expect(footer).toBe(`/my-details?card=${card.slug}&lang=en`);
    const form = await (await fetch(server.url + footer)).text();
    expect(form).toMatch(/<html lang="en" dir="ltr">/);
    expect(form).toContain('Dana Design');
    const asked = await fetch(`${server.url}/my-details/request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': newAddress() },
      body: new URLSearchParams({ card: card.slug, lang: 'en', email: address }).toString(),
    });
    expect(asked.status).toBe(202);
    const [mail] = await mailsTo(server.config.dataDir, address);
    expect(mail!.subject).toBe('Your details at Dana Design');
  });

  it('names the business of the version the visitor read on the pages its mail’s links open, as the mail does', async () => {
    const { owner, card } = await ownerWithCard();
    await withEnglish(owner, card);
    const address = `named-${sequence}@example.test`;
    expect((await leaveLead(`/api/public/profiles/${card.slug}/leads?lang=en`, { name: 'Sam', email: address, sendCard: true })).status).toBe(201);
    await server.services.leadMailWorker.sendDue();
    const [mail] = await mailsTo(server.config.dataDir, address);
    expect(mail!.text).toContain('What \u2068Dana Design\u2069 holds about you');
    const link = (path: string) => new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(mail!.text!)![0];
    const details = await (await fetch(link('/my-details'))).text();
    expect(details).toContain('This is what <bdi>Dana Design</bdi> holds about the address');
    expect(details).toContain('<dt>Card</dt><dd dir="auto">Dana Levi</dd>');
    expect(details).not.toMatch(/דנה/);
    const refusal = await (await fetch(link('/unsubscribe'))).text();
    expect(refusal).toContain('Stop emails from <bdi>Dana Design</bdi>');
    const refused = await (await fetch(link('/unsubscribe'), { method: 'POST', body: 'List-Unsubscribe=One-Click' })).text();
    expect(refused).toContain('<bdi>Dana Design</bdi>');
    expect(refused).not.toContain('דנה עיצובים');

    const asked = await fetch(`${server.url}/unsubscribe/request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': newAddress() },
      body: new URLSearchParams({ email: address }).toString(),
    });
    expect(asked.status).toBe(202);
    expect((await mailsTo(server.config.dataDir, address)).at(-1)!.subject).toBe('Stop emails from Dana Design');
  });

  it('mails a fresh refusal link in the language the lead read the card in', async () => {
    const { owner, card } = await ownerWithCard();
    await withEnglish(owner, card);
    const address = `refuses-${sequence}@example.test`;
    expect((await leaveLead(`/api/public/profiles/${card.slug}/leads?lang=en`, { name: 'Sam', email: address })).status).toBe(201);
    const asked = await fetch(`${server.url}/unsubscribe/request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': newAddress(), 'Accept-Language': 'he' },
      body: new URLSearchParams({ email: address }).toString(),
    });
    expect(asked.status).toBe(202);
    const [mail] = await mailsTo(server.config.dataDir, address);
    expect(mail!.html).toMatch(/<html lang="en" dir="ltr">/);
  });

  it('brings a visitor who sent the form without the page’s script back to the version they read', async () => {
    const { owner, card } = await ownerWithCard();
    await withEnglish(owner, card);
    const answer = await fetch(`${server.url}/api/public/profiles/${card.slug}/leads?lang=en`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': newAddress() },
      body: new URLSearchParams({ name: 'Sam', phone: '050-111-2233', consent: 'on' }).toString(),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/p/${card.slug}?lang=en&lead=sent#lead-sent`);
  });
});
