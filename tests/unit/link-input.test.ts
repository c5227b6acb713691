import { describe, expect, it } from 'vitest';
import { phoneFromInput, socialAddressFromInput, webAddressFromInput } from '../../shared/contract/link-input';
import { PROFILE_MESSAGES, profileItemSchema } from '../../shared/contract/profiles';
import { publicLeadInputSchema } from '../../shared/contract/leads';

describe('links as people type them', () => {
  it.each([
    ['dana-design.co.il', 'https://dana-design.co.il'],
    ['www.dana.co.il/about?x=1', 'https://www.dana.co.il/about?x=1'],
    ['  linkedin.com/in/dana-levi ', 'https://linkedin.com/in/dana-levi'],
    ['https://dana.co.il', 'https://dana.co.il'],
    ['mailto:dana@example.com', 'mailto:dana@example.com'],
    ['דנה עיצוב', 'דנה עיצוב'],
  ])('website %j → %j', (typed, expected) => {
    expect(webAddressFromInput(typed)).toBe(expected);
  });

  it.each([
    ['instagram', '@dana.design', 'https://www.instagram.com/dana.design'],
    ['instagram', 'dana_levi', 'https://www.instagram.com/dana_levi'],
    ['tiktok', '@dana', 'https://www.tiktok.com/@dana'],
    ['x', '@dana', 'https://x.com/dana'],
    ['linkedin', 'dana-levi', 'https://www.linkedin.com/in/dana-levi'],
    ['linkedin', 'linkedin.com/in/dana-levi', 'https://linkedin.com/in/dana-levi'],
    ['youtube', '@danadesign', 'https://www.youtube.com/@danadesign'],
    ['telegram', '@dana', 'https://t.me/dana'],
    ['facebook', 'facebook.com/dana.design', 'https://facebook.com/dana.design'],
    ['facebook', 'https://www.facebook.com/dana', 'https://www.facebook.com/dana'],
    ['website', 'dana.co.il', 'https://dana.co.il'],
  ])('%s %j → %j', (brand, typed, expected) => {
    expect(socialAddressFromInput(brand, typed)).toBe(expected);
  });

  it.each([
    ['0501234567', '050-123-4567'],
    ['+972 50-123-4567', '050-123-4567'],
    ['972501234567', '050-123-4567'],
    ['(050) 123 4567', '050-123-4567'],
    ['03-1234567', '03-123-4567'],
    ['+1 212 555 0100', '+1 212 555 0100'],
    ['٠٥٠١٢٣٤٥٦٧', '050-123-4567'],
    ['+٩٧٢ ٤-٦٠٠-١٢٣٤', '04-600-1234'],
    ['۰۵۰۱۲۳۴۵۶۷', '050-123-4567'],
  ])('phone %j → %j', (typed, expected) => {
    expect(phoneFromInput(typed)).toBe(expected);
  });

  it('saves what people type as working links, and refuses only what cannot be one, in plain Hebrew', () => {
    expect(profileItemSchema.parse({ kind: 'social', brand: 'instagram', label: '', url: '@dana.design' })).toMatchObject({ url: 'https://www.instagram.com/dana.design' });
    expect(profileItemSchema.parse({ kind: 'website', label: '', url: 'dana-design.co.il' })).toMatchObject({ url: 'https://dana-design.co.il' });
    expect(profileItemSchema.parse({ kind: 'phone', label: '', value: '+972501234567' })).toMatchObject({ value: '050-123-4567' });
    expect(profileItemSchema.parse({ kind: 'video', label: '', url: 'youtube.com/watch?v=dQw4w9WgXcQ' })).toMatchObject({ url: 'https://youtube.com/watch?v=dQw4w9WgXcQ' });
    const refused = profileItemSchema.safeParse({ kind: 'website', label: '', url: 'just some words' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['url'], message: PROFILE_MESSAGES.url });
    const social = profileItemSchema.safeParse({ kind: 'social', brand: 'facebook', label: '', url: 'javascript:alert(1)' });
    expect(social.error?.issues[0]).toMatchObject({ path: ['url'], message: PROFILE_MESSAGES.unsafeUrl });
  });

  it('takes a number, mail address or link copied from a contact or chat in Hebrew or Arabic, with its invisible direction marks, as typed', () => {
    // WhatsApp and the contacts app wrap a number in LRE…PDF or mark it with LRM/RLM when it is copied in a right-to-left language.
    expect(profileItemSchema.parse({ kind: 'phone', label: '', value: '\u202A+972 52-123-4567\u202C' })).toMatchObject({ value: '052-123-4567' });
    expect(profileItemSchema.parse({ kind: 'phone', label: '', value: '\u200E050-123-4567\u200F' })).toMatchObject({ value: '050-123-4567' });
    expect(profileItemSchema.parse({ kind: 'email', label: '', value: '\u200Fdana@example.com\u200F' })).toMatchObject({ value: 'dana@example.com' });
    expect(profileItemSchema.parse({ kind: 'website', label: '', url: '\u200Edana-design.co.il\u200E' })).toMatchObject({ url: 'https://dana-design.co.il' });
    expect(profileItemSchema.parse({ kind: 'social', brand: 'instagram', label: '', url: '\u2066@dana.design\u2069' })).toMatchObject({ url: 'https://www.instagram.com/dana.design' });
  });

  it('takes a number copied from a document or web page with its typographic dashes', () => {
    // Word turns " - " into an en dash; pages and phones write numbers with non-breaking hyphens or minus signs.
    expect(profileItemSchema.parse({ kind: 'phone', label: '', value: '052 – 1234567' })).toMatchObject({ value: '052-123-4567' });
    expect(profileItemSchema.parse({ kind: 'phone', label: '', value: '+1\u2011212\u2011555\u20110100' })).toMatchObject({ value: '+1-212-555-0100' });
    expect(profileItemSchema.parse({ kind: 'phone', label: '', value: '03\u22126001234' })).toMatchObject({ value: '03-600-1234' });
  });

  it('takes a number a visitor types with an Arabic keyboard’s digits on a card’s lead form, in the digits 0-9', () => {
    const lead = publicLeadInputSchema.parse({ name: 'سلمى', phone: '٠٥٢-٥٥٥-١٢٣٤', consent: true });
    expect(lead.phone).toBe('052-555-1234');
  });
});
