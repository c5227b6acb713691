import { slugSchema } from '../../../shared/contract/profiles';

/** The absolute address of a card's public page at `/p/{slug}` (what its QR code and NFC tags hold). */
export function publicCardUrl(slug: string, origin = window.location.origin): string {
  return `${origin}/p/${encodeURIComponent(slug)}`;
}

/** The address owners share: the primary card's short `/@username`, any other card's `/p/{slug}`. */
export function shortCardPath(card: { slug: string; isPrimary: boolean }, username: string | undefined): string {
  return card.isPrimary && username ? `/@${username}` : `/p/${encodeURIComponent(card.slug)}`;
}

/** A first card's address made from the owner's username (`Dana.Levi_` → `dana-levi`), when it makes a valid one. */
export function slugFromUsername(username: string | undefined): string {
  const slug = (username ?? '')
    .toLowerCase()
    .replace(/[._]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return slugSchema.safeParse(slug).success ? slug : '';
}

/** How a share ended: the system share sheet, a copied link, or nothing (cancelled or refused). */
export type ShareOutcome = 'shared' | 'copied' | 'none';

/** Shares a link through the Web Share API, else copies it to the clipboard. */
export async function shareLink(title: string, url: string, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, url });
      return 'shared';
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return 'none';
      // Refused (no user gesture, unsupported data): fall back to copying.
    }
  }
  return copyText(url, nav);
}

/** Copies text; a refusal is only reported to the caller (the user sees nothing). */
export async function copyText(text: string, nav: Navigator = navigator): Promise<'copied' | 'none'> {
  try {
    await nav.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'none';
  }
}
