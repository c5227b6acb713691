import type { QueryBuilder } from '../../db/query-builder';
import type { PublicProfile } from '../../shared/contract/profiles';
import type { AppleWalletConfig, Config } from '../config';
import type { FileStore } from '../file-store/store';
import type { Logger } from '../log';
import { presentPublicProfile } from '../profiles/present';
import { profilesRepo } from '../profiles/repo';
import { appleWallet } from './apple-service';
import { googleSaveLink } from './google-pass';
import { googleWalletUpdates } from './google-updates';

/** What the wallets need from the server. */
export interface WalletNeeds {
  query: QueryBuilder;
  config: Config;
  files: FileStore;
  log: Logger;
}

/**
 * The card in its owners' and visitors' wallets: Apple's passes (when the installation has its Pass Type ID
 * certificate), Google's save links (when it has an issuer and a service account), and the updates a card save sends
 * to both. Each part is undefined when not configured.
 */
export function walletService({ query, config, files, log }: WalletNeeds) {
  const { appleWallet: appleConfig, googleWallet: googleConfig } = config;
  const apple = appleConfig ? appleWallet({ query, config: config as Config & { appleWallet: AppleWalletConfig }, files, log }) : undefined;
  const googleUpdates = googleConfig?.updates ? googleWalletUpdates(googleConfig, log) : undefined;
  const profiles = profilesRepo(query);
  let googlePending: Promise<unknown> = Promise.resolve();

  async function publicProfile(profileId: number): Promise<PublicProfile | undefined> {
    const row = await profiles.findById(profileId);
    return row && presentPublicProfile(row, await profiles.itemsOf(row.id));
  }

  return {
    apple,
    /** The card's "Save to Google Wallet" link, or null without Google Wallet. */
    googleLink: (profile: PublicProfile) => (googleConfig ? googleSaveLink(profile, { config: googleConfig, publicUrl: config.publicUrl }) : Promise.resolve(null)),

    /** After a card save: its Apple passes' devices are woken, and its Google pass updated when that is on. */
    cardSaved(profileId: number): void {
      apple?.cardSaved(profileId);
      if (!googleUpdates) return;
      googlePending = googlePending
        .then(async () => {
          const profile = await publicProfile(profileId);
          if (profile) await googleUpdates.update(profile, config.publicUrl);
        })
        .catch((error: unknown) => log.error('google wallet update failed', { error }));
    },

    async stop(): Promise<void> {
      await Promise.all([apple?.stop(), googlePending]);
    },
  };
}

export type WalletService = ReturnType<typeof walletService>;
