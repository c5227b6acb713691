import type { QueryBuilder } from '../../db/query-builder';
import type { FileStore } from '../file-store/store';
import type { Logger } from '../log';
import type { Mailer } from '../mail/mailer';
import { sendDigests } from './digest';
import { ringDueReminders } from './reminders';
import { removeExpiredLeads } from './retention';

/** How often reminders and digests are looked at. */
const EVERY_MINUTE_MS = 60_000;
/** How often leads past their owner's retention are removed (and once at start). */
const DAILY_MS = 24 * 60 * 60 * 1000;

/**
 * The leads' daily upkeep, on every node (each step claims its rows, so nothing happens twice): the reminders due today
 * ring, the morning digests go from 08:00 Israel time, and leads past their retention are removed at start and daily.
 */
export function scheduleLeadUpkeep(
  query: QueryBuilder,
  { files, mailer, publicUrl, notified, log }: { files: FileStore; mailer: Mailer; publicUrl: () => string; notified: (userId: number) => void; log: Logger },
): { stop(): void } {
  const minutely = async () => {
    for (const owner of await ringDueReminders(query)) notified(owner);
    await sendDigests(query, { mailer, publicUrl: publicUrl(), log });
  };
  const daily = async () => {
    const removed = await removeExpiredLeads(query, files);
    if (removed > 0) log.info('leads past their retention removed', { removed });
  };
  const report = (step: string) => (error: unknown) => log.error(`lead upkeep failed: ${step}`, { error });
  void daily().catch(report('retention'));
  void minutely().catch(report('reminders and digests'));
  const timers = [
    setInterval(() => void minutely().catch(report('reminders and digests')), EVERY_MINUTE_MS),
    setInterval(() => void daily().catch(report('retention')), DAILY_MS),
  ];
  for (const timer of timers) timer.unref();
  return { stop: () => timers.forEach(clearInterval) };
}
