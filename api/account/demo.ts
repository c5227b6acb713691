import type { QueryBuilder } from '../../db/query-builder';
import type { FileStore } from '../file-store/store';
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
export async function restoreDemo(query: QueryBuilder): Promise<boolean> {
  const { email, username, displayName } = DEMO_ACCOUNT;
  const { numUpdatedRows } = await query
    .updateTable('users')
    .set({ display_name: displayName, username, locale: 'he', updated_at: new Date().toISOString() })
    .where('email', '=', email)
    .where('is_demo', '=', 1)
    .where((eb) => eb.or([eb('display_name', '<>', displayName), eb('username', '<>', username), eb('locale', '<>', 'he')]))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('users as other').select('other.id').where('other.username', '=', username).where('other.email', '<>', email))),
    )
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Clears the demo account's support conversation: nothing one person trying the demo wrote reaches the next. */
export function clearDemoSupport(query: QueryBuilder): Promise<boolean> {
  return query.transaction().execute(async (trx) => {
    const demo = trx.selectFrom('users').select('id').where('is_demo', '=', 1);
    const messages = await trx.deleteFrom('support_messages').where('user_id', 'in', demo).executeTakeFirst();
    const tickets = await trx.deleteFrom('support_tickets').where('user_id', 'in', demo).executeTakeFirst();
    return messages.numDeletedRows + tickets.numDeletedRows > 0n;
  });
}

/** Restores the demo account, its card (the content visitors see at /p/demo), its physical card, leads, notifications, statistics and support chat. */
export async function restoreDemoContent(query: QueryBuilder, files: FileStore): Promise<boolean> {
  const account = await restoreDemo(query);
  const support = await clearDemoSupport(query);
  const card = await restoreDemoCard(query, files);
  const physicalCards = await restoreDemoPhysicalCards(query);
  const leads = await restoreDemoLeads(query);
  // After the leads: the statistics count the leads the card holds.
  const stats = await restoreDemoStats(query);
  return account || support || card || physicalCards || leads || stats;
}

/** Restores the demo account every hour; the timer never keeps the process alive. */
export function scheduleDemoRestore(query: QueryBuilder, files: FileStore, log: Logger): NodeJS.Timeout {
  const timer = setInterval(() => {
    restoreDemoContent(query, files).then(
      (changed) => changed && log.info('demo account restored'),
      (error: unknown) => log.error('demo restore failed', { error }),
    );
  }, DEMO_RESTORE_INTERVAL_MS);
  timer.unref();
  return timer;
}
