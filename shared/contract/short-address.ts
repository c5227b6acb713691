// A physical card's short address, and how the card it leads to learns that it was opened by it. No zod here: the card
// page's script reads it.

/** The path a chip holds for a code (the server redirects it to the linked card). */
export const tagPath = (code: string) => `/c/${code}`;

/**
 * The parameter by which a short address names its code to the card it leads to (`/p/dana?src=nfc&tag={code}`): the
 * card page asks the worker to keep that address too, so the next tap opens the card offline.
 */
export const TAG_PARAMETER = 'tag';
