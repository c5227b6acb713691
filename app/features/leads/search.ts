import { LEAD_REMINDER_FILTERS, LEAD_SOURCES, LEAD_STATUSES, type LeadReminderFilter, type LeadSource, type LeadStatus } from '../../../shared/contract/lead-statuses';
import { EVENT_NAME_MAX } from '../../../shared/contract/leads';
import { SHARED_SEARCH } from '../../../shared/share-target';
import type { LeadFilter } from './api/get-leads';

/** The lead screens' address state: text search, the status, source, tag, reminder, card (on /leads) and event filters, and page. */
export interface LeadsSearch {
  q?: string;
  status?: LeadStatus;
  source?: LeadSource;
  tag?: string;
  reminder?: LeadReminderFilter;
  card?: number;
  event?: string;
  page?: number;
  /** Another app shared something to make a lead of (the worker kept it), or shared it when no worker caught it. */
  shared?: (typeof SHARED_SEARCH)[keyof typeof SHARED_SEARCH];
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined => ((values as readonly unknown[]).includes(value) ? (value as T) : undefined);

const positiveInteger = (value: unknown) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** Reads the lead screens' search from the address, dropping anything malformed. */
export function parseLeadsSearch(search: Record<string, unknown>): LeadsSearch {
  const q = typeof search.q === 'string' && search.q.trim() ? search.q.slice(0, 100) : undefined;
  const status = oneOf(LEAD_STATUSES, search.status);
  const source = oneOf(LEAD_SOURCES, search.source);
  const reminder = oneOf(LEAD_REMINDER_FILTERS, search.reminder);
  const tag = typeof search.tag === 'string' && search.tag.trim() ? search.tag.trim().slice(0, 30) : undefined;
  const card = positiveInteger(search.card);
  const event = typeof search.event === 'string' && search.event.trim() ? search.event.slice(0, EVENT_NAME_MAX) : undefined;
  const page = positiveInteger(search.page);
  const shared = oneOf(Object.values(SHARED_SEARCH), search.shared);
  return {
    ...(q && { q }),
    ...(status && { status }),
    ...(source && { source }),
    ...(tag && { tag }),
    ...(reminder && { reminder }),
    ...(card && { card }),
    ...(event && { event }),
    ...(page && page > 1 && { page }),
    ...(shared && { shared }),
  };
}

/** The listing a lead screen shows: one card's leads (/contact-leads/{id}, or the card filter), else all. */
export function leadFilterOf(search: LeadsSearch, profileId?: number): LeadFilter {
  return { profileId: profileId ?? search.card, status: search.status, source: search.source, tag: search.tag, reminder: search.reminder, event: search.event, q: search.q, page: search.page };
}
