import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { LEAD_MESSAGES, type Lead, type LeadList } from '../../shared/contract/leads';
import type { AdminContactRequest, AdminPage } from '../../shared/contract/admin';
import { VISITOR_FILE_LIMITS, VISITOR_FILE_MESSAGES } from '../../shared/contract/visitor-files';
import { TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn, signIn } from '../helpers/sign-in';
import { addressesIn, keysNamed } from '../helpers/visitors';
import { buildCard, ownerWithCard } from '../fixtures/cards';
import { row, sql } from '../helpers/sql';

let server: TestServer;

beforeAll(async () => {
  // Behind a trusted proxy each test's visitor comes from its own address, as separate people would.
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

const newAddress = addressesIn(9);
const newKey = keysNamed('file-key');

/** A photo from a phone: a JPEG carrying the place it was taken (GPS in its EXIF) and the camera's name. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret Model' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 4/1 0/1' } })
    .toBuffer();
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HTML_AS_PDF = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

type Attachment = { content: Buffer; name: string; type: string };

/** The lead form with a file, as the card page's script sends it (multipart, asking for JSON), or as a plain form post. */
function leadForm(slug: string, file: Attachment | undefined, options: { address?: string; plain?: boolean; fields?: Record<string, string> } = {}) {
  const form = new FormData();
  const fields = { name: 'דנה לוי', phone: '050-111-2233', email: '', message: 'מצרפת תמונה של המטבח', consent: 'on', idempotencyKey: newKey(), ...options.fields };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file ? new Blob([new Uint8Array(file.content)], { type: file.type }) : new Blob([]), file?.name ?? '');
  return fetch(`${server.url}/api/public/profiles/${slug}/leads`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': options.address ?? newAddress(), ...(options.plain ? {} : { Accept: 'application/json' }) },
    body: form,
  });
}

async function onlyLead(client: TestClient): Promise<Lead> {
  const list = (await (await client.fetch('/api/leads')).json()) as LeadList;
  expect(list.items).toHaveLength(1);
  return list.items[0]!;
}

const filesOnDisk = () => server.services.files.list('visitor-files');

describe('a file attached to a lead', () => {
  it('keeps a photo re-encoded as a JPEG without its location or camera, which the owner downloads with the lead', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const original = await phonePhoto();
    expect(original.includes('Secret Model')).toBe(true);
    const response = await leadForm(card.slug, { content: original, name: 'IMG_2041.HEIC.jpeg', type: 'image/jpeg' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: LEAD_MESSAGES.sent });

    const owner = await signedIn(server.url, user);
    const lead = await onlyLead(owner);
    expect(lead).toMatchObject({ name: 'דנה לוי', message: 'מצרפת תמונה של המטבח', attachment: { name: 'IMG_2041.HEIC.jpg', kind: 'image' } });

    const download = await owner.fetch(`/api/leads/${lead.id}/file`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="IMG_2041\.HEIC\.jpg"/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    const photo = Buffer.from(await download.arrayBuffer());
    expect(photo.length).toBe(lead.attachment!.bytes);
    const meta = await sharp(photo).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(meta.exif).toBeUndefined();
    expect(photo.includes('Secret Model')).toBe(false);
  });

  it('keeps a PDF as it came, downloaded under its Hebrew name as application/pdf', async () => {
    const { user, card } = await ownerWithCard(server.query);
    expect((await leadForm(card.slug, { content: PDF, name: 'הצעת מחיר.pdf', type: 'application/pdf' })).status).toBe(201);
    const owner = await signedIn(server.url, user);
    const lead = await onlyLead(owner);
    expect(lead.attachment).toEqual({ name: 'הצעת מחיר.pdf', kind: 'pdf', bytes: PDF.length });
    const download = await owner.fetch(`/api/leads/${lead.id}/file`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('הצעת מחיר.pdf')}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('refuses a page dressed as a PDF or a photo, in Hebrew at the file field, and stores neither lead nor file', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const before = (await filesOnDisk()).length;
    for (const disguise of [
      { content: HTML_AS_PDF, name: 'invoice.pdf', type: 'application/pdf' },
      { content: HTML_AS_PDF, name: 'photo.jpg', type: 'image/jpeg' },
    ]) {
      const response = await leadForm(card.slug, disguise);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: VISITOR_FILE_MESSAGES.refused,
        code: 'visitor_file_refused',
        details: [{ path: 'file', message: VISITOR_FILE_MESSAGES.refused }],
      });
    }
    expect((await (await (await signedIn(server.url, user)).fetch('/api/leads')).json()) as LeadList).toMatchObject({ total: 0 });
    expect((await filesOnDisk())).toHaveLength(before);
  });

  it('answers a file over 5 MB with 413 and its Hebrew message, storing nothing', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const big = Buffer.concat([PDF, Buffer.alloc(VISITOR_FILE_LIMITS.maxBytes + 1 - PDF.length, 0x20)]);
    const response = await leadForm(card.slug, { content: big, name: 'big.pdf', type: 'application/pdf' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: STATUS_MESSAGES[413], code: 'payload_too_large' });
    expect(STATUS_MESSAGES[413]).toBe('הקובץ שהועלה גדול מדי');
    expect((await (await (await signedIn(server.url, user)).fetch('/api/leads')).json()) as LeadList).toMatchObject({ total: 0 });
  });

  it('still takes a lead without a file from the multipart form, and a plain form post lands back on the card', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const plain = await leadForm(card.slug, undefined, { plain: true });
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toBe(`/p/${card.slug}?lead=sent#lead-sent`);
    const lead = await onlyLead(await signedIn(server.url, user));
    expect(lead.attachment).toBeNull();
  });

  it('sends a plain form post with a refused file back to the card with the matching note', async () => {
    const { card } = await ownerWithCard(server.query);
    const disguised = await leadForm(card.slug, { content: HTML_AS_PDF, name: 'a.pdf', type: 'application/pdf' }, { plain: true });
    expect(disguised.headers.get('location')).toBe(`/p/${card.slug}?lead=file#lead-file`);
    const big = Buffer.alloc(VISITOR_FILE_LIMITS.maxBytes + 1, 0x25);
    const tooLarge = await leadForm(card.slug, { content: big, name: 'b.pdf', type: 'application/pdf' }, { plain: true });
    expect(tooLarge.headers.get('location')).toBe(`/p/${card.slug}?lead=too-large#lead-too-large`);
  });

  it(`allows one address ${VISITOR_FILE_LIMITS.perVisitorPerDay.count} files a day, then refuses more with 429 while leads without a file still arrive`, async () => {
    const { user } = await ownerWithCard(server.query);
    const address = newAddress();
    // Five leads per card and address fit the lead limits; the files' allowance is across cards.
    const cards = [await buildCard(server.query, user.id), await buildCard(server.query, user.id), await buildCard(server.query, user.id)];
    for (let i = 0; i < VISITOR_FILE_LIMITS.perVisitorPerDay.count; i += 1) {
      const response = await leadForm(cards[Math.floor(i / 5)]!.slug, { content: PDF, name: `${i}.pdf`, type: 'application/pdf' }, { address });
      expect(response.status).toBe(201);
    }
    const over = await leadForm(cards[2]!.slug, { content: PDF, name: 'one-more.pdf', type: 'application/pdf' }, { address });
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ message: VISITOR_FILE_MESSAGES.dailyLimit, code: 'visitor_file_limit' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await leadForm(cards[2]!.slug, undefined, { address })).status).toBe(201);
    expect((await leadForm(cards[2]!.slug, { content: PDF, name: 'x.pdf', type: 'application/pdf' })).status).toBe(201);
  });

  it('takes exactly the day’s allowance of files when one address sends more at once', async () => {
    const { user } = await ownerWithCard(server.query);
    const address = newAddress();
    const { count } = VISITOR_FILE_LIMITS.perVisitorPerDay;
    // Five leads per card and address fit the lead limits: the files go to enough cards to carry half as many again.
    const cards = await Promise.all(Array.from({ length: Math.ceil((count * 1.5) / 5) }, () => buildCard(server.query, user.id)));
    const answers = await Promise.all(
      Array.from({ length: cards.length * 5 }, (_, i) => leadForm(cards[i % cards.length]!.slug, { content: PDF, name: `${i}.pdf`, type: 'application/pdf' }, { address })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(count);
    expect(statuses.filter((status) => status === 429)).toHaveLength(answers.length - count);
    const owner = await signedIn(server.url, user);
    const leads = (await (await owner.fetch('/api/leads?pageSize=50')).json()) as LeadList;
    expect(leads.items.filter((lead) => lead.attachment)).toHaveLength(count);
  });

  it('is for the card owner only: another owner gets 404, a visitor 401, and only its own lead names it', async () => {
    const { user, card } = await ownerWithCard(server.query);
    await leadForm(card.slug, { content: PDF, name: 'plan.pdf', type: 'application/pdf' });
    const lead = await onlyLead(await signedIn(server.url, user));

    const other = await signedIn(server.url, (await ownerWithCard(server.query)).user);
    const foreign = await other.fetch(`/api/leads/${lead.id}/file`);
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await new TestClient(server.url).fetch(`/api/leads/${lead.id}/file`)).status).toBe(401);
    const admin = (await signIn(server.url, { email: server.config.adminEmail, password: 'admin-password-1' })).client;
    expect((await admin.fetch(`/api/leads/${lead.id}/file`)).status).toBe(200);
    // Nothing of it is under the public /uploads/ address.
    const [stored] = (await filesOnDisk()).filter((name) => name.endsWith('.pdf'));
    expect((await fetch(`${server.url}/uploads/visitor-files/${stored}`)).status).toBe(404);
  });

  it('answers 404 for the file of a lead that has none', async () => {
    const { user, card } = await ownerWithCard(server.query);
    await leadForm(card.slug, undefined);
    const owner = await signedIn(server.url, user);
    expect((await owner.fetch(`/api/leads/${(await onlyLead(owner)).id}/file`)).status).toBe(404);
  });

  it('goes from disk when its lead is deleted, and when the owner deletes their account', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const before = new Set((await filesOnDisk()));
    await leadForm(card.slug, { content: PDF, name: 'a.pdf', type: 'application/pdf' });
    await leadForm(card.slug, { content: await phonePhoto(), name: 'b.jpg', type: 'image/jpeg' });
    const added = (await filesOnDisk()).filter((name) => !before.has(name));
    expect(added).toHaveLength(2);

    const owner = await signedIn(server.url, user);
    const list = (await (await owner.fetch('/api/leads')).json()) as LeadList;
    const pdfLead = list.items.find((lead) => lead.attachment?.kind === 'pdf')!;
    expect((await owner.send('DELETE', `/api/leads/${pdfLead.id}`)).status).toBe(204);
    const left = await filesOnDisk();
    expect(added.filter((name) => left.includes(name))).toEqual([added.find((name) => name.endsWith('.jpg'))]);

    expect((await owner.send('DELETE', '/api/account', { password: user.password })).status).toBe(200);
    const none = await filesOnDisk();
    expect(added.filter((name) => none.includes(name))).toEqual([]);
    expect(await row(server.query, sql`SELECT count(*) AS n FROM visitor_files WHERE lead_id IS NULL AND contact_request_id IS NULL`)).toEqual({ n: 0 });
  });

  it('is kept once when the same submission is retried', async () => {
    const { user, card } = await ownerWithCard(server.query);
    const before = (await filesOnDisk()).length;
    const idempotencyKey = newKey();
    for (let i = 0; i < 2; i += 1) await leadForm(card.slug, { content: PDF, name: 'a.pdf', type: 'application/pdf' }, { fields: { idempotencyKey } });
    expect((await onlyLead(await signedIn(server.url, user))).attachment).toMatchObject({ name: 'a.pdf' });
    expect((await filesOnDisk())).toHaveLength(before + 1);
  });
});

/** The contact page's form with a file, sent by a visitor from a fresh address. */
async function contactWithFile(file: Attachment) {
  const client = new TestClient(server.url);
  const form = new FormData();
  for (const [name, value] of Object.entries({ name: 'רונית כהן', email: 'ronit@example.test', subject: 'צילום מסך', message: 'מצרפת צילום של השגיאה' })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  return client.fetch('/api/contact', { method: 'POST', body: form, headers: { 'csrf-token': await client.csrfToken(), 'X-Forwarded-For': newAddress() } });
}

describe('a file attached on the contact page', () => {
  it('reaches the admins, who see it with the message and download it; nobody else can', async () => {
    const response = await contactWithFile({ content: await phonePhoto(), name: 'screenshot.png', type: 'image/png' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };

    const admin = (await signIn(server.url, { email: server.config.adminEmail, password: 'admin-password-1' })).client;
    const page = (await (await admin.fetch('/api/admin/contact-requests')).json()) as AdminPage<AdminContactRequest>;
    expect(page.items.find((item) => item.id === id)).toMatchObject({ subject: 'צילום מסך', attachment: { name: 'screenshot.jpg', kind: 'image' } });
    const download = await admin.fetch(`/api/admin/contact-requests/${id}/file`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);

    const owner = await signedIn(server.url, (await ownerWithCard(server.query)).user);
    expect((await owner.fetch(`/api/admin/contact-requests/${id}/file`)).status).toBe(403);
    expect((await new TestClient(server.url).fetch(`/api/admin/contact-requests/${id}/file`)).status).toBe(401);
  });

  it('refuses a disguised file and a too-large one like the lead form', async () => {
    const disguised = await contactWithFile({ content: HTML_AS_PDF, name: 'x.pdf', type: 'application/pdf' });
    expect(disguised.status).toBe(400);
    expect(((await disguised.json()) as { message: string }).message).toBe(VISITOR_FILE_MESSAGES.refused);
    const big = await contactWithFile({ content: Buffer.alloc(VISITOR_FILE_LIMITS.maxBytes + 1, 0x25), name: 'big.pdf', type: 'application/pdf' });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toBe(STATUS_MESSAGES[413]);
  });
});
