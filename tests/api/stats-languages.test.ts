import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blankTranslation, type Profile } from '../../shared/contract/profiles';
import type { StatsReport } from '../../shared/contract/stats';
import { buildCard } from '../fixtures/cards';
import { clearEvents, PHONE_AGENT, sendBeacon } from '../helpers/beacons';
import { json, type TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { rows, sql } from '../helpers/sql';
import { buildUser, inTwoWeeks } from '../helpers/users';

// Views by the language a card was read in: the page names its version in every beacon, the server keeps it only when
// the card is written in it, and the owner's report counts the rest (old rows without one too) as the card's own.

const ENGLISH = { ...blankTranslation('en'), displayName: 'Dana Levi' } as const;

let server: TestServer;
let owner: TestClient;
/** A Hebrew card with an English version. */
let card: Profile;
/** The same owner's card in Hebrew only. */
let hebrewOnly: Profile;

beforeAll(async () => {
  server = await startTestServer();
  const user = await buildUser(server.query, { trialEndsAt: inTwoWeeks() });
  card = await buildCard(server.query, user.id, { displayName: 'דנה לוי', translations: [ENGLISH] });
  hebrewOnly = await buildCard(server.query, user.id, { displayName: 'כרטיס בעברית' });
  owner = await signedIn(server.url, user);
});
afterAll(() => server.close());
beforeEach(() => clearEvents(server.query));

const beacon = (events: unknown[], userAgent = PHONE_AGENT) => sendBeacon(server.url, events, { userAgent });

async function report(path: string): Promise<StatsReport> {
  return json<StatsReport>(await owner.fetch(path), 200);
}

async function storedLanguages(profileId: number) {
  await server.events.flush();
  return (await rows<{ kind: string; language: string | null }>(server.query, sql`SELECT kind, language FROM profile_events WHERE profile_id = ${profileId} ORDER BY id`)).map(
    (row) => [row.kind, row.language],
  );
}

describe('views by the language the card was read in', () => {
  it("counts a view beaconed from the English version under English; a bad or unknown language, and none, under the card's own", async () => {
    const views = [
      { kind: 'view', profileId: card.id, language: 'en' },
      { kind: 'click', profileId: card.id, itemId: card.items[0]!.id, language: 'en' },
      { kind: 'view', profileId: card.id, language: 'he' },
      // Arabic is a card language, but this card is not written in it; the others are no language at all.
      { kind: 'view', profileId: card.id, language: 'ar' },
      { kind: 'view', profileId: card.id, language: 'klingon' },
      { kind: 'view', profileId: card.id, language: 42 },
      { kind: 'view', profileId: card.id },
    ];
    for (const [i, event] of views.entries()) expect((await beacon([event], `${PHONE_AGENT} reader-${i}`)).status).toBe(204);

    expect(await storedLanguages(card.id)).toEqual([
      ['view', 'en'],
      ['click', 'en'],
      ['view', 'he'],
      ['view', null],
      ['view', null],
      ['view', null],
      ['view', null],
    ]);
    const body = await report(`/api/profiles/${card.id}/stats?days=7`);
    expect(body.totals.views).toBe(6);
    expect(body.languages).toEqual([
      { language: 'he', views: 5 },
      { language: 'en', views: 1 },
    ]);
  });

  it("counts views recorded before languages were (no language) as the card's own", async () => {
    // As a view of before the migration: a row with no language and no language in the day's breakdown.
    await server.events.record([
      { profileId: card.id, kind: 'view', visitor: 'earlier-1' },
      { profileId: card.id, kind: 'view', visitor: 'earlier-2' },
      { profileId: card.id, kind: 'view', visitor: 'reader', language: 'en' },
    ]);
    expect(await storedLanguages(card.id)).toEqual([
      ['view', null],
      ['view', null],
      ['view', 'en'],
    ]);
    expect((await report(`/api/profiles/${card.id}/stats?days=7`)).languages).toEqual([
      { language: 'he', views: 2 },
      { language: 'en', views: 1 },
    ]);
  });

  it('keeps the language of the no-script pixel and of a contact saved from a version', async () => {
    const pixel = await fetch(`${server.url}/api/events/pixel?p=${card.id}&lang=en`, { headers: { 'User-Agent': PHONE_AGENT } });
    expect(pixel.status).toBe(200);
    const vcard = await fetch(`${server.url}/p/${card.slug}/vcard?lang=en`, { headers: { 'User-Agent': PHONE_AGENT } });
    expect(vcard.status).toBe(200);
    await fetch(`${server.url}/api/events/pixel?p=${card.id}&lang=nope`, { headers: { 'User-Agent': `${PHONE_AGENT} other` } });
    expect(await storedLanguages(card.id)).toEqual([
      ['view', 'en'],
      ['vcard', 'en'],
      ['view', null],
    ]);
  });

  it("names the version on the card page, for its beacons and its no-script pixel", async () => {
    const page = await (await fetch(`${server.url}/p/${card.slug}?lang=en`)).text();
    expect(page).toMatch(new RegExp(`<article [^>]*lang="en"[^>]*data-kc-id="${card.id}"`));
    expect(page).toContain(`/api/events/pixel?p=${card.id}&amp;lang=en`);
  });

  it('adds up all the cards, and leaves the breakdown empty for a card in one language', async () => {
    await beacon([
      { kind: 'view', profileId: card.id, language: 'en' },
      { kind: 'view', profileId: hebrewOnly.id, language: 'he' },
      { kind: 'view', profileId: hebrewOnly.id, language: 'en' },
    ]);
    expect((await report(`/api/profiles/${hebrewOnly.id}/stats?days=7`)).languages).toEqual([]);
    const all = await report('/api/stats?days=7');
    expect(all.totals.views).toBe(3);
    expect(all.languages).toEqual([
      { language: 'he', views: 2 },
      { language: 'en', views: 1 },
    ]);
  });

  it('adds the languages to the CSV export of a card in several, by their own names, and not to one in one language', async () => {
    await beacon([{ kind: 'view', profileId: card.id, language: 'en' }, { kind: 'view', profileId: hebrewOnly.id }]);
    const csv = await (await owner.fetch(`/api/profiles/${card.id}/stats/export.csv?days=7&lang=en`)).text();
    expect(csv).toContain('Language,Views\r\nEnglish,1\r\nעברית,0\r\n');
    const single = await (await owner.fetch(`/api/profiles/${hebrewOnly.id}/stats/export.csv?days=7&lang=en`)).text();
    expect(single).not.toContain('Language');
  });

  it("is not shown to another owner: their report of this card is 404", async () => {
    const stranger = await signedIn(server.url, await buildUser(server.query, { trialEndsAt: inTwoWeeks() }));
    const response = await stranger.fetch(`/api/profiles/${card.id}/stats?days=7`);
    expect(response.status).toBe(404);
    expect(JSON.stringify(await response.json())).not.toContain('languages');
  });
});
