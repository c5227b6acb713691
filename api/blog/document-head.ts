import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_FOUND_PAGE } from '../../shared/documents.mjs';
import type { PreviewImage } from '../render/cover-image';
import { SITE_IMAGE_ALT, SITE_IMAGE_PATH, SITE_IMAGE_SIZE } from '../render/site-image';
import { SITE_NAMES } from '../render/site-name';

/** What crawlers and link previews read from a page's <head>. */
export interface DocumentHead {
  title: string;
  description: string;
  /** The page's path, made absolute for og:url and the canonical link; none for a page at no address of its own. */
  path?: string;
  type?: 'website' | 'article';
  /** The page's own preview picture (a site path or absolute URL); the product's picture when there is none. */
  image?: PreviewImage;
  publishedTime?: string | null;
  /** Keeps the page out of search results (a missing post). */
  noindex?: boolean;
}

/** The head of the not-found page (the app's texts, shared/i18n/he-core.ts): kept out of search results. */
export const NOT_FOUND_HEAD = {
  title: 'דף לא נמצא',
  description: 'הדף שחיפשת אינו קיים או שהועבר למקום אחר.',
  noindex: true,
} as const satisfies DocumentHead;

/** The product name appended to every title, as the app does. */
export const SITE_NAME = SITE_NAMES.he;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Tags the injected head replaces when the built index.html already carries them. */
const REPLACED_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/i,
  /<meta\s+name="description"[^>]*>\s*/gi,
  /<meta\s+property="(?:og|article):[^"]*"[^>]*>\s*/gi,
  /<meta\s+name="(?:twitter:[^"]*|robots)"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
];

/** The preview picture: the page's own, else the product's. */
function imageTags(head: DocumentHead, absolute: (path: string) => string): string[] {
  const { path, width, height } = head.image ?? { path: SITE_IMAGE_PATH, ...SITE_IMAGE_SIZE };
  const image = absolute(path);
  const alt = head.image ? head.title : SITE_IMAGE_ALT;
  return [
    meta('property', 'og:image', image),
    ...(width && height ? [meta('property', 'og:image:width', String(width)), meta('property', 'og:image:height', String(height))] : []),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', alt),
  ];
}

const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;

function headTags(head: DocumentHead, publicUrl: string): string[] {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : publicUrl + path);
  const title = `${head.title} | ${SITE_NAME}`;
  const url = head.path === undefined ? undefined : absolute(head.path);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    ...(url ? [`<link rel="canonical" href="${escapeHtml(url)}">`] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'he_IL'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(url ? [meta('property', 'og:url', url)] : []),
    ...imageTags(head, absolute),
  ];
  if (head.publishedTime) tags.push(meta('property', 'article:published_time', head.publishedTime));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  return tags;
}

/** Returns the SPA's index.html with the page's title, description, canonical link and Open Graph tags (all escaped). */
export function withDocumentHead(indexHtml: string, head: DocumentHead, publicUrl: string): string {
  const stripped = REPLACED_TAGS.reduce((html, pattern) => html.replace(pattern, ''), indexHtml);
  const tags = headTags(head, publicUrl).join('\n    ');
  return stripped.replace(/<\/head>/i, `    ${tags}\n  </head>`);
}

/**
 * The HTML of the not-found page with its head (noindex, its own title): the page the build rendered for crawlers
 * and browsers without JavaScript, else the bare index.html whose app shows it. Undefined without a build.
 */
export function notFoundDocument(appDir: string, publicUrl: string): string | undefined {
  const rendered = join(appDir, ...NOT_FOUND_PAGE.file.split('/'));
  const document = existsSync(rendered) ? rendered : join(appDir, 'index.html');
  return existsSync(document) ? withDocumentHead(readFileSync(document, 'utf8'), NOT_FOUND_HEAD, publicUrl) : undefined;
}
