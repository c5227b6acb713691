/** The support page's address: `?user={id}` names the customer whose conversation is open. */
export interface SupportAdminSearch {
  user?: number;
}

/** Reads `?user={id}`; anything else opens no conversation. */
export function parseSupportAdminSearch(search: Record<string, unknown>): SupportAdminSearch {
  const raw = search.user;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? { user: id } : {};
}
