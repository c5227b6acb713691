import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { QueryBuilder } from '../../db/query-builder';
import type { AppleWalletConfig, Config } from '../config';
import type { FileStore } from '../file-store/store';
import type { Logger } from '../log';
import { cardInLanguage } from '../../shared/card/in-language';
import type { CardLanguage } from '../../shared/contract/card-languages';
import { presentPublicProfile } from '../profiles/present';
import { profilesRepo } from '../profiles/repo';
import { apnsClient } from './apns';
import { buildApplePass } from './apple-pass';
import { passContent, passContentKey, type PassContent } from './pass-content';
import { walletRepo, type WalletPassRow } from './repo';

/** A download no device registered within this time is forgotten (its pass then no longer updates). */
const UNREGISTERED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** What the device side of the web service answers for "what changed since": the serials and the new tag. */
export interface UpdatedSince {
  serialNumbers: string[];
  lastUpdated: string;
}

/** What the Apple Wallet part of the server needs. */
export interface AppleWalletNeeds {
  query: QueryBuilder;
  config: Config & { appleWallet: AppleWalletConfig };
  files: FileStore;
  log: Logger;
}

/**
 * Apple Wallet passes that update themselves: each download is a pass with its own serial and token, of the card in its
 * own language or of the version a visitor read; devices register
 * it; a card save that changes what the pass shows marks its passes changed and wakes their devices through APNs,
 * off the request (one change after another, failures logged).
 */
export function appleWallet({ query, config, files, log }: AppleWalletNeeds) {
  const apns = apnsClient(config.appleWallet);
  const repo = walletRepo(query);
  const profiles = profilesRepo(query);
  let pushes: Promise<void> = Promise.resolve();

  /**
   * What a pass of the card shows, in its version in `language` where the card has one (a visitor's pick), else in its
   * own; with the version it is (null: the card's own).
   */
  async function contentOf(profileId: number, language: CardLanguage | null): Promise<{ content: PassContent; version: CardLanguage | null } | undefined> {
    const row = await profiles.findById(profileId);
    if (!row) return undefined;
    const own = presentPublicProfile(row, await profiles.itemsOf(row.id));
    const version = own.translations.some((translation) => translation.language === language) ? language : null;
    return { content: passContent(cardInLanguage(own, version), config.publicUrl), version };
  }

  /** Marks the passes of one version of the card changed if what they show changed; answers the current content. */
  async function refresh(profileId: number, language: CardLanguage | null, now = Date.now()): Promise<{ content: PassContent; changed: number } | undefined> {
    const current = await contentOf(profileId, language);
    return current && { content: current.content, changed: await repo.markChanged(profileId, language, passContentKey(current.content), now) };
  }

  /** Refreshes the passes of every version of the card; answers the versions whose passes changed. */
  async function refreshAll(profileId: number): Promise<(CardLanguage | null)[]> {
    const changed: (CardLanguage | null)[] = [];
    for (const language of await repo.versionsOf(profileId)) if ((await refresh(profileId, language))?.changed) changed.push(language);
    return changed;
  }

  const build = (content: PassContent, serial: string, authenticationToken: string) =>
    buildApplePass(content, { serial, authenticationToken }, { config: config.appleWallet, files, publicUrl: config.publicUrl });

  async function wakeDevices(profileId: number): Promise<void> {
    const changed = await refreshAll(profileId);
    if (changed.length === 0) return;
    const outcomes = await apns.push(await repo.pushTokensOf(profileId, changed));
    for (const outcome of outcomes) {
      if (outcome.status === 410) await repo.forgetPushToken(outcome.pushToken);
      else if (outcome.status !== 200) log.warn('wallet push failed', { status: outcome.status, reason: outcome.reason });
    }
    log.info('wallet passes updated', { profileId, devices: outcomes.length });
  }

  return {
    passTypeId: config.appleWallet.passTypeId,

    /**
     * A new pass of the card for one download (its serial and token made here), in its version in `language` when it
     * has one; undefined when the card is gone.
     */
    async issue(profileId: number, language: CardLanguage | null = null): Promise<Buffer | undefined> {
      const current = await contentOf(profileId, language);
      if (!current) return undefined;
      const { content, version } = current;
      const now = Date.now();
      const serial = randomBytes(16).toString('base64url');
      const token = randomBytes(24).toString('base64url');
      await repo.removeUnregistered(profileId, now - UNREGISTERED_KEPT_MS);
      await repo.insertPass({ serial, profile_id: profileId, language: version, token_digest: digest(token), content_key: passContentKey(content), updated_at: now, created_at: now });
      return build(content, serial, token);
    },

    /** The pass an `Authorization: ApplePass {token}` header opens, or undefined (the web service answers 401). */
    async authenticated(serial: string, authorization: string): Promise<(WalletPassRow & { token: string }) | undefined> {
      const token = /^ApplePass (\S{16,200})$/.exec(authorization)?.[1];
      const row = await repo.findPass(serial);
      if (!token || !row) return undefined;
      const [given, kept] = [Buffer.from(digest(token), 'hex'), Buffer.from(row.token_digest, 'hex')];
      return given.length === kept.length && timingSafeEqual(given, kept) ? { ...row, token } : undefined;
    },

    register: (deviceId: string, serial: string, pushToken: string) => repo.register(deviceId, serial, pushToken, Date.now()),
    unregister: (deviceId: string, serial: string) => repo.unregister(deviceId, serial),

    /**
     * The device's passes changed after the tag `since` (all of them without one), and the tag to ask with next;
     * undefined when none did. Each card is checked against what its passes show, whatever changed it.
     */
    async updatedSince(deviceId: string, since: number | undefined): Promise<UpdatedSince | undefined> {
      const before = await repo.registeredOn(deviceId);
      const versions = new Map(before.map((row) => [`${row.profile_id}:${row.language}`, row]));
      for (const { profile_id, language } of versions.values()) await refresh(profile_id, language);
      const rows = await repo.registeredOn(deviceId);
      const changed = rows.filter((row) => since === undefined || row.updated_at > since);
      if (changed.length === 0) return undefined;
      return { serialNumbers: changed.map((row) => row.serial), lastUpdated: String(Math.max(...rows.map((row) => row.updated_at))) };
    },

    /** The pass as it is now, for a device that holds it, with when it last changed. */
    async latest(pass: WalletPassRow & { token: string }): Promise<{ pkpass: () => Promise<Buffer>; updatedAt: number } | undefined> {
      const refreshed = await refresh(pass.profile_id, pass.language);
      if (!refreshed) return undefined;
      const updatedAt = (await repo.findPass(pass.serial))?.updated_at ?? pass.updated_at;
      return { updatedAt, pkpass: () => build(refreshed.content, pass.serial, pass.token) };
    },

    /** Called after a card is saved: wakes the devices holding its passes if they show something else now. */
    cardSaved(profileId: number): void {
      pushes = pushes.then(() => wakeDevices(profileId)).catch((error: unknown) => log.error('wallet push failed', { error }));
    },

    /** Resolves once the pushes under way have been sent. */
    settled: (): Promise<void> => pushes,

    /** Waits for the pushes under way, then closes the APNs connection. */
    async stop(): Promise<void> {
      await pushes;
      apns.close();
    },
  };
}

export type AppleWallet = ReturnType<typeof appleWallet>;
