import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CARD_SCAN_MESSAGES, type CardScanAnswer } from '../../shared/contract/card-scan';
import type { LeadList } from '../../shared/contract/leads';
import type { Notification } from '../../shared/contract/notifications';
import { CARD_SCAN_RATE_LIMIT } from '../../api/card-scan/routes';
import { drawPaperCards } from '../helpers/paper-cards.mjs';
import { json, type TestClient } from '../helpers/client';
import { startTestServer, testEngine, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { keysNamed } from '../helpers/visitors';
import { ownerWithCard } from '../fixtures/cards';

const newKey = keysNamed('scan-key');

/**
 * How well a photo reads is Tesseract's and the parser's, whatever the database: those tests run once, on SQLite. What
 * a reading stores (drafts, leads, allowances, notifications) runs on every engine.
 */
const readingOnce = it.skipIf(testEngine() !== 'sqlite');

/** The first 64 of the scan bench's cards, for the tests that read one of them. */
let benchCards: Awaited<ReturnType<typeof drawPaperCards>> = [];
// Drawn before the tests, in a hook of its own time: drawing them takes seconds (more on a busy machine), which the
// first test to read one paid within its own limit.
beforeAll(async () => {
  if (testEngine() === 'sqlite') benchCards = await drawPaperCards(64);
}, 120_000);

/** `POST {path}` as the app sends it: multipart with the photo in `photo` and, for a lead, the lead as JSON in `lead`. */
async function postPhoto(client: TestClient, path: string, photo: Buffer, lead?: unknown): Promise<Response> {
  const form = new FormData();
  if (lead) form.set('lead', JSON.stringify(lead));
  form.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'card.jpg');
  return client.fetch(path, { method: 'POST', body: form, headers: { 'csrf-token': await client.csrfToken() } });
}

/** One of the bench's cards, known by its language, name and company. */
interface BenchCard {
  language: string;
  name: string;
  company: string;
}

/** Reads each of the bench's `cards` and expects the draft's name, company, phones and emails to be the card's. */
async function expectBenchCardsRead(owner: TestClient, cards: BenchCard[]) {
  for (const truth of cards) {
    const card = benchCards.find((paper) => paper.language === truth.language && paper.truth.name === truth.name && paper.truth.company === truth.company)!;
    const { draft } = await json<CardScanAnswer>(await postPhoto(owner, '/api/leads/scan', card.photo), 200);
    expect({ name: draft.name, company: draft.company, phones: draft.phones, emails: draft.emails }).toEqual({
      name: truth.name,
      company: truth.company,
      phones: card.truth.phones,
      emails: card.truth.emails,
    });
  }
}

describe('POST /api/leads/scan where Tesseract is installed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  readingOnce('reads a photographed Hebrew card and a Russian one into drafts with their phones and emails', async () => {
    const { user } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    expect(await json(await owner.fetch('/api/leads/scan/status'), 200)).toEqual({ available: true });
    for (const language of ['he', 'ru']) {
      const [card] = await drawPaperCards(1, { seed: 3, languages: [language] });
      const { draft } = await json<CardScanAnswer>(await postPhoto(owner, '/api/leads/scan', card!.photo), 200);
      expect(draft.phones).toEqual(card!.truth.phones);
      expect(draft.emails).toEqual(card!.truth.emails);
      expect(draft.name).toBe(card!.truth.name);
    }
  });

  readingOnce('reads a name set in large type, which the card-sized reading lost', async () => {
    const { user } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    // The bench's English card with its name twice the height of the other lines: read at full size, only "Miller".
    const card = benchCards.find((paper) => paper.language === 'en' && paper.truth.name === 'Sarah Miller');
    const { draft } = await json<CardScanAnswer>(await postPhoto(owner, '/api/leads/scan', card!.photo), 200);
    expect(draft.name).toBe('Sarah Miller');
    expect(draft.emails).toEqual(card!.truth.emails);
  });

  readingOnce('reads a name whose large type the card-sized reading split into one word, and keeps that word out of the company', async () => {
    const { user } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    // The bench's cards whose name came out as its last word alone ("Brooks", "אברהם", "מזרחי"), which then passed
    // for the company while the company passed for the name.
    await expectBenchCardsRead(owner, [
      { language: 'en', name: 'Daniel Brooks', company: 'Horizon Labs' },
      { language: 'he', name: 'מיכל אברהם', company: 'נתיב השקעות' },
      { language: 'mixed', name: 'יוסי מזרחי', company: 'Horizon Labs' },
    ]);
  });

  readingOnce("reads a Hebrew card's email and website, which Tesseract reads less surely than the words around them", async () => {
    const { user } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    // The bench's Hebrew card whose email came out at 47 % and was left out with the card's edges.
    const card = benchCards.find((paper) => paper.language === 'he' && paper.truth.emails[0] === 'igor@migdal.co.il')!;
    const { draft } = await json<CardScanAnswer>(await postPhoto(owner, '/api/leads/scan', card.photo), 200);
    expect({ emails: draft.emails, websites: draft.websites, phones: draft.phones }).toEqual({ emails: ['igor@migdal.co.il'], websites: card.truth.websites, phones: card.truth.phones });
  });

  readingOnce('reads a phone beside a Hebrew label, a line the reading for contacts used to leave out', async () => {
    const { user } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    // The bench's card with a Hebrew name and an English company whose second number, after its Hebrew label, was lost.
    const card = benchCards.find((paper) => paper.language === 'mixed' && paper.truth.phones.includes('+97245475486'))!;
    const { draft } = await json<CardScanAnswer>(await postPhoto(owner, '/api/leads/scan', card.photo), 200);
    expect(draft.phones.toSorted()).toEqual(card.truth.phones.toSorted());
    expect(draft.emails).toEqual(card.truth.emails);
  });

  readingOnce("reads an Arabic card's company set in bold under the title or white on a coloured band, and a name one page mode broke a letter off", async () => {
    const { user } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    // The bench's Arabic cards whose companies came out as "مكتب sla" (read with English too) and not at all (on a band);
    // one whose name came out "أحمد منصو" (its last letter read apart, which the other page mode read whole), and one
    // whose name the other mode read with a stray "1" before it.
    await expectBenchCardsRead(owner, [
      { language: 'ar', name: 'كريم عباس', company: 'مكتب حداد' },
      { language: 'ar', name: 'ليلى عودة', company: 'شركة النور' },
      { language: 'ar', name: 'أحمد منصور', company: 'الكرمل للخدمات' },
      { language: 'ar', name: 'محمد خليل', company: 'بيت التصميم' },
    ]);
  });

  it('answers 400 with its Hebrew message for a file that is no JPEG or PNG, 413 past 10 MB, and 401 to a visitor', async () => {
    const { user } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).gif().toBuffer();
    const refused = await postPhoto(owner, '/api/leads/scan', gif);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: CARD_SCAN_MESSAGES.notAPhoto, code: 'not_an_image' });
    expect((await postPhoto(owner, '/api/leads/scan', Buffer.alloc(10 * 1024 * 1024 + 1, 0xff))).status).toBe(413);
    const visitor = await fetch(`${server.url}/api/leads/scan`, { method: 'POST', body: new FormData(), headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect([401, 403]).toContain(visitor.status);
  });

  it('counts the readings an account asks for in one allowance, whether a photo is read at once or after waiting offline', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).gif().toBuffer();
    for (let i = 0; i < CARD_SCAN_RATE_LIMIT.max; i += 1) expect((await postPhoto(owner, '/api/leads/scan', gif)).status).toBe(400);
    const [paper] = await drawPaperCards(1, { seed: 3, languages: ['he'] });
    expect((await postPhoto(owner, '/api/leads/scan', paper!.photo)).status).toBe(429);
    const readLater = await postPhoto(owner, '/api/leads', paper!.photo, { profileId: card.id, name: 'דנה', read: true, idempotencyKey: newKey() });
    expect(readLater.status).toBe(429);
    expect(readLater.headers.get('retry-after')).toMatch(/^\d+$/);
    // Keeping a photo that is not read costs no reading.
    expect((await postPhoto(owner, '/api/leads', paper!.photo, { profileId: card.id, name: 'דנה', idempotencyKey: newKey() })).status).toBe(201);
  });

  it('keeps the photo with the owner’s lead, and reads a photo that waited offline into the lead, telling the owner', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    const [paper] = await drawPaperCards(1, { seed: 3, languages: ['he'] });
    const created = await postPhoto(owner, '/api/leads', paper!.photo, { profileId: card.id, name: '', read: true, event: 'כנס', idempotencyKey: newKey() });
    expect(created.status).toBe(201);
    const { items } = await json<LeadList>(await owner.fetch('/api/leads'), 200);
    expect(items[0]).toMatchObject({ name: paper!.truth.name, phone: paper!.truth.phones[0], email: paper!.truth.emails[0], event: 'כנס', attachment: { kind: 'image' } });
    const photo = await owner.fetch(`/api/leads/${items[0]!.id}/file`);
    expect(photo.status).toBe(200);
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).format).toBe('jpeg');
    const notifications = await json<Notification[]>(await owner.fetch('/api/notifications'), 200);
    expect(notifications[0]!.title).toBe(`כרטיס ביקור נקרא: ${paper!.truth.name}`);
  });
});

describe('POST /api/leads/scan where Tesseract is missing', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TESSERACT_PATH: '/nonexistent/tesseract' });
  });
  afterAll(() => server.close());

  it('says so: the status is unavailable and a scan answers 503 with the Hebrew message', async () => {
    const { user } = await ownerWithCard(server.query);
    const owner = await signedIn(server.url, user);
    expect(await json(await owner.fetch('/api/leads/scan/status'), 200)).toEqual({ available: false });
    const [card] = await drawPaperCards(1, { seed: 3, languages: ['en'] });
    const response = await postPhoto(owner, '/api/leads/scan', card!.photo);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: CARD_SCAN_MESSAGES.unavailable, code: 'ocr_unavailable' });
  });

  it('tells the owner plainly, without naming a program or a file, and tells the operator once in the log what to install', async () => {
    expect(CARD_SCAN_MESSAGES.unavailable).toBe('קריאת כרטיסי ביקור מנייר אינה זמינה בשרת הזה. אפשר להקליד את הפרטים בעצמכם.');
    await server.services.scanner.available();
    const warnings = server.logs.map((line) => JSON.parse(line) as { level: string; msg: string; tesseractPath?: string; install?: string }).filter((line) => line.level === 'warn');
    expect(warnings).toEqual([expect.objectContaining({ msg: 'paper cards cannot be read: tesseract does not run', tesseractPath: '/nonexistent/tesseract' })]);
    expect(warnings[0]!.install).toContain('docs/events-and-scanning.md');
  });
});
