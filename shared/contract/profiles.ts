import { z } from 'zod';
import { CARD_LANGUAGES, type CardLanguage } from './card-languages';
import { emailFromInput, phoneFromInput, socialAddressFromInput, webAddressFromInput } from './link-input';

/** Hebrew messages of the card editor's validation. */
export const PROFILE_MESSAGES = {
  slugFormat: 'הכתובת יכולה להכיל רק אותיות באנגלית קטנות, ספרות ומקפים, 3 עד 40 תווים, בלי מקף בהתחלה או בסוף',
  slugReserved: 'הכתובת שמורה למערכת, בחרו כתובת אחרת',
  slugTaken: 'הכתובת כבר תפוסה',
  displayNameRequired: 'יש להזין שם לכרטיס',
  tooLong: 'הטקסט ארוך מדי',
  addressIncomplete: 'יש להזין כתובת מלאה',
  buttonLabelRequired: 'יש להזין את טקסט הכפתור',
  color: 'צבע לא תקין (למשל ‎#1d4ed8)',
  url: 'זה לא נראה כמו קישור. אפשר להקליד כתובת כמו dana-design.co.il או שם משתמש כמו ‎@dana.design',
  unsafeUrl: 'הקישור נחסם: כתובות מסוג javascript:‏, data: ודומיהן אינן מותרות',
  phone: 'מספר טלפון לא תקין',
  email: 'כתובת מייל לא תקינה',
  video: 'יש להזין קישור לסרטון YouTube או Vimeo',
  oneVideo: 'אפשר להוסיף סרטון אחד בלבד',
  tooManyItems: 'אפשר להוסיף עד 60 פריטים לכרטיס',
  galleryMax: 'אפשר להוסיף עד 12 תמונות לגלריה',
  image: 'תמונה לא תקינה',
  versionConflict: 'הכרטיס השתנה במקום אחר מאז שנפתח. בחרו אם לשמור את הגרסה שלכם או לטעון את העדכנית',
  planLimit: 'הגעתם למספר הכרטיסים המרבי בחבילה שלכם. שדרגו כדי להוסיף כרטיסים',
  notFound: 'הכרטיס לא נמצא',
  translationLanguage: 'לכל שפה נוספת יש גרסה אחת, בשפה שאינה שפת הכרטיס',
} as const;

/** Card page paths that a slug may not take. */
export const RESERVED_SLUGS = [
  'admin', 'api', 'app', 'new', 'edit', 'editor', 'dashboard', 'demo-admin', 'kartis', 'help', 'examples', 'embed',
  'blog', 'login', 'register', 'account', 'settings', 'support', 'static', 'assets', 'uploads', 'null', 'undefined',
] as const;

export const TEMPLATES = ['classic', 'bold', 'minimal'] as const;
export type Template = (typeof TEMPLATES)[number];

/** Social brands with an icon on the card (≥ 20). */
export const SOCIAL_BRANDS = [
  'facebook', 'instagram', 'linkedin', 'tiktok', 'youtube', 'x', 'telegram', 'whatsapp', 'threads', 'pinterest',
  'snapchat', 'spotify', 'github', 'behance', 'dribbble', 'calendly', 'waze', 'googlemaps', 'applemaps', 'email',
  'phone', 'vimeo', 'discord', 'medium', 'soundcloud', 'twitch', 'reddit', 'website',
] as const;
export type SocialBrand = (typeof SOCIAL_BRANDS)[number];

/** URL schemes a card link may use: the web, mail, phone, SMS and the brands' own app schemes. */
export const ALLOWED_URL_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:', 'sms:', 'whatsapp:', 'tg:', 'waze:', 'spotify:', 'fb:', 'instagram:', 'linkedin:', 'snapchat:', 'maps:', 'geo:'] as const;

/** The text without control characters and white space (browsers skip tabs and newlines inside a scheme: "java\tscript:"). */
function withoutInvisibles(value: string): string {
  return Array.from(value)
    .filter((ch) => ch > ' ' && ch !== '\u007f' && !/\s/.test(ch))
    .join('');
}

/** True when a URL parses and uses an allowed scheme (so never javascript:, data:, vbscript:, file:, …). */
export function isSafeUrl(value: string): boolean {
  const cleaned = withoutInvisibles(value);
  try {
    const url = new URL(cleaned);
    return (ALLOWED_URL_SCHEMES as readonly string[]).includes(url.protocol.toLowerCase());
  } catch {
    return false;
  }
}

const text = (max: number) => z.string().trim().max(max, PROFILE_MESSAGES.tooLong);

export const safeUrlSchema = z
  .string()
  .trim()
  .min(1, PROFILE_MESSAGES.url)
  .max(2000, PROFILE_MESSAGES.tooLong)
  .superRefine((value, ctx) => {
    if (isSafeUrl(value)) return;
    const unsafe = /^(javascript|data|vbscript|file|blob):/i.test(withoutInvisibles(value));
    ctx.addIssue({ code: 'custom', message: unsafe ? PROFILE_MESSAGES.unsafeUrl : PROFILE_MESSAGES.url });
  });

export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/, PROFILE_MESSAGES.slugFormat)
  .refine((slug) => !slug.includes('--'), PROFILE_MESSAGES.slugFormat)
  .refine((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), PROFILE_MESSAGES.slugReserved);

export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, PROFILE_MESSAGES.color).transform((c) => c.toLowerCase());

export const phoneSchema = z.preprocess(
  phoneFromInput,
  z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9\s\-().]{5,22}$/, PROFILE_MESSAGES.phone),
) as unknown as z.ZodString;

/** A web address as people type it: a bare domain gets its https://. */
const typedUrlSchema = z.preprocess(webAddressFromInput, safeUrlSchema) as unknown as typeof safeUrlSchema;

/** A path of an image produced by `POST /api/uploads` (never an arbitrary URL). */
export const uploadPathSchema = z.string().regex(/^\/uploads\/[a-z0-9]{24}(?:-[a-z0-9]+)?\.webp$/, PROFILE_MESSAGES.image);

/** What a phone number is, which decides the type a contacts app files it under. */
export const PHONE_TYPES = ['mobile', 'work', 'home', 'fax', 'main'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

/** Whether a card is saved to contacts as a person (given and family names) or as a business (a company contact). */
export const CONTACT_KINDS = ['person', 'business'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/**
 * An item's label in the card's other languages (`{ en: 'Portfolio' }`); a language without one shows the card's own
 * label, or the item's default name in that language. Empty labels are dropped.
 */
const translatedLabelsSchema = z
  .partialRecord(z.enum(CARD_LANGUAGES), z.string().trim().max(60, PROFILE_MESSAGES.tooLong))
  .transform((labels) => Object.fromEntries(Object.entries(labels).filter(([, label]) => label !== '')) as Partial<Record<CardLanguage, string>>)
  .optional();

const itemBase = { id: z.number().int().positive().optional(), enabled: z.boolean().default(true), labels: translatedLabelsSchema };

export const profileItemSchema = z.discriminatedUnion('kind', [
  z.object({ ...itemBase, kind: z.literal('phone'), type: z.enum(PHONE_TYPES).default('mobile'), label: text(60), value: phoneSchema, call: z.boolean().default(true), sms: z.boolean().default(false), whatsapp: z.boolean().default(true) }),
  z.object({ ...itemBase, kind: z.literal('email'), label: text(60), value: z.preprocess(emailFromInput, z.email(PROFILE_MESSAGES.email).max(254)) as unknown as z.ZodString }),
  z.object({ ...itemBase, kind: z.literal('website'), label: text(60), url: typedUrlSchema }),
  z.object({ ...itemBase, kind: z.literal('address'), label: text(60), value: z.string().trim().min(2, PROFILE_MESSAGES.addressIncomplete).max(200, PROFILE_MESSAGES.tooLong) }),
  // A handle (`@dana.design`) becomes the network's address, which needs the brand: read before the address is checked.
  z
    .object({ ...itemBase, kind: z.literal('social'), brand: z.enum(SOCIAL_BRANDS), label: text(60), url: z.string() })
    .transform((item, ctx) => {
      const url = safeUrlSchema.safeParse(socialAddressFromInput(item.brand, item.url));
      if (url.success) return { ...item, url: url.data };
      for (const issue of url.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['url'] });
      return z.NEVER;
    }),
  z.object({ ...itemBase, kind: z.literal('button'), label: z.string().trim().min(1, PROFILE_MESSAGES.buttonLabelRequired).max(60, PROFILE_MESSAGES.tooLong), url: typedUrlSchema }),
  z.object({
    ...itemBase,
    kind: z.literal('video'),
    label: text(60),
    url: z.preprocess(webAddressFromInput, safeUrlSchema.refine((u) => videoEmbed(u) !== null, PROFILE_MESSAGES.video)) as unknown as typeof safeUrlSchema,
    /** The owner's own picture shown until the visitor taps play (uploaded for a cover); none shows a plain frame. */
    poster: uploadPathSchema.nullable().default(null),
  }),
  z.object({ ...itemBase, kind: z.literal('gallery'), label: text(60), images: z.array(uploadPathSchema).max(12, PROFILE_MESSAGES.galleryMax) }),
]);
export type ProfileItem = z.infer<typeof profileItemSchema>;
export type ProfileItemInput = z.input<typeof profileItemSchema>;
export type ProfileItemKind = ProfileItem['kind'];

/**
 * The card's texts in another language, for visitors who read it: the page, its vCard and the mail a visitor asks for
 * follow it. A text left empty shows the card's own.
 */
export const cardTranslationSchema = z.object({
  language: z.enum(CARD_LANGUAGES),
  displayName: z.string().trim().min(1, PROFILE_MESSAGES.displayNameRequired).max(80, PROFILE_MESSAGES.tooLong),
  givenName: text(80).default(''),
  familyName: text(80).default(''),
  title: text(80).default(''),
  company: text(80).default(''),
  bio: z.string().max(1000, PROFILE_MESSAGES.tooLong).default(''),
});
export type CardTranslation = z.infer<typeof cardTranslationSchema>;

/** A version in `language` with nothing written yet. */
export function blankTranslation(language: CardLanguage): CardTranslation {
  return { language, displayName: '', givenName: '', familyName: '', title: '', company: '', bio: '' };
}

const cardInputFields = z.object({
  slug: slugSchema,
  displayName: z.string().trim().min(1, PROFILE_MESSAGES.displayNameRequired).max(80, PROFILE_MESSAGES.tooLong),
  contactKind: z.enum(CONTACT_KINDS).default('person'),
  /** A person's names as contacts file them (a business has none: it is saved under its display name). */
  givenName: text(80).default(''),
  familyName: text(80).default(''),
  title: text(80).default(''),
  company: text(80).default(''),
  bio: z.string().max(1000, PROFILE_MESSAGES.tooLong).default(''),
  language: z.enum(CARD_LANGUAGES).default('he'),
  template: z.enum(TEMPLATES).default('classic'),
  primaryColor: colorSchema.default('#1d4ed8'),
  backgroundColor: colorSchema.default('#ffffff'),
  avatar: uploadPathSchema.nullable().default(null),
  cover: uploadPathSchema.nullable().default(null),
  /** A logo under the name, kept at its shape (uploaded as a gallery picture); a team template sets it for its members. */
  logo: uploadPathSchema.nullable().default(null),
  published: z.boolean().default(true),
  /** Visitors see "Add to Apple Wallet" on the card (its owner always can, from the dashboard). */
  walletForVisitors: z.boolean().default(false),
  items: z
    .array(profileItemSchema)
    .max(60, PROFILE_MESSAGES.tooManyItems)
    .refine((items) => items.filter((i) => i.kind === 'video').length <= 1, PROFILE_MESSAGES.oneVideo)
    .default([]),
  /** The card in its other languages, at most one each, never in its own. */
  translations: z.array(cardTranslationSchema).max(CARD_LANGUAGES.length - 1, PROFILE_MESSAGES.translationLanguage).default([]),
});

/** Each of the card's other languages once, none its own. */
function oneTranslationPerLanguage(card: { language: CardLanguage; translations: CardTranslation[] }, ctx: z.RefinementCtx) {
  const seen = new Set<CardLanguage>([card.language]);
  card.translations.forEach((translation, index) => {
    if (seen.has(translation.language)) ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.translationLanguage, path: ['translations', index, 'language'] });
    seen.add(translation.language);
  });
}

/** What the editor saves: the whole card. */
export const profileInputSchema = cardInputFields.superRefine(oneTranslationPerLanguage);
export type ProfileInput = z.infer<typeof profileInputSchema>;
export type ProfileFormValues = z.input<typeof profileInputSchema>;

/** `PUT /api/profiles/{id}` body: the card plus the version the editor started from. */
export const profileUpdateSchema = cardInputFields.extend({ version: z.number().int().positive() }).superRefine(oneTranslationPerLanguage);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Fields every stored item has: its id and whether the card shows it. */
const storedItemBase = { id: z.number().int(), enabled: z.boolean(), labels: z.partialRecord(z.enum(CARD_LANGUAGES), z.string()).optional() };

/** An item as the server answers it: as saved, so read without the editor's checks and conversions. */
export const storedItemSchema = z.discriminatedUnion('kind', [
  z.object({ ...storedItemBase, kind: z.literal('phone'), type: z.enum(PHONE_TYPES), label: z.string(), value: z.string(), call: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() }),
  z.object({ ...storedItemBase, kind: z.literal('email'), label: z.string(), value: z.string() }),
  z.object({ ...storedItemBase, kind: z.literal('website'), label: z.string(), url: z.string() }),
  z.object({ ...storedItemBase, kind: z.literal('address'), label: z.string(), value: z.string() }),
  z.object({ ...storedItemBase, kind: z.literal('social'), brand: z.enum(SOCIAL_BRANDS), label: z.string(), url: z.string() }),
  z.object({ ...storedItemBase, kind: z.literal('button'), label: z.string(), url: z.string() }),
  z.object({ ...storedItemBase, kind: z.literal('video'), label: z.string(), url: z.string(), poster: z.string().nullable() }),
  z.object({ ...storedItemBase, kind: z.literal('gallery'), label: z.string(), images: z.array(z.string()) }),
]);
export type StoredItem = z.infer<typeof storedItemSchema>;

/** The fields of a card that both its owner and its visitors see. */
const cardFields = {
  id: z.number().int(),
  slug: z.string(),
  displayName: z.string(),
  contactKind: z.enum(CONTACT_KINDS),
  givenName: z.string(),
  familyName: z.string(),
  title: z.string(),
  company: z.string(),
  bio: z.string(),
  language: z.enum(CARD_LANGUAGES),
  template: z.enum(TEMPLATES),
  primaryColor: z.string(),
  backgroundColor: z.string(),
  avatar: z.string().nullable(),
  cover: z.string().nullable(),
  logo: z.string().nullable(),
  items: z.array(storedItemSchema),
  published: z.boolean(),
  walletForVisitors: z.boolean(),
  translations: z.array(z.object({ language: z.enum(CARD_LANGUAGES), displayName: z.string(), givenName: z.string(), familyName: z.string(), title: z.string(), company: z.string(), bio: z.string() })).default([]),
  version: z.number().int(),
};

/** A card as its owner sees it (editor, dashboard). */
export const profileSchema = z.object({
  ...cardFields,
  userId: z.number().int(),
  isPrimary: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** A card as the public page renders it (what `ProfileCard` receives). */
export const publicProfileSchema = z.object(cardFields);
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** One row of the dashboard's card list. */
export const profileSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  displayName: z.string(),
  title: z.string(),
  avatar: z.string().nullable(),
  template: z.enum(TEMPLATES),
  published: z.boolean(),
  isPrimary: z.boolean(),
  /** The languages the card is written in, its own first. */
  languages: z.array(z.enum(CARD_LANGUAGES)),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;
export const profileSummaryListSchema = z.array(profileSummarySchema);

/** `GET /api/profiles/slug-available?slug=&profileId=` query: `profileId` is the card being edited (its own slug counts as free). */
export const slugAvailabilityQuerySchema = z.object({
  slug: z.string().max(200),
  profileId: z.coerce.number().int().positive().optional(),
});

/** `GET /api/profiles/slug-available?slug=` answer. */
export const slugAvailabilitySchema = z.object({
  slug: z.string(),
  available: z.boolean(),
  message: z.string().optional(),
  suggestions: z.array(z.string()),
});
export type SlugAvailability = z.infer<typeof slugAvailabilitySchema>;

/** How many cards each plan level allows (basic is the free plan; trial and paid plans share the higher limit). */
export const CARD_LIMITS = { basic: 1, trial: 5, active: 5 } as const;

/** 409 body when the card changed since the editor loaded it: `current` is the stored card. */
export const versionConflictBodySchema = z.object({
  code: z.literal('version_conflict'),
  message: z.string(),
  current: profileSchema,
});
export type VersionConflictBody = z.infer<typeof versionConflictBodySchema>;

/** 409 body when the slug belongs to another card. */
export const slugTakenBodySchema = z.object({
  code: z.literal('slug_taken'),
  message: z.string(),
  suggestions: z.array(z.string()),
});
export type SlugTakenBody = z.infer<typeof slugTakenBodySchema>;

/** What an image is uploaded for: it decides the size it is re-encoded to. */
export const UPLOAD_PURPOSES = ['avatar', 'cover', 'gallery'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Largest image file accepted by `POST /api/uploads` (413 above it). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** Hebrew messages of `POST /api/uploads` refusals (413 uses the status's Hebrew text). */
export const UPLOAD_MESSAGES = {
  missingFile: 'לא נבחר קובץ להעלאה',
  purpose: 'יש לציין למה התמונה מיועדת: תמונת פרופיל, תמונת רקע או גלריה',
  notImage: 'הקובץ אינו תמונה נתמכת. אפשר להעלות JPEG‏, PNG‏, WebP‏, GIF או AVIF',
  tooManyPixels: 'מידות התמונה גדולות מדי. אפשר להעלות תמונה של עד 40 מגה-פיקסל',
  quota: 'הגעתם למכסת התמונות של החשבון. הסירו תמונות מהכרטיסים או שדרגו את החבילה כדי להעלות עוד.',
} as const;

/** How many stored images, and how many bytes of them, an account may keep, by plan (about 20 images a card). */
export const UPLOAD_QUOTAS = {
  basic: { count: 20, bytes: 20 * 1024 * 1024 },
  trial: { count: 100, bytes: 100 * 1024 * 1024 },
  active: { count: 100, bytes: 100 * 1024 * 1024 },
} as const;

/** `POST /api/uploads` answer. */
export const uploadResultSchema = z.object({
  id: z.string(),
  /** The WebP shown on the page (`/uploads/{id}.webp`): the value to put in avatar, cover or a gallery. */
  url: z.string(),
  /** Avatars only: the small JPEG embedded in the vCard (`/uploads/{id}-vcard.jpg`). */
  vcardUrl: z.string().optional(),
  purpose: z.enum(UPLOAD_PURPOSES),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/**
 * The embeddable player URL of a YouTube or Vimeo link, or null. Nothing is loaded from the video's site before the
 * visitor taps play: no picture from it either, so a card view tells the video site nothing.
 */
export function videoEmbed(url: string): { provider: 'youtube' | 'vimeo'; id: string; embedUrl: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  let id: string | undefined;
  if (host === 'youtu.be') id = parsed.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = parsed.searchParams.get('v') ?? parsed.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1];
  }
  if (id && /^[\w-]{6,20}$/.test(id)) {
    return { provider: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vimeoId = parsed.pathname.match(/(\d{5,12})/)?.[1];
    if (vimeoId) return { provider: 'vimeo', id: vimeoId, embedUrl: `https://player.vimeo.com/video/${vimeoId}?autoplay=1` };
  }
  return null;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG relative luminance contrast ratio of two #rrggbb colours (for the editor's AA warning). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
