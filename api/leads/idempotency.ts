import { createHash } from 'node:crypto';
import type { PublicLeadInput } from '../../shared/contract/leads';

/** The text with case, spacing and (for phones) punctuation folded, so a resubmission matches the original. */
const fold = (value: string) => value.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The key of a plain form post, which carries none (the cached page cannot hold a per-visitor key):
 * derived from the card, the submitted content and the UTC day, so the same details sent again that
 * day are stored once, while two different enquiries never collide.
 */
export function derivedIdempotencyKey(profileId: number, lead: Pick<PublicLeadInput, 'name' | 'phone' | 'email' | 'message'>, now: Date): string {
  const content = [fold(lead.name), lead.phone.replace(/[^\d+]/g, ''), fold(lead.email), fold(lead.message)].join('\u0000');
  const digest = createHash('sha256').update(`${profileId}\u0000${now.toISOString().slice(0, 10)}\u0000${content}`).digest('base64url');
  return `form-${digest.slice(0, 32)}`;
}
