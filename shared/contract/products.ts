import { z } from 'zod';
import type { CardLanguage } from './card-languages';

/**
 * The kinds of package: the free plan, a paid plan (`monthly` and `annual` alike: the cycle is the subscription's),
 * the team plan priced per seat, and the printed NFC card.
 */
export const PACKAGE_TYPES = ['basic', 'monthly', 'annual', 'team', 'nfc_card'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/** Plans a customer pays for, monthly or yearly: one account's, or a team's by the seat. */
export const PAID_PLAN_TYPES = ['monthly', 'annual', 'team'] as const;

/** A package's texts in one language: name, description, feature lines and the five benefits. */
export const productTextsSchema = z.object({
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  benefit1: z.string().nullable(),
  benefit2: z.string().nullable(),
  benefit3: z.string().nullable(),
  benefit4: z.string().nullable(),
  benefit5: z.string().nullable(),
});
export type ProductTexts = z.infer<typeof productTextsSchema>;

/** The languages a package has texts in besides Hebrew (its plain text fields). */
export const PRODUCT_TEXT_LANGUAGES = ['en', 'ar', 'ru'] as const;
export type ProductTextLanguage = (typeof PRODUCT_TEXT_LANGUAGES)[number];

/**
 * Whose texts a package shows on a screen in `language`, given its name in the other languages (empty where an admin
 * has not written one): its own, else the English ones, else the Hebrew ones (a package made before it had English).
 */
export function shownPackageLanguage(language: CardLanguage, names: Readonly<Record<ProductTextLanguage, string | null>>): CardLanguage {
  if (language === 'he') return 'he';
  if (names[language]) return language;
  return names.en ? 'en' : 'he';
}

/**
 * A package as the API presents it. Prices are in shekels. Its plain text fields are the Hebrew
 * texts; `en`, `ar` and `ru` hold the English, Arabic and Russian ones (a name left empty where an admin has not
 * written them: then the English ones are shown).
 */
export const productSchema = productTextsSchema.extend({
  id: z.number().int(),
  monthlyPrice: z.number().nonnegative(),
  yearlyPrice: z.number().nonnegative(),
  isPopular: z.boolean(),
  isActive: z.boolean(),
  showAtHome: z.boolean(),
  show_at_home: z.boolean(),
  sortOrder: z.number().int(),
  packageType: z.enum(PACKAGE_TYPES),
  en: productTextsSchema,
  ar: productTextsSchema,
  ru: productTextsSchema,
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

/** A client error report (type, message, details, path), capped so a report can never be huge. */
export const errorReportSchema = z.object({
  errorType: z.string().trim().min(1).max(100),
  errorMessage: z.string().trim().min(1).max(2000),
  errorDetails: z.string().max(10_000).optional().nullable(),
  path: z.string().max(500).optional().nullable(),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;
