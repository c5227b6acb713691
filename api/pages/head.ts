import { LANGUAGE_PARAMETER, type CardLanguage } from '../../shared/contract/card-languages';
import { escapeHtml } from '../../shared/html-escape';
import { OG_LOCALES, SITE_NAMES } from '../../shared/pages/site-names';
import { arCore } from '../../shared/i18n/ar-core';
import { ar } from '../../shared/i18n/ar';
import { enCore } from '../../shared/i18n/en-core';
import { en } from '../../shared/i18n/en';
import { heCore } from '../../shared/i18n/he-core';
import { he } from '../../shared/i18n/he';
import { ruCore } from '../../shared/i18n/ru-core';
import { ru } from '../../shared/i18n/ru';
import type { HeadText } from '../../shared/pages/table';
import type { PreviewImage } from '../preview-images/cover-image';
import { SITE_IMAGE_ALT, SITE_IMAGE_PATH, SITE_IMAGE_SIZE, siteImageAlt } from '../preview-images/site-image';

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
  /** The same page in each language, by its address (`hreflang` links, the first one also the default). */
  alternates?: readonly { language: CardLanguage; path: string }[];
  /** The address for a reader whose language none of `alternates` is (`x-default`), when not the first of them. */
  defaultPath?: string;
  /** schema.org data of what the page is about. */
  structuredData?: Record<string, unknown>;
}

/** The app's texts in each language, by key. */
const TEXTS: Readonly<Record<CardLanguage, Readonly<Record<string, string>>>> = {
  he: { ...heCore, ...he },
  ar: { ...arCore, ...ar },
  ru: { ...ruCore, ...ru },
  en: { ...enCore, ...en },
};

/** A head text of the pages' table in a language. */
export function headText(text: HeadText, language: CardLanguage): string {
  return typeof text === 'string' ? TEXTS[language][text]! : text[language];
}

/** The site's name, og:locale and picture of a page in a language. */
export function siteOf(language: CardLanguage): Pick<PageHead, 'siteName' | 'locale' | 'image'> {
  return {
    siteName: SITE_NAMES[language],
    locale: OG_LOCALES[language],
    image: { path: SITE_IMAGE_PATH, ...SITE_IMAGE_SIZE, alt: siteImageAlt(language, headText('app.tagline', language)) },
  };
}

/** A page's address in a language: Hebrew's is the page's own, another language's names it (`/help?lang=en`). */
export function addressIn(path: string, language: CardLanguage): string {
  return language === 'he' ? path : `${path}?${LANGUAGE_PARAMETER}=${language}`;
}

/** The head of the app's not-found page in a language: kept out of search results. */
export function notFoundHead(language: CardLanguage): PageHead {
  return { title: headText('notFound.title', language), description: headText('notFound.text', language), noindex: true, ...siteOf(language) };
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
    ...(head.alternates ?? []).map(({ language, path }) => `<link rel="alternate" hreflang="${language}" href="${escapeHtml(absolute(path))}">`),
    head.alternates?.[0] && `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(head.defaultPath ?? head.alternates[0].path))}">`,
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
