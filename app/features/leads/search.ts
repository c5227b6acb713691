import { LEAD_STATUSES, type LeadStatus } from '../../../shared/contract/lead-statuses';
import { EVENT_NAME_MAX } from '../../../shared/contract/leads';
import type { LeadFilter } from './api/get-leads';

/** The lead screens' address state: text search, status filter, card filter (on /leads), event filter and page. */
export interface LeadsSearch {
  q?: string;
  status?: LeadStatus;
  card?: number;
  event?: string;
  page?: number;
}

const positiveInteger = (value: unknown) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** Reads the lead screens' search from the address, dropping anything malformed. */
export function parseLeadsSearch(search: Record<string, unknown>): LeadsSearch {
  const q = typeof search.q === 'string' && search.q.trim() ? search.q.slice(0, 100) : undefined;
  const status = (LEAD_STATUSES as readonly unknown[]).includes(search.status) ? (search.status as LeadStatus) : undefined;
  const card = positiveInteger(search.card);
  const event = typeof search.event === 'string' && search.event.trim() ? search.event.slice(0, EVENT_NAME_MAX) : undefined;
  const page = positiveInteger(search.page);
  return { ...(q && { q }), ...(status && { status }), ...(card && { card }), ...(event && { event }), ...(page && page > 1 && { page }) };
}

/** The listing a lead screen shows: one card's leads (/contact-leads/{id}, or the card filter), else all. */
export function leadFilterOf(search: LeadsSearch, profileId?: number): LeadFilter {
  return { profileId: profileId ?? search.card, status: search.status, q: search.q, event: search.event, page: search.page };
}
