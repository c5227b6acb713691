import { registerRoute } from 'workbox-routing';
import { SHARE_FIELDS, SHARE_TARGET_PATH, SHARED_CACHE, SHARED_ITEM_URL, SHARED_SEARCH, SHARED_TEXT_MAX } from '../shared/share-target';

/** A contact file's type where the sharing app gave none (a file's type comes from its name's ending there). */
const typeByName = (name: string) => (/\.vcf$/i.test(name) ? 'text/vcard' : 'text/plain');

/**
 * What a share brought, as the leads page will take it: the first file (a photo, a contact file) with its type, else
 * the title, text and link shared, a line each; undefined when it brought nothing.
 */
export function sharedItemOf(form: FormData): { body: Blob | string; type: string } | undefined {
  const file = form.getAll(SHARE_FIELDS.file).find((value): value is File => typeof value !== 'string' && value.size > 0);
  if (file) return { body: file, type: file.type || typeByName(file.name) };
  const text = [SHARE_FIELDS.title, SHARE_FIELDS.text, SHARE_FIELDS.url]
    .map((field) => form.get(field))
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .join('\n')
    .slice(0, SHARED_TEXT_MAX);
  return text ? { body: text, type: 'text/plain; charset=utf-8' } : undefined;
}

/**
 * The installed app as a share target: what another app shares (a photo of a paper card, a contact, a signature) is
 * kept for the leads page, which opens to make a lead of it. The item replaces any earlier one not taken.
 */
export function registerShareTarget(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === SHARE_TARGET_PATH,
    async ({ request }) => {
      const cache = await caches.open(SHARED_CACHE);
      await cache.delete(SHARED_ITEM_URL);
      const item = sharedItemOf(await request.formData().catch(() => new FormData()));
      if (item) await cache.put(SHARED_ITEM_URL, new Response(item.body, { headers: { 'Content-Type': item.type, Date: new Date().toUTCString() } }));
      return Response.redirect(`/leads?shared=${SHARED_SEARCH.kept}`, 303);
    },
    'POST',
  );
}
