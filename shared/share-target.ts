// What a phone shares with the installed app (a photo of a paper card, a contact, a text): the manifest's share_target
// posts it to SHARE_TARGET_PATH, the service worker keeps it under SHARED_ITEM_URL and opens the leads page, which takes it.

/** The manifest's `share_target.action`: a multipart POST with the shared file and any title, text and link. */
export const SHARE_TARGET_PATH = '/share-target';

/** The form fields the manifest names (`share_target.params`). */
export const SHARE_FIELDS = { file: 'file', title: 'title', text: 'text', url: 'url' } as const;

/** The cache the worker keeps the shared item in, and its key there, until the leads page takes it. */
export const SHARED_CACHE = 'kartis-shared-v1';
export const SHARED_ITEM_URL = '/share-target/item';

/** An item left longer than this (the page never opened to take it) is thrown away, not shown later. */
export const SHARED_ITEM_MAX_AGE_MS = 10 * 60 * 1000;

/** A shared text longer than this is cut: a contact or an email signature is far shorter. */
export const SHARED_TEXT_MAX = 20_000;

/** The leads page's `shared` search: an item the worker kept, or a share no worker caught. */
export const SHARED_SEARCH = { kept: 'kept', missing: 'missing' } as const;
