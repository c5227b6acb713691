import { z } from 'zod';
import { nfcOrderSchema } from './physical-cards';
import { PACKAGE_TYPES, PAID_PLAN_TYPES, productSchema } from './products';
import { visitorFileInfoSchema } from './visitor-file-info';

/** The admin screens' Hebrew messages. */
export const ADMIN_MESSAGES = {
  selfChange: 'לא ניתן לשנות את התפקיד של החשבון שלך או לחסום אותו',
  demoLocked: 'חשבון ההדגמה נשאר פעיל, בתפקיד משתמש',
  userMissing: 'המשתמש לא נמצא',
  nothingToChange: 'לא נבחר שום שינוי',
  trialDays: 'אפשר להאריך ניסיון ב‑1 עד 90 ימים',
  productMissing: 'החבילה לא נמצאה',
  productInUse: 'לחבילה יש מנויים, ולכן אי אפשר למחוק אותה. אפשר להעביר אותם לחבילה אחרת או להפוך אותה ללא פעילה.',
  typeInUse: 'לחבילה יש מנויים, ולכן אי אפשר לשנות את הסוג שלה. אפשר להעביר אותם קודם לחבילה אחרת.',
  nameRequired: 'יש להזין שם לחבילה',
  nameMax: 'שם החבילה יכול להכיל עד 60 תווים',
  descriptionMax: 'התיאור יכול להכיל עד 300 תווים',
  priceInvalid: 'המחיר חייב להיות בין ₪0 ל‑₪100,000, עם עד שתי ספרות אחרי הנקודה',
  featuresMax: 'עד 10 שורות תכונות, כל אחת עד 120 תווים',
  benefitMax: 'כל יתרון יכול להכיל עד 120 תווים',
  sortOrder: 'הסדר חייב להיות מספר שלם',
  packageType: 'יש לבחור סוג חבילה',
  nameEnRequired: 'יש להזין שם לחבילה באנגלית',
  noHebrewInEnglish: 'בטקסט באנגלית אין מקום לאותיות עבריות',
  noHebrewInTranslation: 'בטקסט בערבית או ברוסית אין מקום לאותיות עבריות',
  paidPlanPrices: 'לחבילה בתשלום יש מחיר חודשי ומחיר שנתי, והמחיר השנתי אינו עולה על 12 תשלומים חודשיים',
  sameProduct: 'יש לבחור שתי חבילות שונות',
  targetInactive: 'אפשר להעביר מנויים רק לחבילה פעילה',
  notSubscription: 'כרטיסי NFC אינם חבילת מנוי',
  migratedTitle: 'החבילה שלך עודכנה',
  migratedContent: (name: string) => `המנוי שלך הועבר לחבילה "${name}". הפרטים מחכים לך בעמוד המנוי.`,
} as const;

/** How many rows an admin list shows per page. */
export const ADMIN_PAGE_SIZE = 25;

const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** `GET /api/admin/users`: search by name or address, filter by role, page. */
export const adminUserListQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  role: z.enum(['user', 'admin']).optional(),
  page: pageSchema,
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

/** `PATCH /api/admin/users/{id}`: the role, blocking, and days added to the trial. */
export const adminUserUpdateSchema = z
  .object({
    userRole: z.enum(['user', 'admin']).optional(),
    disabled: z.boolean().optional(),
    extendTrialDays: z.number({ error: ADMIN_MESSAGES.trialDays }).int(ADMIN_MESSAGES.trialDays).min(1, ADMIN_MESSAGES.trialDays).max(90, ADMIN_MESSAGES.trialDays).optional(),
  })
  .refine((change) => change.userRole !== undefined || change.disabled !== undefined || change.extendTrialDays !== undefined, ADMIN_MESSAGES.nothingToChange);
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

/** An account as the admin's user list shows it. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  userRole: z.enum(['user', 'admin']),
  isDemo: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  trialEndsAt: z.string().nullable(),
  /** The plan in force: a paid plan by its names in each language (null where it has none in one), the trial, or the free plan. */
  plan: z.object({
    status: z.enum(['active', 'trial', 'basic']),
    name: z.string().nullable(),
    nameEn: z.string().nullable(),
    nameAr: z.string().nullable(),
    nameRu: z.string().nullable(),
  }),
  cards: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A page of accounts. */
export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

const price = z
  .number({ error: ADMIN_MESSAGES.priceInvalid })
  .min(0, ADMIN_MESSAGES.priceInvalid)
  .max(100_000, ADMIN_MESSAGES.priceInvalid)
  .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), ADMIN_MESSAGES.priceInvalid);
const benefit = z.string().trim().max(120, ADMIN_MESSAGES.benefitMax).nullable().optional().transform((value) => value || null);
const featureLine = z.string().trim().min(1).max(120, ADMIN_MESSAGES.featuresMax);
const featureList = (line: z.ZodType<string>) => z.array(line, { error: ADMIN_MESSAGES.featuresMax }).max(10, ADMIN_MESSAGES.featuresMax).default([]);

/** Letters of the Hebrew alphabet (niqqud and the final forms included): an English text has none. */
const HEBREW_LETTER = /[\u0590-\u05FF\uFB1D-\uFB4F]/;
const withoutHebrew = (message: string) => <T extends z.ZodType<string | null>>(schema: T) => schema.refine((text) => !text || !HEBREW_LETTER.test(text), message);
const english = withoutHebrew(ADMIN_MESSAGES.noHebrewInEnglish);
const translated = withoutHebrew(ADMIN_MESSAGES.noHebrewInTranslation);

/** A package's English texts: the name is required, and none of them holds a Hebrew letter. */
const englishTextsSchema = z.object({
  name: english(z.string({ error: ADMIN_MESSAGES.nameEnRequired }).trim().min(1, ADMIN_MESSAGES.nameEnRequired).max(60, ADMIN_MESSAGES.nameMax)),
  description: english(z.string().trim().max(300, ADMIN_MESSAGES.descriptionMax)).default(''),
  features: featureList(english(featureLine)),
  benefit1: english(benefit),
  benefit2: english(benefit),
  benefit3: english(benefit),
  benefit4: english(benefit),
  benefit5: english(benefit),
}, { error: ADMIN_MESSAGES.nameEnRequired });

/**
 * A package's Arabic or Russian texts, none of them with a Hebrew letter. They may wait for someone who writes the
 * language: with no name, the package is shown in English there.
 */
const translatedTextsSchema = z.object({
  name: translated(z.string().trim().max(60, ADMIN_MESSAGES.nameMax)).default(''),
  description: translated(z.string().trim().max(300, ADMIN_MESSAGES.descriptionMax)).default(''),
  features: featureList(translated(featureLine)),
  benefit1: translated(benefit),
  benefit2: translated(benefit),
  benefit3: translated(benefit),
  benefit4: translated(benefit),
  benefit5: translated(benefit),
});
const NO_TEXTS = { name: '', description: '', features: [], benefit1: null, benefit2: null, benefit3: null, benefit4: null, benefit5: null };


/**
 * `POST /api/admin/products` and `PUT /api/admin/products/{id}`: a package with its prices, texts and flags (prices in
 * shekels, texts in Hebrew), its English texts and, when written, its Arabic and Russian ones. A paid plan has both prices, and its yearly price never exceeds
 * twelve monthly ones, so the saving its card shows is never negative.
 */
export const productInputSchema = z
  .object({
    name: z.string({ error: ADMIN_MESSAGES.nameRequired }).trim().min(1, ADMIN_MESSAGES.nameRequired).max(60, ADMIN_MESSAGES.nameMax),
    description: z.string().trim().max(300, ADMIN_MESSAGES.descriptionMax).default(''),
    monthlyPrice: price,
    yearlyPrice: price,
    features: featureList(featureLine),
    benefit1: benefit,
    benefit2: benefit,
    benefit3: benefit,
    benefit4: benefit,
    benefit5: benefit,
    isPopular: z.boolean().default(false),
    isActive: z.boolean().default(true),
    showAtHome: z.boolean().default(true),
    sortOrder: z.number({ error: ADMIN_MESSAGES.sortOrder }).int(ADMIN_MESSAGES.sortOrder).min(-10_000).max(10_000).default(0),
    packageType: z.enum(PACKAGE_TYPES, { error: ADMIN_MESSAGES.packageType }),
    en: englishTextsSchema,
    ar: translatedTextsSchema.default(NO_TEXTS),
    ru: translatedTextsSchema.default(NO_TEXTS),
  })
  .refine(
    (input) =>
      !(PAID_PLAN_TYPES as readonly string[]).includes(input.packageType) ||
      (input.monthlyPrice > 0 && input.yearlyPrice > 0 && input.yearlyPrice <= input.monthlyPrice * 12),
    { message: ADMIN_MESSAGES.paidPlanPrices, path: ['yearlyPrice'] },
  );
export type ProductInput = z.infer<typeof productInputSchema>;

/** A package as the admin sees it: every field, and how many subscriptions in force it has. */
export const adminProductSchema = productSchema.extend({ subscribers: z.number().int() });
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductListSchema = z.array(adminProductSchema);

/** `POST /api/admin/package-migration` answer: how many subscriptions moved. */
export const packageMigrationResultSchema = z.object({ moved: z.number().int() });

/** `POST /api/admin/package-migration`: moves every subscription in force from one package to another. */
export const packageMigrationSchema = z.object({
  fromProductId: z.number().int().positive(),
  toProductId: z.number().int().positive(),
});
export type PackageMigrationInput = z.infer<typeof packageMigrationSchema>;

/** A migration file and whether the database has it. */
export const databaseMigrationSchema = z.object({
  name: z.string(),
  appliedAt: z.string().nullable(),
  status: z.enum(['applied', 'pending']),
});
export type DatabaseMigration = z.infer<typeof databaseMigrationSchema>;

/** `GET /api/admin/database-migrations`: the migrations, and the database file's state. */
export const databaseStatusSchema = z.object({
  migrations: z.array(databaseMigrationSchema),
  journalMode: z.string(),
  sizeBytes: z.number(),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int() })),
});
export type DatabaseStatus = z.infer<typeof databaseStatusSchema>;

const count = z.number().int();

/** The admin dashboard's figures. */
export const adminOverviewSchema = z.object({
  users: count,
  newUsers7d: count,
  admins: count,
  activeSubscriptions: count,
  trials: count,
  cards: count,
  publishedCards: count,
  leads30d: count,
  views30d: count,
  supportWaiting: count,
  contactRequests7d: count,
  errorReports7d: count,
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** A message sent through the public contact form. */
export const adminContactRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  userId: z.number().int().nullable(),
  createdAt: z.string(),
  /** The photo or PDF the sender attached, downloaded at `/api/admin/contact-requests/{id}/file`; null when none. */
  attachment: visitorFileInfoSchema.nullable(),
});
export type AdminContactRequest = z.infer<typeof adminContactRequestSchema>;

/** An error a browser reported. */
export const adminErrorReportSchema = z.object({
  id: z.number().int(),
  errorType: z.string(),
  errorMessage: z.string(),
  errorDetails: z.string().nullable(),
  path: z.string().nullable(),
  userAgent: z.string().nullable(),
  userId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AdminErrorReport = z.infer<typeof adminErrorReportSchema>;

/** A page of rows of an admin list. */
export function adminPageSchema<T extends z.ZodType>(row: T) {
  return z.object({ items: z.array(row), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}
export type AdminPage<T> = { items: T[]; total: number; page: number; pageSize: number };
export const adminContactRequestPageSchema = adminPageSchema(adminContactRequestSchema);
export const adminErrorReportPageSchema = adminPageSchema(adminErrorReportSchema);

/** An NFC card order as the admin sees it: who ordered, and the address of its print-ready PDF (null if none was kept). */
export const adminNfcOrderSchema = nfcOrderSchema.extend({ ordererEmail: z.string(), printPdf: z.string().nullable() });
export type AdminNfcOrder = z.infer<typeof adminNfcOrderSchema>;
export const adminNfcOrderPageSchema = adminPageSchema(adminNfcOrderSchema);

/** `?page=` of the admin lists. */
export const adminPageQuerySchema = z.object({ page: pageSchema });
