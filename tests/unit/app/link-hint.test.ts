import { describe, expect, it } from 'vitest';
import { SOCIAL_BRANDS } from '../../../shared/contract/profiles';
import { ar } from '../../../shared/i18n/ar';
import { en as enFeatures } from '../../../shared/i18n/en';
import { enCore } from '../../../shared/i18n/en-core';
import { he as heFeatures } from '../../../shared/i18n/he';
import { heCore } from '../../../shared/i18n/he-core';
import { ru } from '../../../shared/i18n/ru';
import type { MessageKey } from '../../../app/i18n';
import { linkHintKey } from '../../../app/features/editor/link-hint';

const en: Record<MessageKey, string> = { ...enCore, ...enFeatures };
const he: Record<MessageKey, string> = { ...heCore, ...heFeatures };

describe("the hint under an item's link", () => {
  it('tells of a handle only for a network that has handles, and of a place for a map', () => {
    expect(en[linkHintKey({ kind: 'social', brand: 'instagram' })]).toBe('The profile address, or just the handle (e.g. `@dana.design`)');
    expect(en[linkHintKey({ kind: 'social', brand: 'waze' })]).toBe("Copy the place's link from the app's Share button");
    expect(he[linkHintKey({ kind: 'social', brand: 'waze' })]).toBe('מעתיקים את הקישור למקום מכפתור השיתוף באפליקציה');
    expect(en[linkHintKey({ kind: 'social', brand: 'whatsapp' })]).toBe('A wa.me link with the number, e.g. `wa.me/972501234567`');
    expect(en[linkHintKey({ kind: 'social', brand: 'email' })]).toContain('mailto:');
    expect(en[linkHintKey({ kind: 'social', brand: 'phone' })]).toContain('tel:');
    const withHandle = SOCIAL_BRANDS.filter((brand) => en[linkHintKey({ kind: 'social', brand })].includes('handle'));
    expect(withHandle).toEqual(['facebook', 'instagram', 'linkedin', 'tiktok', 'youtube', 'x', 'telegram', 'threads', 'pinterest', 'snapchat', 'github', 'behance', 'dribbble', 'calendly', 'medium', 'soundcloud', 'twitch']);
  });

  it('tells where to copy a video from, not of a website example', () => {
    expect(en[linkHintKey({ kind: 'video' })]).toBe("Copy the link from the video's Share button");
    expect(he[linkHintKey({ kind: 'video' })]).toBe('מעתיקים את הקישור מכפתור השיתוף של הסרטון');
  });

  it('keeps the website hint for a website, a button and the website network', () => {
    for (const item of [{ kind: 'website' }, { kind: 'button' }, { kind: 'social', brand: 'website' }] as const) {
      expect(en[linkHintKey(item)]).toBe('No need for `https://`, e.g. `dana-design.co.il`');
    }
  });

  it('marks every example address as an example (`…`), shown in one piece: in Arabic "dana-design.co.il" broke after "dana-"', () => {
    for (const table of [he, ar, ru, en]) {
      for (const key of ['editor.linkHint', 'editor.socialHint', 'editor.whatsappHint', 'editor.mailLinkHint', 'editor.phoneLinkHint'] as const) {
        const bare = table[key].replace(/`[^`]*`/g, '');
        expect([key, bare]).not.toEqual([key, expect.stringMatching(/dana|\d{6}|https:\/\/|mailto:|tel:/)]);
      }
    }
  });
});
