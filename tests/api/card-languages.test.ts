import VCard from 'vcf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_FORM_TEXTS } from '../../shared/card/LeadForm';
import { CARD_TEXTS } from '../../shared/card/texts';
import type { CardLanguage } from '../../shared/contract/card-languages';
import { LEAD_CONSENT_TEXT, LEAD_MESSAGES } from '../../shared/contract/leads';
import type { Profile } from '../../shared/contract/profiles';
import { buildCard, cardInput } from '../fixtures/cards';
import { json } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInClient } from '../helpers/sign-in';
import { buildUser, type TestUser } from '../helpers/users';
import { addressesIn, keysNamed } from '../helpers/visitors';
import { row, sql } from '../helpers/sql';

let server: TestServer;
let owner: TestUser;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
  owner = await buildUser(server.query, { username: 'layla' });
});
afterAll(() => server.close());

const newKey = keysNamed('language-key');
const newAddress = addressesIn(3);

/** A Hebrew name with an English company and a phone number: the mixed-direction text a card must keep readable. */
function cardIn(language: CardLanguage): Promise<Profile> {
  return buildCard(server.query, owner.id, {
    language,
    displayName: 'ליילא חורי',
    title: 'Product designer',
    company: 'Acme Ltd',
    items: [
      { kind: 'phone', label: '', value: '050-123-4567' },
      { kind: 'social', brand: 'website', label: '', url: 'https://layla.example.test' },
    ],
  });
}

// The privacy policy is written in every card language: a card links to the one in its own.
const EXPECTED: Record<CardLanguage, { dir: string; locale: string; siteName: string; privacy: string }> = {
  he: { dir: 'rtl', locale: 'he_IL', siteName: 'כרטיס', privacy: '/privacy' },
  ar: { dir: 'rtl', locale: 'ar_AR', siteName: 'Kartis', privacy: '/privacy?lang=ar' },
  ru: { dir: 'ltr', locale: 'ru_RU', siteName: 'Kartis', privacy: '/privacy?lang=ru' },
  en: { dir: 'ltr', locale: 'en_US', siteName: 'Kartis', privacy: '/privacy?lang=en' },
};
const LANGUAGES = Object.keys(EXPECTED) as CardLanguage[];

describe('a card in each of its four languages', () => {
  it.each(LANGUAGES)('renders a %s card in its language and direction: buttons, lead form, consent and head', async (language) => {
    const card = await cardIn(language);
    const html = await (await fetch(`${server.url}/p/${card.slug}`)).text();
    const { dir, locale, siteName, privacy } = EXPECTED[language];
    const t = CARD_TEXTS[language];
    const form = LEAD_FORM_TEXTS[language];
    expect(html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${language}" dir="${dir}">`));
    expect(html).toContain(`<article class="kc kc--classic kc--page" lang="${language}" dir="${dir}"`);
    expect(html).toContain(`<title>ליילא חורי · Product designer · Acme Ltd | ${siteName}</title>`);
    expect(html).toContain(`<meta property="og:locale" content="${locale}">`);
    expect(html).toMatch(new RegExp(`/vcard" download=""><svg[^]*?</svg>${t.saveContact}</a>`));
    expect(html).toContain(`aria-label="${t.actions}"`);
    expect(html).toContain(`>${form.title}</h2>`);
    expect(html).toContain(`${LEAD_CONSENT_TEXT[language]} <a href="${privacy}" target="_blank"`);
    // "Made with Kartis" opens the home page as the privacy policy opens: in English on a card the site cannot speak.
    expect(html).toContain(`<a class="kc-foot-link" href="${server.config.publicUrl}${privacy.replace('/privacy', '/')}">${t.madeWith}</a>`);
    expect(html).toContain(`>${form.submit}</button>`);
    expect(html).toContain(`>${form.sent}</p>`);
    // What the page says when the lead waits on the phone for a connection (the service worker sends it later).
    expect(html).toContain(`data-queued="${form.queued}"`);
    // The website link is named in the card's language for screen readers.
    expect(html).toContain(`<span class="kc-sr">${t.websiteLabel}</span>`);
    // Title and company keep their own direction inside the card's; the number reads left to right.
    expect(html).toContain('<p class="kc-role"><bdi>Product designer</bdi> · <bdi>Acme Ltd</bdi></p>');
    expect(html).toMatch(/<a [^>]*href="tel:\+972501234567"[^>]*dir="ltr"[^>]*>050-123-4567<\/a>/);
  });

  it('answers the form of a card in another language in that language, and the page carries no Hebrew answers for it', async () => {
    const arabic = await cardIn('ar');
    const send = (slug: string, body: Record<string, unknown>) =>
      fetch(`${server.url}/api/public/profiles/${slug}/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': newAddress() },
        body: JSON.stringify({ consent: true, idempotencyKey: newKey(), ...body }),
      });
    const refused = await send(arabic.slug, { name: 'سامي' });
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as { message: string; details: { path: string; message: string }[] };
    expect(answer.message).toBe(LEAD_FORM_TEXTS.ar.contactRequired);
    expect(answer.details.map((detail) => detail.message)).toContain(LEAD_FORM_TEXTS.ar.contactRequired);
    // What the server has no words for in Arabic is the card's own "sending failed".
    const garbled = (await (await send(arabic.slug, { name: 'سامي', phone: '050-111-2233', idempotencyKey: 'x' })).json()) as { message: string };
    expect(garbled.message).toBe(LEAD_FORM_TEXTS.ar.failed);
    const hebrew = (await (await send((await cardIn('he')).slug, { name: 'דנה' })).json()) as { message: string };
    expect(hebrew.message).toBe(LEAD_MESSAGES.contactRequired);
    const page = await (await fetch(`${server.url}/p/${arabic.slug}`)).text();
    expect(page).not.toContain(LEAD_MESSAGES.contactRequired);
    expect(page).not.toContain('data-messages');
  });

  it('styles a public card without the rules of pages it is not (the owner’s notice, the missing card’s page)', async () => {
    const page = await (await fetch(`${server.url}/p/${(await cardIn('he')).slug}`)).text();
    expect(page).toContain('.kc-btn{');
    expect(page).not.toContain('.kp-missing');
    expect(page).not.toContain('.kp-banner');
    expect(await (await fetch(`${server.url}/p/no-such-card-here`)).text()).toContain('.kp-missing');
  });

  it.each(LANGUAGES)('labels a %s card’s vCard in its language', async (language) => {
    const card = await cardIn(language);
    const response = await fetch(`${server.url}/p/${card.slug}/vcard`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const t = CARD_TEXTS[language];
    expect(text).toContain(`item1.URL:https://layla.example.test\r\nitem1.X-ABLabel:${t.websiteLabel}\r\n`);
    expect(text).toContain(`item2.URL;TYPE=CARD:${server.config.publicUrl}/p/${card.slug}\r\nitem2.X-ABLabel:${t.cardLink}\r\n`);
    const contact = new VCard().parse(text.replace(/\r\n$/, ''));
    expect(contact.get('fn').valueOf()).toBe('ליילא חורי');
  });

  it('keeps the consent a visitor ticked on an Arabic card in Arabic with the lead', async () => {
    const card = await cardIn('ar');
    const response = await fetch(`${server.url}/api/public/profiles/${card.slug}/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': newAddress() },
      body: JSON.stringify({ name: 'سامي', phone: '050-111-2233', consent: true, idempotencyKey: newKey() }),
    });
    expect(response.status).toBe(201);
    expect(await row(server.query, sql`SELECT consent_text FROM leads WHERE profile_id = ${card.id}`)).toEqual({ consent_text: LEAD_CONSENT_TEXT.ar });
  });
});

describe('choosing a card’s language', () => {
  it('saves Arabic and Russian, and refuses a language cards are not written in', async () => {
    const { client } = await signedInClient(server);
    const card = await json<Profile>(await client.send('POST', '/api/profiles', cardInput({ language: 'ar' })), 201);
    expect(card.language).toBe('ar');
    const russian = await json<Profile>(await client.send('PUT', `/api/profiles/${card.id}`, { ...card, language: 'ru', version: card.version }), 200);
    expect(russian.language).toBe('ru');
    const refused = await client.send('PUT', `/api/profiles/${card.id}`, { ...russian, language: 'fr', version: russian.version });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { details: { path: string }[] }).details.map((d) => d.path)).toEqual(['language']);
  });
});
