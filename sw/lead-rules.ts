// The rules of the offline lead queue, as pure functions.

/** True for a body the queue may keep: JSON from the card page's script, with its idempotency key. */
export function isQueueableLead(contentType: string | null, body: string): boolean {
  if (!/^application\/json\b/i.test(contentType ?? '')) return false;
  try {
    const key = (JSON.parse(body) as { idempotencyKey?: unknown } | null)?.idempotencyKey;
    return typeof key === 'string' && /^[\w-]{8,100}$/.test(key);
  } catch {
    return false;
  }
}

/** True for the owner's own lead the queue may keep: multipart (the lead and its photo) with the session's token. */
export function isQueueableOwnLead(contentType: string | null, csrfToken: string | null): boolean {
  return /^multipart\/form-data\b/i.test(contentType ?? '') && Boolean(csrfToken);
}

/** What a replay does with a queued lead after the server's answer. */
export type ReplayOutcome = 'delivered' | 'refused' | 'retry-later' | 'kept';

/**
 * Delivered on 2xx (a repeat of a stored lead is 200 too, thanks to its key); refused for good on other
 * 4xx (invalid, or the card is gone), so it never blocks the queue; kept for later on 429 and 5xx. The owner's own
 * lead answered 401 (signed out on this device, or the session ran out) stays kept, the others going on, until the
 * owner signs in again.
 */
export function replayOutcome(status: number, own = false, code?: string): ReplayOutcome {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 429 || status >= 500) return 'retry-later';
  if (own && status === 401) return 'kept';
  // The anti-forgery token of a session that changed while the replay ran (the owner signed in again meanwhile): the
  // next replay asks for the new one.
  if (own && status === 403 && code === 'csrf_invalid') return 'kept';
  return 'refused';
}
