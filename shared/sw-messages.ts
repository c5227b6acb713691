/** The worker's script and the pages it controls; never renamed once shipped. */
export const SERVICE_WORKER = { url: '/sw.js', scope: '/' } as const;

/** The header a queued lead is replayed with: how long it waited on the device, in ms, so it keeps its own time. */
export const LEAD_WAITED_HEADER = 'X-Kartis-Waited-Ms';

/** Messages exchanged between the pages (app and public card) and the service worker. */
export const SW_MESSAGES = {
  /** The app asks a waiting worker to take over after the user accepted the update. */
  SKIP_WAITING: 'SKIP_WAITING',
  /** An app page asks the worker to keep the app's files for offline use (a card visitor's worker keeps none). */
  CACHE_APP: 'CACHE_APP',
  /** A card page asks the worker to keep it, its vCard, images and script for offline visits. */
  CACHE_CARD: 'CACHE_CARD',
  /** A page came online (or loaded) and asks the worker to send the leads it queued. */
  REPLAY_LEADS: 'REPLAY_LEADS',
  /** The worker queued a lead sent while offline; it will go out when the connection returns. */
  LEAD_QUEUED: 'LEAD_QUEUED',
  /** The worker delivered leads it had queued. */
  LEAD_DELIVERED: 'LEAD_DELIVERED',
  /** The app tells the worker the language chosen on the device, which the app's document it answers with is set in. */
  LANGUAGE: 'LANGUAGE',
} as const;

export type SwMessageType = (typeof SW_MESSAGES)[keyof typeof SW_MESSAGES];

/** What a page sends to the worker. */
export type PageToWorkerMessage =
  | { type: typeof SW_MESSAGES.SKIP_WAITING }
  | { type: typeof SW_MESSAGES.CACHE_APP }
  | { type: typeof SW_MESSAGES.CACHE_CARD; urls: string[] }
  | { type: typeof SW_MESSAGES.REPLAY_LEADS }
  /** `language` is one of the card languages (shared/contract/card-languages.ts), which the worker checks. */
  | { type: typeof SW_MESSAGES.LANGUAGE; language: string };

/** What the worker sends to its pages. */
export type WorkerToPageMessage = { type: typeof SW_MESSAGES.LEAD_QUEUED } | { type: typeof SW_MESSAGES.LEAD_DELIVERED; count: number };

/** Narrows untrusted `message` data to a message the worker understands. */
export function asPageMessage(data: unknown): PageToWorkerMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, urls, language } = data as { type?: unknown; urls?: unknown; language?: unknown };
  if (type === SW_MESSAGES.SKIP_WAITING || type === SW_MESSAGES.CACHE_APP || type === SW_MESSAGES.REPLAY_LEADS) return { type };
  if (type === SW_MESSAGES.LANGUAGE && typeof language === 'string') return { type, language: language.slice(0, 8) };
  if (type === SW_MESSAGES.CACHE_CARD && Array.isArray(urls)) return { type, urls: urls.filter((url): url is string => typeof url === 'string').slice(0, 50) };
  return undefined;
}
