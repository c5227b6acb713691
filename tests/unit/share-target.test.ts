import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { draftFromSharedText } from '../../shared/lead-draft/shared-text';
import { SHARE_FIELDS, SHARE_TARGET_PATH, SHARED_TEXT_MAX } from '../../shared/share-target';

// Route registration is the worker's business, not what it keeps of a share.
vi.mock('workbox-routing', () => ({ registerRoute: vi.fn() }));
const { sharedItemOf } = await import('../../sw/share-target');

const formOf = (fields: Record<string, string | File>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe('what the worker keeps of a share', () => {
  it('keeps the shared file with its type, a contact file by its name where the app gave no type', () => {
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'card.jpg', { type: 'image/jpeg' });
    expect(sharedItemOf(formOf({ [SHARE_FIELDS.file]: photo, [SHARE_FIELDS.text]: 'ignored' }))).toEqual({ body: photo, type: 'image/jpeg' });
    const contact = new File(['BEGIN:VCARD'], 'יעל כהן.VCF');
    expect(sharedItemOf(formOf({ [SHARE_FIELDS.file]: contact }))?.type).toBe('text/vcard');
  });

  it('keeps the shared title, text and link a line each when no file came, cut to its limit', () => {
    const form = formOf({ [SHARE_FIELDS.file]: new File([], 'empty.txt'), [SHARE_FIELDS.title]: 'Dana Levi', [SHARE_FIELDS.text]: ' ', [SHARE_FIELDS.url]: 'https://dana.example' });
    expect(sharedItemOf(form)).toEqual({ body: 'Dana Levi\nhttps://dana.example', type: 'text/plain; charset=utf-8' });
    expect(sharedItemOf(formOf({ [SHARE_FIELDS.text]: 'x'.repeat(SHARED_TEXT_MAX + 10) }))?.body).toHaveLength(SHARED_TEXT_MAX);
  });

  it('keeps nothing from a share that brought nothing', () => {
    expect(sharedItemOf(formOf({ [SHARE_FIELDS.text]: '  ', [SHARE_FIELDS.file]: new File([], 'empty.jpg', { type: 'image/jpeg' }) }))).toBeUndefined();
  });
});

describe('a shared text as a lead draft', () => {
  it('reads the first contact of a contact file', () => {
    const two = 'BEGIN:VCARD\r\nFN:יעל כהן\r\nTEL:052-765-4321\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:Someone Else\r\nTEL:050-000-0000\r\nEND:VCARD\r\n';
    expect(draftFromSharedText(two)).toMatchObject({ name: 'יעל כהן', phones: ['+972527654321'] });
  });

  it('reads an email signature, its parts on one line or several, as a business card', () => {
    expect(draftFromSharedText('נועה ברק | מעצבת גרפית\nסטודיו נועה\n054-9876543 · noa@studio.co.il')).toEqual({
      name: 'נועה ברק',
      title: 'מעצבת גרפית',
      company: 'סטודיו נועה',
      phones: ['+972549876543'],
      emails: ['noa@studio.co.il'],
      websites: [],
      address: '',
    });
  });

  it('keeps a shared link as the website, and finds nothing in an empty text', () => {
    expect(draftFromSharedText('https://www.linkedin.com/in/dana-levi')).toMatchObject({ name: '', websites: ['https://www.linkedin.com/in/dana-levi'] });
    expect(draftFromSharedText(' \n ')).toBeUndefined();
  });
});

it("the manifest's share target posts to the worker's address the fields it reads, and accepts photos and contacts", () => {
  const manifest = JSON.parse(readFileSync(new URL('../../manifest.webmanifest', import.meta.url), 'utf8'));
  const target = manifest.share_target;
  expect(target).toMatchObject({ action: SHARE_TARGET_PATH, method: 'POST', enctype: 'multipart/form-data' });
  expect(target.params).toMatchObject({ title: SHARE_FIELDS.title, text: SHARE_FIELDS.text, url: SHARE_FIELDS.url });
  expect(target.params.files).toEqual([{ name: SHARE_FIELDS.file, accept: expect.arrayContaining(['image/*', 'text/vcard', '.vcf']) }]);
});
