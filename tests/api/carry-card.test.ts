import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import VCard from 'vcf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminNfcOrder, AdminPage } from '../../shared/contract/admin';
import type { NfcOrder } from '../../shared/contract/physical-cards';
import { blankTranslation, type Profile } from '../../shared/contract/profiles';
import { buildCard, cardInput } from '../fixtures/cards';
import { json, TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInClient } from '../helpers/sign-in';
import { run, sql } from '../helpers/sql';
import { zbarDecode } from '../helpers/zbar';

const runFile = promisify(execFile);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A logo picture kept in the file store, as an upload would leave it, and its path on a card. */
async function storedLogo(name: string, color: string): Promise<string> {
  await server.services.files.write(`${name}.webp`, await sharp({ create: { width: 400, height: 240, channels: 3, background: color } }).webp().toBuffer());
  return `/uploads/${name}.webp`;
}

async function picture(path: string, client: TestClient = new TestClient(server.url)): Promise<Buffer> {
  const response = await client.fetch(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe(path.includes('.pdf') ? 'application/pdf' : 'image/png');
  return Buffer.from(await response.arrayBuffer());
}

describe('the QR codes of a card', () => {
  it('decode in zbar in every variant: 1024 px PNG, with the logo, as SVG, in chosen colours', async () => {
    const { user } = await signedInClient(server);
    const card = await buildCard(server.query, user.id, { logo: await storedLogo('qrlogoqrlogoqrlogoqrlogo', '#e11d48') });
    const target = `${server.url}/p/${card.slug}?src=qr`;
    const png = await picture(`/p/${card.slug}/qr.png?size=1024`);
    expect((await sharp(png).metadata()).width).toBe(1024);
    expect(await zbarDecode(png)).toEqual([target]);
    const withLogo = await picture(`/p/${card.slug}/qr.png?size=1024&logo=1`);
    expect(withLogo.equals(png)).toBe(false);
    expect(await zbarDecode(withLogo)).toEqual([target]);
    const svg = await (await fetch(`${server.url}/p/${card.slug}/qr.svg?logo=1`)).text();
    expect(svg).toContain('<image ');
    expect(await zbarDecode(await sharp(Buffer.from(svg)).png().toBuffer())).toEqual([target]);
    expect(await zbarDecode(await picture(`/p/${card.slug}/qr.png?fg=7c2d12&bg=fefce8&logo=1`))).toEqual([target]);
  });

  it('refuses colours a camera cannot read, saying why', async () => {
    const { user } = await signedInClient(server);
    const card = await buildCard(server.query, user.id);
    const pale = await json<{ details: { message: string }[] }>(await fetch(`${server.url}/p/${card.slug}/qr.png?fg=eeeeee&bg=ffffff`), 400);
    expect(pale.details[0]!.message).toBe('הצבעים קרובים מדי זה לזה, וקשה יהיה לסרוק את הקוד');
    const inverted = await json<{ details: { message: string }[] }>(await fetch(`${server.url}/p/${card.slug}/qr.png?fg=ffffff&bg=111111`), 400);
    expect(inverted.details[0]!.message).toContain('בחרו צבע כהה לקוד ורקע בהיר');
  });

  it('holds the contact itself in the offline QR: a compact vCard with the name, one phone, the email and the link', async () => {
    const { user } = await signedInClient(server);
    const card = await buildCard(server.query, user.id, {
      displayName: 'נועה בת-שבע ישראלי',
      givenName: 'נועה בת-שבע',
      familyName: 'ישראלי',
      company: 'משכנתא בקליק',
      bio: 'ביוגרפיה ארוכה שלא נכנסת לקוד',
      items: [
        { kind: 'phone', label: 'נייד', value: '050-123-4567' },
        { kind: 'phone', label: 'משרד', value: '03-555-1234' },
        { kind: 'email', label: '', value: 'noa@example.test' },
      ],
    });
    const [text] = await zbarDecode(await picture(`/p/${card.slug}/contact-qr.png`));
    expect(Buffer.byteLength(text!)).toBeLessThanOrEqual(300);
    const vcard = new VCard().parse(text!.replace(/\r?\n/g, '\r\n'));
    expect(vcard.get('fn').valueOf()).toBe('נועה בת-שבע ישראלי');
    expect(vcard.get('n').valueOf()).toBe('ישראלי;נועה בת-שבע;;;');
    expect(vcard.get('tel').valueOf()).toBe('+972501234567');
    expect(vcard.get('email').valueOf()).toBe('noa@example.test');
    expect(vcard.get('url').valueOf()).toBe(`${server.url}/p/${card.slug}`);
    expect(vcard.get('note')).toBeUndefined();
  });

  it("follows an edit of the card at once: a browser asks again, and gets the new phone and colours", async () => {
    const { client, user } = await signedInClient(server);
    const built = await buildCard(server.query, user.id, { primaryColor: '#1d4ed8', items: [{ kind: 'phone', label: '', value: '050-123-4567' }] });
    const before = await client.fetch(`/p/${built.slug}/contact-qr.png`);
    const code = await client.fetch(`/p/${built.slug}/qr.svg`);
    for (const response of [before, code]) expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const card = await json<Profile>(await client.fetch(`/api/profiles/${built.id}`), 200);
    const phone = card.items.find((item) => item.kind === 'phone')!;
    const edited = { ...card, primaryColor: '#7c2d12', items: card.items.map((item) => (item === phone ? { ...phone, value: '052-765-4321' } : item)) };
    await json(await client.send('PUT', `/api/profiles/${card.id}`, edited), 200);

    const after = await client.fetch(`/p/${built.slug}/contact-qr.png`, { headers: { 'If-None-Match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    const [text] = await zbarDecode(Buffer.from(await after.arrayBuffer()));
    expect(new VCard().parse(text!.replace(/\r?\n/g, '\r\n')).get('tel').valueOf()).toBe('+972527654321');
    const recoloured = await client.fetch(`/p/${built.slug}/qr.svg`, { headers: { 'If-None-Match': code.headers.get('etag')! } });
    expect(recoloured.status).toBe(200);
    expect(await recoloured.text()).toContain('#7c2d12');
  });

  it('fits a contact with a very long name and address into the offline QR by leaving out what matters least', async () => {
    const { user } = await signedInClient(server);
    const long = 'אלכסנדרה-מרגריטה '.repeat(4).trim();
    const card = await buildCard(server.query, user.id, {
      displayName: long,
      items: [
        { kind: 'phone', label: '', value: '050-123-4567' },
        { kind: 'email', label: '', value: `${'a'.repeat(60)}@example.test` },
      ],
    });
    const [text] = await zbarDecode(await picture(`/p/${card.slug}/contact-qr.png`));
    expect(Buffer.byteLength(text!)).toBeLessThanOrEqual(300);
    const vcard = new VCard().parse(text!.replace(/\r?\n/g, '\r\n'));
    expect(vcard.get('tel').valueOf()).toBe('+972501234567');
    expect(String(vcard.get('fn').valueOf()).length).toBeGreaterThan(10);
  });
});

/** The picture's pixels shrunk to a small grid, as RGB values. */
async function grid(image: Buffer, width = 86, height = 54): Promise<Buffer> {
  return sharp(image).removeAlpha().resize(width, height, { fit: 'fill' }).raw().toBuffer();
}

/** The average difference of two grids per channel, 0–255. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** A page of a PDF as pdftoppm (poppler) renders it at 300 dpi, without its 3 mm bleed. */
async function renderedPage(pdf: Buffer, page: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'kartis-pdf-'));
  try {
    await writeFile(join(dir, 'order.pdf'), pdf);
    await runFile('pdftoppm', ['-png', '-r', '300', '-f', String(page), '-l', String(page), '-singlefile', join(dir, 'order.pdf'), join(dir, 'page')]);
    const png = await readFile(join(dir, 'page.png'));
    const { width, height } = await sharp(png).metadata();
    const bleed = Math.round((3 / 25.4) * 300);
    return sharp(png).extract({ left: bleed, top: bleed, width: width - 2 * bleed, height: height - 2 * bleed }).png().toBuffer();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The page count and the first page's MediaBox and TrimBox, as poppler's pdfinfo reads them. */
async function pageBoxes(pdf: Buffer): Promise<{ pages: number; media: number[]; trim: number[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'kartis-pdf-'));
  try {
    await writeFile(join(dir, 'order.pdf'), pdf);
    const { stdout } = await runFile('pdfinfo', ['-box', join(dir, 'order.pdf')]);
    const box = (name: string) => (new RegExp(`${name}:\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`).exec(stdout) ?? []).slice(1).map(Number);
    return { pages: Number(/Pages:\s+(\d+)/.exec(stdout)?.[1]), media: box('MediaBox'), trim: box('TrimBox') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the printed card', () => {
  it('draws front and back at the size of a credit card, in the design the order form chooses', async () => {
    const { user, client } = await signedInClient(server);
    const card = await buildCard(server.query, user.id, { displayName: 'דנה לוי', title: 'מעצבת פנים', primaryColor: '#0f766e' });
    const front = await picture(`/api/profiles/${card.id}/print-preview.png?side=front`, client);
    const { width, height } = await sharp(front).metadata();
    expect(width / height).toBeCloseTo(85.6 / 54, 2);
    const back = await picture(`/api/profiles/${card.id}/print-preview.png?side=back`, client);
    expect(await zbarDecode(back)).toEqual([`${server.url}/p/${card.slug}?src=qr`]);

    // Another template and colour draw another card; the same ones draw the same card again.
    const bold = await picture(`/api/profiles/${card.id}/print-preview.png?side=front&template=bold&primaryColor=%237c2d12`, client);
    expect(difference(await grid(bold), await grid(front))).toBeGreaterThan(20);
    expect(difference(await grid(await picture(`/api/profiles/${card.id}/print-preview.png?side=front`, client)), await grid(front))).toBe(0);

    const refused = await json<{ details: { path: string }[] }>(await client.fetch(`/api/profiles/${card.id}/print-preview.png?side=front&template=neon`), 400);
    expect(refused.details.map((detail) => detail.path)).toEqual(['template']);
    const { client: other } = await signedInClient(server);
    expect((await other.fetch(`/api/profiles/${card.id}/print-preview.png`)).status).toBe(404);
  });

  it("keeps a print-ready PDF with the order that renders in poppler as the preview showed, the QR as vectors", async () => {
    await run(server.query, sql`UPDATE products SET yearly_price = ${8900}, is_active = ${1} WHERE package_type = 'nfc_card'`);
    const { user, client } = await signedInClient(server);
    const card = await buildCard(server.query, user.id, { displayName: 'Dana Levi', title: 'Interior designer', language: 'en', logo: await storedLogo('printlogoprintlogoprintl', '#1d4ed8') });
    const design = { template: 'minimal', primaryColor: '#7c3aed', backgroundColor: '#fefce8' } as const;
    const order = await json<NfcOrder>(
      await client.send('POST', '/api/physical-cards/orders', { profileId: card.id, ...design, quantity: 2, shippingName: 'Dana Levi', phone: '050-123-4567', address: 'הרצל 10', city: 'תל אביב' }),
      201,
    );

    const { client: admin } = await signedInClient(server, { userRole: 'admin' });
    const orders = await json<AdminPage<AdminNfcOrder>>(await admin.fetch('/api/admin/physical-card-orders'), 200);
    const listed = orders.items.find((item) => item.id === order.id)!;
    expect(listed).toMatchObject({ ordererEmail: user.email, printPdf: `/api/admin/physical-card-orders/${order.id}/print.pdf`, quantity: 2 });
    expect((await client.fetch(listed.printPdf!)).status).toBe(403);
    const pdf = await picture(listed.printPdf!, admin);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // 85.6 × 54 mm with 3 mm of bleed on every side, as poppler reads the page boxes (in points).
    const boxes = await pageBoxes(pdf);
    expect(boxes.pages).toBe(2);
    expect(boxes.media.map((n) => Math.round((n / 72) * 25.4 * 10) / 10)).toEqual([0, 0, 91.6, 60]);
    expect(boxes.trim.map((n) => Math.round((n / 72) * 25.4 * 10) / 10)).toEqual([3, 3, 88.6, 57]);

    const query = `template=${design.template}&primaryColor=%237c3aed&backgroundColor=%23fefce8`;
    for (const [page, side] of [[1, 'front'], [2, 'back']] as const) {
      const rendered = await renderedPage(pdf, page);
      const preview = await picture(`/api/profiles/${card.id}/print-preview.png?side=${side}&${query}`, client);
      expect(difference(await grid(rendered), await grid(preview)), side).toBeLessThan(6);
      if (side === 'back') expect(await zbarDecode(rendered)).toEqual([`${server.url}/p/${card.slug}?src=qr`]);
    }
  });

  it('prints the version of the card the order picks, as its preview showed it, and refuses a language the card is not written in', async () => {
    await run(server.query, sql`UPDATE products SET yearly_price = ${8900}, is_active = ${1} WHERE package_type = 'nfc_card'`);
    const { client } = await signedInClient(server);
    const input = cardInput({
      displayName: 'דנה לוי',
      title: 'מעצבת פנים',
      translations: [{ ...blankTranslation('en'), displayName: 'Dana Levi', title: 'Interior designer' }],
    });
    const card = await json<Profile>(await client.send('POST', '/api/profiles', input), 201);
    const own = await picture(`/api/profiles/${card.id}/print-preview.png?side=front`, client);
    const english = await picture(`/api/profiles/${card.id}/print-preview.png?side=front&lang=en`, client);
    expect(english.equals(own)).toBe(false);

    const shipping = { quantity: 1, shippingName: 'Dana Levi', phone: '050-123-4567', address: 'הרצל 10', city: 'תל אביב' };
    const design = { template: card.template, primaryColor: card.primaryColor, backgroundColor: card.backgroundColor };
    const order = await json<NfcOrder>(await client.send('POST', '/api/physical-cards/orders', { profileId: card.id, ...design, ...shipping, language: 'en' }), 201);
    expect(order.language).toBe('en');
    // The card's own language is no version: the order keeps none.
    expect((await json<NfcOrder>(await client.send('POST', '/api/physical-cards/orders', { profileId: card.id, ...design, ...shipping, language: 'he' }), 201)).language).toBeNull();
    const refused = await json<{ details: { path: string; message: string }[] }>(
      await client.send('POST', '/api/physical-cards/orders', { profileId: card.id, ...design, ...shipping, language: 'ru' }),
      400,
    );
    expect(refused.details).toEqual([{ path: 'language', message: 'יש לבחור שפה שהכרטיס כתוב בה' }]);
    expect((await json<NfcOrder[]>(await client.fetch('/api/physical-cards/orders'), 200)).map((listed) => listed.language)).toEqual([null, 'en']);

    // The PDF kept with the English order is the English card the preview showed.
    const { client: admin } = await signedInClient(server, { userRole: 'admin' });
    const listed = await json<AdminPage<AdminNfcOrder>>(await admin.fetch('/api/admin/physical-card-orders'), 200);
    expect(listed.items.find((item) => item.id === order.id)?.language).toBe('en');
    const printed = await renderedPage(await picture(`/api/admin/physical-card-orders/${order.id}/print.pdf`, admin), 1);
    expect(difference(await grid(printed), await grid(english))).toBeLessThan(difference(await grid(printed), await grid(own)));
    expect(difference(await grid(printed), await grid(english))).toBeLessThan(6);
  });

  it('answers 404 for an order that kept no PDF', async () => {
    const { client: admin } = await signedInClient(server, { userRole: 'admin' });
    expect((await admin.fetch('/api/admin/physical-card-orders/999999/print.pdf')).status).toBe(404);
  });
});

describe('the video-call background', () => {
  it('is a 1920×1080 PNG in the card’s colours with its QR', async () => {
    const { user, client } = await signedInClient(server);
    const card = await buildCard(server.query, user.id, { displayName: 'Олег Петров', title: 'Юрист', company: 'Петров и партнёры', language: 'ru', backgroundColor: '#0b1020', primaryColor: '#f59e0b' });
    const png = await picture(`/api/profiles/${card.id}/background.png`, client);
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1920, 1080]);
    // The middle of the frame is the card's own background colour, left free for the person.
    const middle = (540 * 1920 + 960) * 3;
    expect([data[middle], data[middle + 1], data[middle + 2]]).toEqual([0x0b, 0x10, 0x20]);
    expect(await zbarDecode(png)).toEqual([`${server.url}/p/${card.slug}?src=qr`]);
  });

  it('is drawn in the look and on the side asked for, saved as kartis-background-{slug}.png, and refuses others', async () => {
    const { user, client } = await signedInClient(server);
    const card = await buildCard(server.query, user.id, { language: 'he', backgroundColor: '#0b1020', primaryColor: '#f59e0b' });
    const response = await client.fetch(`/api/profiles/${card.id}/background.png?layout=light&side=end`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="kartis-background-${card.slug}.png"`);
    const png = Buffer.from(await response.arrayBuffer());
    const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const middle = (540 * 1920 + 960) * 3;
    // Plain light whatever the card's colours; a Hebrew card's end is the left, where the QR now is.
    expect([data[middle], data[middle + 1], data[middle + 2]]).toEqual([0xf8, 0xfa, 0xfc]);
    const left = await sharp(png).extract({ left: 0, top: 0, width: 960, height: 1080 }).png().toBuffer();
    expect(await zbarDecode(left)).toEqual([`${server.url}/p/${card.slug}?src=qr`]);
    for (const query of ['layout=dark', 'side=left']) {
      expect((await client.fetch(`/api/profiles/${card.id}/background.png?${query}`)).status, query).toBe(400);
    }
  });
});

describe('pictures drawn on demand', () => {
  it('are 60 a minute per account, print previews and video-call backgrounds together', async () => {
    const { user, client } = await signedInClient(server);
    const card = await buildCard(server.query, user.id);
    // Asking counts, drawn or not: a refused design costs no drawing here, and keeps the test fast.
    for (let asked = 0; asked < 60; asked += 1) {
      const path = asked % 2 === 0 ? `/api/profiles/${card.id}/print-preview.png?template=neon` : `/api/profiles/${card.id}/background.png?layout=dark`;
      expect((await client.fetch(path)).status, path).toBe(400);
    }
    const refused = await client.fetch(`/api/profiles/${card.id}/background.png`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account draws its own.
    const { user: other, client: otherClient } = await signedInClient(server);
    const otherCard = await buildCard(server.query, other.id);
    await picture(`/api/profiles/${otherCard.id}/print-preview.png`, otherClient);
  });
});

describe('an order whose card is deleted', () => {
  it('still has the PDF of the card as it was ordered', async () => {
    await run(server.query, sql`UPDATE products SET yearly_price = ${8900}, is_active = ${1} WHERE package_type = 'nfc_card'`);
    const { user, client } = await signedInClient(server);
    const card = await buildCard(server.query, user.id);
    const body = { profileId: card.id, template: 'classic', primaryColor: '#1d4ed8', backgroundColor: '#ffffff', quantity: 1, shippingName: 'דנה לוי', phone: '050-123-4567', address: 'הרצל 10', city: 'תל אביב' };
    const order = await json<NfcOrder>(await client.send('POST', '/api/physical-cards/orders', body), 201);
    expect((await client.send('DELETE', `/api/profiles/${card.id}`)).status).toBe(204);
    const { client: admin } = await signedInClient(server, { userRole: 'admin' });
    const orders = await json<AdminPage<AdminNfcOrder>>(await admin.fetch('/api/admin/physical-card-orders'), 200);
    expect(orders.items.find((item) => item.id === order.id)).toMatchObject({ profile: null, printPdf: `/api/admin/physical-card-orders/${order.id}/print.pdf` });
    expect((await picture(`/api/admin/physical-card-orders/${order.id}/print.pdf`, admin)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
