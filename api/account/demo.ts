import type { Database } from 'better-sqlite3';
import { DEMO_ACCOUNT } from '../users/accounts';
import { restoreDemoLeads } from '../seed/leads';
import { restoreDemoPhysicalCards } from '../seed/physical-cards';
import { restoreDemoCard } from '../seed/profiles';
import { restoreDemoStats } from '../seed/stats';
import type { Logger } from '../log';

/** How often the demo account is put back to its seed state. */
export const DEMO_RESTORE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Puts the demo account's editable content back to the seed state: display name, username, locale.
 * Its email and password cannot change (the API refuses), and its sessions are left alone.
 * Returns whether anything had changed.
 */
export function restoreDemo(db: Database): boolean {
  const { changes } = db
    .prepare(`UPDATE users SET display_name = @displayName, username = @username, locale = 'he', updated_at = @now
      WHERE email = @email AND is_demo = 1 AND (display_name, username, locale) IS NOT (@displayName, @username, 'he')
        AND NOT EXISTS (SELECT 1 FROM users other WHERE other.username = @username AND other.email <> @email)`)
    .run({ ...DEMO_ACCOUNT, now: new Date().toISOString() });
  return changes > 0;
}

/** Clears the demo account's support conversation: nothing one person trying the demo wrote reaches the next. */
export function clearDemoSupport(db: Database): boolean {
  const demo = `(SELECT id FROM users WHERE is_demo = 1)`;
  return db.transaction(() => {
    const messages = db.prepare(`DELETE FROM support_messages WHERE user_id IN ${demo}`).run().changes;
    const tickets = db.prepare(`DELETE FROM support_tickets WHERE user_id IN ${demo}`).run().changes;
    return messages + tickets > 0;
  })();
}

/** Restores the demo account, its card (the content visitors see at /p/demo), its physical card, leads, notifications, statistics and support chat. */
export async function restoreDemoContent(db: Database, uploadsDir: string): Promise<boolean> {
  const account = restoreDemo(db);
  const support = clearDemoSupport(db);
  const card = await restoreDemoCard(db, uploadsDir);
  const physicalCards = restoreDemoPhysicalCards(db);
  const leads = restoreDemoLeads(db);
  // After the leads: the statistics count the leads the card holds.
  const stats = restoreDemoStats(db);
  return account || support || card || physicalCards || leads || stats;
}

/** Restores the demo account every hour; the timer never keeps the process alive. */
export function scheduleDemoRestore(db: Database, uploadsDir: string, log: Logger): NodeJS.Timeout {
  const timer = setInterval(() => {
    restoreDemoContent(db, uploadsDir).then(
      (changed) => changed && log.info('demo account restored'),
      (error: unknown) => log.error('demo restore failed', { error }),
    );
  }, DEMO_RESTORE_INTERVAL_MS);
  timer.unref();
  return timer;
}
