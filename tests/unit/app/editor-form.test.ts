import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, type Profile } from '../../../shared/contract/profiles';
import { setRenderedLanguage } from '../../../app/i18n';
import { loadServerTexts } from '../../../app/lib/server-texts';
import { AA_CONTRAST, blankForm, checkForm, colorContrast, formFromProfile, formToInput, formatRatio, isDirty, previewProfile, suggestedNames } from '../../../app/features/editor/form-model';
import { newItem } from '../../../app/features/editor/items';
import { formatIn } from '../../../app/lib/format';

const video = (url: string) => ({ ...newItem('video'), url });

function storedCard(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    userId: 3,
    version: 4,
    isPrimary: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    slug: 'dana-levi',
    displayName: 'דנה לוי',
    contactKind: 'person',
    givenName: 'דנה',
    familyName: 'לוי',
    title: 'מעצבת פנים',
    company: 'סטודיו דנה',
    bio: 'שורה ראשונה\nשורה שנייה',
    language: 'he',
    template: 'bold',
    primaryColor: '#7c2d12',
    backgroundColor: '#ffffff',
    avatar: '/uploads/abcdefghijklmnopqrstuvwx.webp',
    cover: null,
    logo: null,
    published: true,
    walletForVisitors: true,
    items: [
      { id: 11, kind: 'phone', type: 'mobile', enabled: true, label: 'נייד', value: '050-123-4567', call: true, sms: false, whatsapp: true },
      { id: 12, kind: 'website', enabled: false, label: '', url: 'https://dana.co.il' },
    ],
    translations: [],
    ...overrides,
  };
}

describe('form ↔ API mapping', () => {
  it('sends a loaded card back unchanged, keeping item ids and on/off switches', () => {
    const card = storedCard();
    const check = checkForm(formFromProfile(card));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.input).toEqual({
      slug: card.slug,
      displayName: card.displayName,
      contactKind: card.contactKind,
      givenName: card.givenName,
      familyName: card.familyName,
      title: card.title,
      company: card.company,
      bio: card.bio,
      language: card.language,
      template: card.template,
      primaryColor: card.primaryColor,
      backgroundColor: card.backgroundColor,
      avatar: card.avatar,
      cover: card.cover,
      logo: card.logo,
      published: card.published,
      walletForVisitors: true,
      items: card.items,
      translations: [],
    });
  });

  it('sends the card’s other languages back as loaded: each version’s texts and the items’ labels in it', () => {
    const english = { language: 'en' as const, displayName: 'Dana Levi', givenName: 'Dana', familyName: 'Levi', title: 'Interior designer', company: '', bio: '' };
    const card = storedCard({
      translations: [english, { language: 'ar', displayName: 'دانا ليفي', givenName: '', familyName: '', title: '', company: '', bio: 'مصممة' }],
      items: [
        { id: 11, kind: 'phone', type: 'mobile', enabled: true, label: 'נייד', value: '050-123-4567', call: true, sms: false, whatsapp: true, labels: { en: 'Mobile', ar: 'جوال' } },
        { id: 13, kind: 'button', enabled: true, label: 'קביעת פגישה', url: 'https://dana.co.il/meet', labels: { en: 'Book a meeting' } },
      ],
    });
    const check = checkForm(formFromProfile(card));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.input.translations).toEqual(card.translations);
    expect(check.input.items.map((item) => item.labels)).toEqual([{ en: 'Mobile', ar: 'جوال' }, { en: 'Book a meeting' }]);
  });

  it('reports a version in the card’s own language at that version, and a version with no name at its name', () => {
    const english = { language: 'en' as const, displayName: 'Dana Levi', givenName: '', familyName: '', title: '', company: '', bio: '' };
    const russian = { language: 'ru' as const, displayName: ' ', givenName: '', familyName: '', title: '', company: '', bio: '' };
    // The owner made the card English while it has an English version.
    const form = { ...formFromProfile(storedCard({ translations: [russian, english] })), language: 'en' as const };
    const check = checkForm(form);
    expect(check.ok ? {} : check.errors).toEqual({
      'translations.0.displayName': PROFILE_MESSAGES.displayNameRequired,
      'translations.1.language': PROFILE_MESSAGES.translationLanguage,
    });
  });

  it('never sends the editor-only item keys', () => {
    const form = formFromProfile(storedCard());
    const body = formToInput(form) as { items: Record<string, unknown>[] };
    expect(body.items.every((item) => !('key' in item))).toBe(true);
  });

  it('normalises what the owner typed the way the server will (trimmed, lower-case slug)', () => {
    const form = { ...blankForm(), slug: '  My-Card ', displayName: '  יוסי  ' };
    const check = checkForm(form);
    expect(check).toMatchObject({ ok: true, input: { slug: 'my-card', displayName: 'יוסי', template: 'classic', published: true } });
  });

  it('reports the contract’s Hebrew messages under the field paths the form shows them at', () => {
    const form = { ...blankForm(), slug: 'admin', items: [newItem('website'), { ...newItem('button'), label: 'לחצו', url: 'javascript:alert(1)' }] };
    const check = checkForm(form);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({
      slug: PROFILE_MESSAGES.slugReserved,
      displayName: PROFILE_MESSAGES.displayNameRequired,
      'items.0.url': PROFILE_MESSAGES.url,
      'items.1.url': PROFILE_MESSAGES.unsafeUrl,
    });
  });

  it('refuses a second video with the contract message', () => {
    const form = { ...blankForm(), slug: 'my-card', displayName: 'x', items: [video('https://youtu.be/M7lc1UVf-VE'), video('https://vimeo.com/123456789')] };
    const check = checkForm(form);
    expect(check.ok ? {} : check.errors).toEqual({ items: PROFILE_MESSAGES.oneVideo });
  });

  it('says an address or a button text is missing, not that it is too long', () => {
    const form = {
      ...blankForm(),
      slug: 'my-card',
      displayName: 'x',
      items: [{ ...newItem('address'), value: '1' }, { ...newItem('button'), label: ' ', url: 'dana.co.il' }],
    };
    const check = checkForm(form);
    expect(check.ok ? {} : check.errors).toEqual({ 'items.0.value': PROFILE_MESSAGES.addressIncomplete, 'items.1.label': PROFILE_MESSAGES.buttonLabelRequired });
  });

  describe('on an English screen', () => {
    beforeAll(async () => {
      setRenderedLanguage('en');
      await loadServerTexts();
    });
    afterAll(() => setRenderedLanguage('he'));

    it('reports every field problem in English', () => {
      const form = {
        ...blankForm(),
        slug: 'admin',
        bio: 'x'.repeat(1001),
        items: [
          { ...newItem('phone'), value: '12' },
          { ...newItem('email'), value: 'dana@' },
          { ...newItem('button'), label: 'Go', url: 'javascript:alert(1)' },
          { ...newItem('website'), url: 'not a link' },
          { ...newItem('address'), value: '1' },
        ],
      };
      const check = checkForm(form);
      expect(check.ok ? {} : check.errors).toEqual({
        slug: 'This address is reserved: choose another',
        displayName: 'Enter a name for the card',
        bio: 'The text is too long',
        'items.0.value': 'Invalid phone number',
        'items.1.value': 'Invalid email address',
        'items.2.url': 'The link was blocked: javascript:, data: and similar addresses are not allowed',
        'items.3.url': 'This does not look like a link. Type an address such as dana-design.co.il or a username such as @dana.design',
        'items.4.value': 'Enter the full address',
      });
    });
  });
});

describe('live preview', () => {
  it('renders what is being typed, with a numeric id for every item (new ones too)', () => {
    const form = { ...formFromProfile(storedCard()), displayName: 'דנה לוי-כהן' };
    form.items = [...form.items, { ...newItem('email'), value: 'dana@example.com' }];
    const preview = previewProfile(form, 7, 4);
    expect(preview.displayName).toBe('דנה לוי-כהן');
    expect(preview.items.map((item) => item.id)).toEqual([11, 12, -3]);
    expect(preview.items.every((item) => !('key' in item))).toBe(true);
  });

  it('leaves out items that are still empty, so the preview shows no blank links', () => {
    const form = { ...blankForm(), items: [newItem('phone'), { ...newItem('button'), url: 'https://a.co' }, { ...newItem('website'), url: 'https://b.co' }, newItem('gallery')] };
    expect(previewProfile(form).items.map((item) => item.kind)).toEqual(['website']);
  });
});

describe('unsaved changes', () => {
  it('is dirty only when a value differs from what was loaded', () => {
    const loaded = formFromProfile(storedCard());
    expect(isDirty({ ...loaded }, loaded)).toBe(false);
    expect(isDirty({ ...loaded, title: 'אחר' }, loaded)).toBe(true);
    expect(isDirty({ ...loaded, items: [loaded.items[1]!, loaded.items[0]!] }, loaded)).toBe(true);
  });
});

describe('contrast warning', () => {
  it('warns below WCAG AA (4.5:1) and not at or above it', () => {
    expect(AA_CONTRAST).toBe(4.5);
    expect(colorContrast('#000000', '#ffffff')).toEqual({ ratio: 21, belowAA: false });
    // #767676 on white is the lightest grey that passes AA (4.54:1); #777777 fails (4.48:1).
    expect(colorContrast('#767676', '#ffffff').belowAA).toBe(false);
    expect(colorContrast('#777777', '#ffffff').belowAA).toBe(true);
    expect(colorContrast('#fde047', '#ffffff').belowAA).toBe(true);
  });

  it('shows the ratio rounded down, so a failing ratio never reads as 4.5:1', () => {
    expect(formatRatio(colorContrast('#777777', '#ffffff').ratio)).toBe('4.4:1');
    expect(formatRatio(21)).toBe('21.0:1');
  });

  it('writes the ratio with the decimal separator of the language shown: «4,4:1» in Russian', () => {
    formatIn('ru');
    try {
      expect(formatRatio(colorContrast('#777777', '#ffffff').ratio)).toBe('4,4:1');
      expect(formatRatio(21)).toBe('21,0:1');
    } finally {
      formatIn('he');
    }
    expect(formatRatio(21)).toBe('21.0:1');
  });
});

describe('suggestedNames', () => {
  it('offers the last word as family name and the rest as given names, for the owner to correct', () => {
    expect(suggestedNames('  נועה בת-שבע   ישראלי ')).toEqual({ givenName: 'נועה בת-שבע', familyName: 'ישראלי' });
    expect(suggestedNames('Dana')).toEqual({ givenName: 'Dana', familyName: '' });
    expect(suggestedNames('   ')).toEqual({ givenName: '', familyName: '' });
  });
});
