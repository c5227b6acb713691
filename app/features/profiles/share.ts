import { slugSchema } from '../../../shared/contract/profiles';

/** The absolute address of a card's public page at `/p/{slug}` (what its QR code and NFC tags hold). */
export function publicCardUrl(slug: string, origin = window.location.origin): string {
  return `${origin}/p/${encodeURIComponent(slug)}`;
}

/** The size of the QR's PNG: enough for a print and for WhatsApp or Instagram. */
export const QR_PNG_SIZE = 1024;

/** A card's QR image at its public address (`/p/{slug}/qr.png?size=1024`, `/p/{slug}/qr.svg`), with the card's logo in it when asked. */
export function qrImagePath(slug: string, format: 'png' | 'svg', { logo = false } = {}): string {
  const query = [...(format === 'png' ? [`size=${QR_PNG_SIZE}`] : []), ...(logo ? ['logo=1'] : [])].join('&');
  return `/p/${encodeURIComponent(slug)}/qr.${format}${query ? `?${query}` : ''}`;
}

/** The address owners share: the primary card's short `/@username`, any other card's `/p/{slug}`. */
export function cardSharePath(card: { slug: string; isPrimary: boolean }, username: string | undefined): string {
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

/** Whether this browser shares files through the Web Share API (phones mostly; most computers do not). */
export function canShareFiles(nav: Navigator = navigator): boolean {
  return typeof nav.canShare === 'function' && typeof nav.share === 'function';
}

/** The image at `path` as a file named `name`, for a share sheet; null when it could not be fetched. */
export async function imageFile(path: string, name: string): Promise<File | null> {
  try {
    const response = await fetch(path);
    if (!response.ok) return null;
    const blob = await response.blob();
    return new File([blob], name, { type: blob.type });
  } catch {
    return null;
  }
}

/** Shares a file through the Web Share API: 'failed' when the browser refuses it, 'none' when the user cancels. */
export async function shareFile(file: File, title: string, nav: Navigator = navigator): Promise<'shared' | 'none' | 'failed'> {
  if (!nav.canShare?.({ files: [file] })) return 'failed';
  try {
    await nav.share({ files: [file], title });
    return 'shared';
  } catch (error) {
    return (error as { name?: string }).name === 'AbortError' ? 'none' : 'failed';
  }
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
