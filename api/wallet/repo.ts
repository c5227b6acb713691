import type { Selectable } from 'kysely';
import type { QueryBuilder } from '../../db/query-builder';
import type { WalletPassesTable } from '../../db/tables';
import type { CardLanguage } from '../../shared/contract/card-languages';

/** A `wallet_passes` row: one downloaded pass of a card. */
export type WalletPassRow = Selectable<WalletPassesTable>;

/** SQL access to issued passes and the devices that registered them. */
export function walletRepo(query: QueryBuilder) {
  return {
    insertPass: async (row: WalletPassRow) => {
      await query.insertInto('wallet_passes').values(row).execute();
    },

    findPass: (serial: string) => query.selectFrom('wallet_passes').selectAll().where('serial', '=', serial).executeTakeFirst() as Promise<WalletPassRow | undefined>,

    /** Passes of a card that no device registered, issued before `before`: downloads never added to a wallet. */
    async removeUnregistered(profileId: number, before: number): Promise<void> {
      await query
        .deleteFrom('wallet_passes')
        .where('profile_id', '=', profileId)
        .where('created_at', '<', before)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('wallet_registrations as r').select('r.serial').whereRef('r.serial', '=', 'wallet_passes.serial'))))
        .execute();
    },

    /**
     * Marks the passes of the card's version in `language` (null: its own) whose content key differs as changed at
     * `now`; answers how many were.
     */
    async markChanged(profileId: number, language: CardLanguage | null, contentKey: string, now: number): Promise<number> {
      const result = await query
        .updateTable('wallet_passes')
        .set({ content_key: contentKey, updated_at: now })
        .where('profile_id', '=', profileId)
        .where('language', language === null ? 'is' : '=', language)
        .where('content_key', '<>', contentKey)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The versions of the card its passes show (null: the card in its own language). */
    async versionsOf(profileId: number): Promise<(CardLanguage | null)[]> {
      const rows = await query.selectFrom('wallet_passes').select('language').distinct().where('profile_id', '=', profileId).execute();
      return rows.map((row) => row.language);
    },

    /** Adds a device's registration of a pass (or renews its push token); answers whether it is new. */
    async register(deviceId: string, serial: string, pushToken: string, now: number): Promise<boolean> {
      const known = await query.selectFrom('wallet_registrations').select('push_token').where('device_id', '=', deviceId).where('serial', '=', serial).executeTakeFirst();
      if (known) {
        if (known.push_token !== pushToken) await query.updateTable('wallet_registrations').set({ push_token: pushToken }).where('device_id', '=', deviceId).where('serial', '=', serial).execute();
        return false;
      }
      await query
        .insertInto('wallet_registrations')
        .values({ device_id: deviceId, serial, push_token: pushToken, created_at: now })
        .onConflict((conflict) => conflict.columns(['device_id', 'serial']).doUpdateSet({ push_token: pushToken }))
        .execute();
      return true;
    },

    async unregister(deviceId: string, serial: string): Promise<void> {
      await query.deleteFrom('wallet_registrations').where('device_id', '=', deviceId).where('serial', '=', serial).execute();
    },

    /** The passes a device registered (of this installation's one pass type), with when each last changed. */
    registeredOn: (deviceId: string) =>
      query
        .selectFrom('wallet_registrations as r')
        .innerJoin('wallet_passes as p', 'p.serial', 'r.serial')
        .select(['p.serial', 'p.profile_id', 'p.language', 'p.updated_at'])
        .where('r.device_id', '=', deviceId)
        .execute(),

    /** The distinct push tokens of the devices holding a pass of the card in one of `versions` (null: its own language). */
    async pushTokensOf(profileId: number, versions: readonly (CardLanguage | null)[]): Promise<string[]> {
      if (versions.length === 0) return [];
      const rows = await query
        .selectFrom('wallet_registrations as r')
        .innerJoin('wallet_passes as p', 'p.serial', 'r.serial')
        .select('r.push_token')
        .distinct()
        .where('p.profile_id', '=', profileId)
        .where((eb) => eb.or(versions.map((language) => (language === null ? eb('p.language', 'is', null) : eb('p.language', '=', language)))))
        .execute();
      return rows.map((row) => row.push_token);
    },

    /** Forgets every registration made with a push token APNs no longer knows. */
    async forgetPushToken(pushToken: string): Promise<void> {
      await query.deleteFrom('wallet_registrations').where('push_token', '=', pushToken).execute();
    },
  };
}

export type WalletRepo = ReturnType<typeof walletRepo>;
