import type { QueryBuilder } from '../../db/query-builder';
import { DEMO_CARD } from './profiles-data';

/** The demo account's physical card: /c/demo01 opens the demo card. */
const DEMO_PHYSICAL_CARD_CODE = 'demo01';

interface DemoIds {
  userId: number;
  profileId: number | null;
}

async function demoIds(query: QueryBuilder): Promise<DemoIds | undefined> {
  const user = await query.selectFrom('users').select('id').where('is_demo', '=', 1).orderBy('id').limit(1).executeTakeFirst();
  if (!user) return undefined;
  const card = await query.selectFrom('profiles').select('id').where('seed_key', '=', DEMO_CARD.seedKey).where('user_id', '=', user.id).executeTakeFirst();
  return { userId: user.id, profileId: card?.id ?? null };
}

/**
 * Gives the demo account its physical card `demo01`, linked to the demo card. Idempotent: an existing
 * card is left as it is, except that one left unlinked (the demo card did not exist yet) gets linked.
 */
export async function seedPhysicalCards(query: QueryBuilder, now = new Date()): Promise<void> {
  const demo = await demoIds(query);
  if (!demo) return;
  await query.transaction().execute(async (trx) => {
    await trx
      .insertInto('physical_cards')
      .values({ code: DEMO_PHYSICAL_CARD_CODE, user_id: demo.userId, profile_id: demo.profileId, created_at: now.toISOString() })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
    if (demo.profileId !== null) {
      await trx
        .updateTable('physical_cards')
        .set({ profile_id: demo.profileId })
        .where('code', '=', DEMO_PHYSICAL_CARD_CODE)
        .where('user_id', '=', demo.userId)
        .where('profile_id', 'is', null)
        .execute();
    }
  });
}

/**
 * Puts the demo account's physical cards back to the seed state: `demo01` its own, linked to the demo
 * card, active and never written; its other physical cards and its orders deleted. Returns whether
 * anything had changed.
 */
export async function restoreDemoPhysicalCards(query: QueryBuilder, now = new Date()): Promise<boolean> {
  const demo = await demoIds(query);
  if (!demo) return false;
  return query.transaction().execute(async (trx): Promise<boolean> => {
    const cards = await trx.deleteFrom('physical_cards').where('user_id', '=', demo.userId).where('code', '<>', DEMO_PHYSICAL_CARD_CODE).executeTakeFirst();
    const orders = await trx.deleteFrom('nfc_orders').where('user_id', '=', demo.userId).executeTakeFirst();
    const seeded = { user_id: demo.userId, profile_id: demo.profileId, is_active: 1 as const, written_at: null, locked_at: null };
    const current = await trx
      .selectFrom('physical_cards')
      .select(['user_id', 'profile_id', 'is_active', 'written_at', 'locked_at'])
      .where('code', '=', DEMO_PHYSICAL_CARD_CODE)
      .executeTakeFirst();
    let restored = false;
    if (!current) {
      await trx.insertInto('physical_cards').values({ code: DEMO_PHYSICAL_CARD_CODE, ...seeded, created_at: now.toISOString() }).execute();
      restored = true;
    } else if ((Object.keys(seeded) as (keyof typeof seeded)[]).some((column) => current[column] !== seeded[column])) {
      await trx.updateTable('physical_cards').set(seeded).where('code', '=', DEMO_PHYSICAL_CARD_CODE).execute();
      restored = true;
    }
    return restored || Number(cards.numDeletedRows) + Number(orders.numDeletedRows) > 0;
  });
}
