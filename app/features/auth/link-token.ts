/**
 * The token of a mailed link as the page got it. A link copied from a sentence brings the sentence's punctuation with
 * it («…/reset-password?token=abc.», «…abc)»), which a token never holds (letters, digits, "_" and "-").
 */
export function tokenFromLink(raw: string | undefined): string | undefined {
  return raw?.replace(/[^\w-]+$/u, '') || undefined;
}
