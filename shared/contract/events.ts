import { z } from 'zod';
import { CARD_LANGUAGES } from './card-languages';
import { CLICK_ACTIONS } from './quick-actions';

export { CLICK_ACTIONS, type ClickAction } from './quick-actions';

/**
 * What happened on a card: a page view, a click on an item, a contact saved (vCard), a share, a lead left. Leads are no
 * longer recorded as events (the statistics count the leads themselves, so an erased one is not counted); older rows
 * and rollups keep the kind.
 */
export const EVENT_KINDS = ['view', 'click', 'vcard', 'share', 'lead'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** How the visitor reached the card: a physical card's NFC tap, a QR scan, a link on another site, or directly. */
export const EVENT_SOURCES = ['nfc', 'qr', 'link', 'direct'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/** The visitor's kind of device, read from the user agent. */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop', 'other'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Kinds the card page reports by beacon; vCard downloads and leads are recorded by the server itself. */
export const BEACON_KINDS = ['view', 'click', 'share'] as const;

/** Most events one beacon request may carry. */
export const MAX_BEACON_EVENTS = 50;

/**
 * The language of the card's version a page showed (`lang` of the card page's card). A value that is none of the card
 * languages reads as none, never failing the event it came with: the view still counts, in the card's own language.
 */
export const beaconLanguageSchema = z.enum(CARD_LANGUAGES).optional().catch(undefined);

/** One event as the card page's script reports it. A click names either the item or the quick action tapped. */
export const beaconEventSchema = z.object({
  kind: z.enum(BEACON_KINDS),
  profileId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  itemId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  action: z.enum(CLICK_ACTIONS).optional(),
  /** The `src` of the page's address (`?src=qr`, `?src=nfc`), when it had one. */
  source: z.enum(EVENT_SOURCES).optional(),
  /** `document.referrer` of the page view; only its host is kept. */
  referrer: z.string().max(2048).optional(),
  /** The version of the card the page showed; whether the card is written in it is checked as the event is recorded. */
  language: beaconLanguageSchema,
});
export type BeaconEvent = z.infer<typeof beaconEventSchema>;

/**
 * `POST /api/events` body (sent with navigator.sendBeacon as text/plain JSON). Events that do not parse are
 * dropped one by one rather than failing the batch, as the page never reads the answer (204).
 */
export const beaconBatchSchema = z.object({
  events: z.array(z.unknown()).min(1).max(MAX_BEACON_EVENTS),
});
