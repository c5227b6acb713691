import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CardLanguage } from '../../../shared/contract/card-languages';
import { markKiosk } from './kiosk-flag';

/** A running event mode, as the device keeps it (it outlives a reload, a closed tab and a restarted phone). */
export interface KioskState {
  profileId: number;
  slug: string;
  cardName: string;
  /** Who collects the details, as the card page's form names it (the card's company, else its name). */
  business: string;
  language: CardLanguage;
  /** The card's versions in its other languages, which a visitor may pick on the kiosk (none kept before there were any). */
  versions?: KioskVersion[];
  primaryColor: string;
  backgroundColor: string;
  logo: string | null;
  /** The card page's QR, as SVG, for visitors to take the card on their own phone. */
  qrSvg: string;
  eventName: string;
  /** The owner's PIN: PBKDF2-SHA-256 of it under `pinSalt` (hex): kept on the device, as leaving must work offline. */
  pinHash: string;
  pinSalt: string;
  /** Wrong PINs in a row, and when the next try is allowed (ms since 1970). */
  failures: number;
  lockedUntil: number;
  /** Started by the shared demo account, whose leads the server does not keep (none before this was kept). */
  demo?: boolean;
  /** Leads taken on this device today (its local day). */
  today: { day: string; count: number };
}

/** The kiosk in one of the card's languages: what it names the card and the business by. */
export interface KioskVersion {
  language: CardLanguage;
  cardName: string;
  business: string;
}

/** The kiosk's languages, the card's own first, each with the names it shows in it. */
export function kioskVersions(state: KioskState): KioskVersion[] {
  return [{ language: state.language, cardName: state.cardName, business: state.business }, ...(state.versions ?? [])];
}

interface KioskSchema extends DBSchema {
  kiosk: { key: 'current'; value: KioskState };
}

const KIOSK_DB = { name: 'kartis-kiosk', version: 1, store: 'kiosk', key: 'current' } as const;

let database: Promise<IDBPDatabase<KioskSchema>> | undefined;

function kioskDb(): Promise<IDBPDatabase<KioskSchema>> {
  database ??= openDB<KioskSchema>(KIOSK_DB.name, KIOSK_DB.version, {
    upgrade(db) {
      db.createObjectStore(KIOSK_DB.store);
    },
  });
  return database;
}

/** The running event mode, if any. */
export async function loadKiosk(): Promise<KioskState | undefined> {
  return (await kioskDb()).get(KIOSK_DB.store, KIOSK_DB.key);
}

/** Keeps the event mode's state (starting it, or after a lead or a PIN try). */
export async function saveKiosk(state: KioskState): Promise<void> {
  await (await kioskDb()).put(KIOSK_DB.store, state, KIOSK_DB.key);
  markKiosk(true);
}

/** Ends event mode on this device. */
export async function endKiosk(): Promise<void> {
  await (await kioskDb()).delete(KIOSK_DB.store, KIOSK_DB.key);
  markKiosk(false);
}

/** The device's local day, `YYYY-MM-DD`. */
export function localDay(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The state with one more lead counted for today. */
export function withOneMoreLead(state: KioskState, now = new Date()): KioskState {
  const day = localDay(now);
  return { ...state, today: { day, count: state.today.day === day ? state.today.count + 1 : 1 } };
}
