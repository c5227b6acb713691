import { CONTACT_LIMITS } from '../../../../shared/contract/contact-limits';

/** The contact page's address may suggest a subject (`/contact?subject=…`), e.g. from the communities page. */
export function parseContactSearch(search: Record<string, unknown>): { subject?: string } {
  const subject = typeof search.subject === 'string' ? search.subject.trim().slice(0, CONTACT_LIMITS.subject) : '';
  return subject ? { subject } : {};
}
