import type { Database } from 'better-sqlite3';
import { DEMO_CARD } from './profiles-data';

/** The demo account's physical card: /c/demo01 opens the demo card. */
const DEMO_PHYSICAL_CARD_CODE = 'demo01';

interface DemoIds {
  userId: number;
  profileId: number | null;
}

function demoIds(db: Database): DemoIds | undefined {
  const user = db.prepare<[], { id: number }>('SELECT id FROM users WHERE is_demo = 1 ORDER BY id LIMIT 1').get();
  if (!user) return undefined;
  const card = db.prepare<[string, number], { id: number }>('SELECT id FROM profiles WHERE seed_key = ? AND user_id = ?').get(DEMO_CARD.seedKey, user.id);
  return { userId: user.id, profileId: card?.id ?? null };
}

/**
 * Gives the demo account its physical card `demo01`, linked to the demo card. Idempotent: an existing
 * card is left as it is, except that one left unlinked (the demo card did not exist yet) gets linked.
 */
export function seedPhysicalCards(db: Database, now = new Date()): void {
  const demo = demoIds(db);
  if (!demo) return;
  db.transaction(() => {
    db.prepare(`INSERT INTO physical_cards (code, user_id, profile_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (code) DO NOTHING`).run(
      DEMO_PHYSICAL_CARD_CODE, demo.userId, demo.profileId, now.toISOString(),
    );
    if (demo.profileId !== null) {
      db.prepare('UPDATE physical_cards SET profile_id = ? WHERE code = ? AND user_id = ? AND profile_id IS NULL').run(demo.profileId, DEMO_PHYSICAL_CARD_CODE, demo.userId);
    }
  }).immediate();
}

/**
 * Puts the demo account's physical cards back to the seed state: `demo01` its own, linked to the demo
 * card, active and never written; its other physical cards and its orders deleted. Returns whether
 * anything had changed.
 */
export function restoreDemoPhysicalCards(db: Database, now = new Date()): boolean {
  const demo = demoIds(db);
  if (!demo) return false;
  return db
    .transaction((): boolean => {
      let changes = db.prepare('DELETE FROM physical_cards WHERE user_id = ? AND code <> ?').run(demo.userId, DEMO_PHYSICAL_CARD_CODE).changes;
      changes += db.prepare('DELETE FROM nfc_orders WHERE user_id = ?').run(demo.userId).changes;
      changes += db
        .prepare(`INSERT INTO physical_cards (code, user_id, profile_id, created_at) VALUES (@code, @userId, @profileId, @now)
          ON CONFLICT (code) DO UPDATE SET user_id = excluded.user_id, profile_id = excluded.profile_id, is_active = 1,
            written_at = NULL, locked_at = NULL
          WHERE (user_id, profile_id, is_active, written_at, locked_at) IS NOT (excluded.user_id, excluded.profile_id, 1, NULL, NULL)`)
        .run({ code: DEMO_PHYSICAL_CARD_CODE, userId: demo.userId, profileId: demo.profileId, now: now.toISOString() }).changes;
      return changes > 0;
    })
    .immediate();
}
