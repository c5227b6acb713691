import { CONTACT_LIMITS } from '../../../../shared/contract/contact-limits';

/** What the contact page's address may write in its form ahead: a subject, and a message the owner only has to send. */
export interface ContactSearch {
  subject?: string;
  message?: string;
}

/** A text of the address, trimmed and cut to its field's length; absent when empty. */
function textOf(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/**
 * The contact page's address may suggest a subject (`/contact?subject=…`, e.g. from the communities page) and a message
 * (`&message=…`: a request the support chat could not take, from an owner on the basic plan).
 */
export function parseContactSearch(search: Record<string, unknown>): ContactSearch {
  const subject = textOf(search.subject, CONTACT_LIMITS.subject);
  const message = textOf(search.message, CONTACT_LIMITS.message);
  return { ...(subject && { subject }), ...(message && { message }) };
}
