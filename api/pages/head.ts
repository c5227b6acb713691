import { escapeHtml } from '../../shared/html-escape';
import { SITE_NAMES } from '../../shared/pages/site-names';
import { heCore } from '../../shared/i18n/he-core';
import { he } from '../../shared/i18n/he';
import type { HeadText } from '../../shared/pages/table';
import type { PreviewImage } from '../preview-images/cover-image';
import { SITE_IMAGE_ALT, SITE_IMAGE_PATH, SITE_IMAGE_SIZE } from '../preview-images/site-image';

/** What crawlers and link previews read from a page's <head>: every page's, a card's included. */
export interface PageHead {
  /** The page's title, without the site's name (added in the page's language). */
  title: string;
  description: string;
  /** The page's path, made absolute for og:url and the canonical link; none for a page at no address of its own. */
  path?: string;
  type?: 'website' | 'article' | 'profile';
  /** The site's name as the page's language writes it, and og:locale. */
  siteName?: string;
  locale?: string;
  /** The page's own preview picture (a site path or absolute URL); the product's picture when there is none. */
  image?: PreviewImage & { type?: string; alt?: string };
  themeColor?: string;
  publishedTime?: string | null;
  /** Keeps the page out of search results (a missing post, the not-found page). */
  noindex?: boolean;
  /** schema.org data of what the page is about. */
  structuredData?: Record<string, unknown>;
}

/** The head of the app's not-found page (its texts, shared/i18n/he-core.ts): kept out of search results. */
export const NOT_FOUND_HEAD = {
  title: heCore['notFound.title'],
  description: 'הדף שחיפשת אינו קיים או שהועבר למקום אחר.',
  noindex: true,
} as const satisfies PageHead;

const HEBREW_TEXTS: Record<string, string> = { ...heCore, ...he };

/** A head text of the pages' table in Hebrew. */
export function hebrewText(text: HeadText): string {
  return typeof text === 'string' ? HEBREW_TEXTS[text]! : text.he;
}

/** JSON safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`), and no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

/** The `<head>` tags of a page, every text escaped and every address absolute under `publicUrl`. */
export function headTags(head: PageHead, publicUrl: string): string[] {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : publicUrl + path);
  const siteName = head.siteName ?? SITE_NAMES.he;
  const url = head.path === undefined ? undefined : absolute(head.path);
  const { path: imagePath, width, height, type: imageType } = head.image ?? { path: SITE_IMAGE_PATH, ...SITE_IMAGE_SIZE };
  const image = absolute(imagePath);
  const imageAlt = head.image ? (head.image.alt ?? head.title) : SITE_IMAGE_ALT;
  const description = head.description;
  return [
    `<title>${escapeHtml(`${head.title} | ${siteName}`)}</title>`,
    description && meta('name', 'description', description),
    url && `<link rel="canonical" href="${escapeHtml(url)}">`,
    head.themeColor && meta('name', 'theme-color', head.themeColor),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', head.locale ?? 'he_IL'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    description && meta('property', 'og:description', description),
    url && meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    imageType && meta('property', 'og:image:type', imageType),
    width && meta('property', 'og:image:width', String(width)),
    height && meta('property', 'og:image:height', String(height)),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    description && meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
    head.publishedTime && meta('property', 'article:published_time', head.publishedTime),
    head.noindex && meta('name', 'robots', 'noindex'),
    head.structuredData && `<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`,
  ].filter((tag): tag is string => typeof tag === 'string' && tag !== '');
}
