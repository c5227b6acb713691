import { slugSchema } from '../../../../shared/contract/profiles';
import { escapeHtml } from '../../../../shared/html-escape';

/** The framed card's size: a phone-width column, tall enough for the compact card. */
export const EMBED_SIZE = { width: 380, height: 640 } as const;

/** The address of a card's embeddable variant. */
export function embedUrl(origin: string, slug: string): string {
  return `${origin}/p/${encodeURIComponent(slug)}?embed=1`;
}

/** The same variant as this site's own sandboxed previews show it: without its script, and counting no view. */
export function previewUrl(origin: string, slug: string): string {
  return `${embedUrl(origin, slug)}&preview=1`;
}

/** The slug in canonical form when it is a valid card address, else null. */
export function embeddableSlug(input: string): string | null {
  const parsed = slugSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

/** The HTML to paste into another site: a lazy, borderless iframe of the card's compact variant. */
export function embedSnippet(origin: string, slug: string, title: string): string {
  const { width, height } = EMBED_SIZE;
  return `<iframe src="${escapeHtml(embedUrl(origin, slug))}" width="${width}" height="${height}" style="border:0" loading="lazy" title="${escapeHtml(title)}"></iframe>`;
}
