import type { QueryBuilder } from '../../db/query-builder';
import type { Locale } from '../../shared/contract/auth';
import { dueWork, type DueWork } from '../due-work';
import { israelDateAndTime, israelHour } from '../israel-time';
import type { Logger } from '../log';
import { composeMail } from '../mail/compose';
import type { Mail, Mailer } from '../mail/mailer';
import { MAIL_TEXTS } from '../mail/texts';
import { plansService } from './service';

/** How long before its end a trial is reminded of. */
export const TRIAL_REMINDER_DAYS = 3;
/** The hours (Israel time, from and before) in which the reminder goes: an owner is not woken by it. */
const SENDING_HOURS = { from: 8, before: 21 } as const;
const POLL_MS = 15 * 60_000;

/** The reminder that the trial ends at `endsAt`, in the account's language, with the link to the plans. */
export function trialEndingMail(owner: { email: string; display_name: string; username: string; locale: Locale }, endsAt: Date, publicUrl: string): Mail {
  const { date, time } = israelDateAndTime(endsAt, owner.locale);
  const words = MAIL_TEXTS[owner.locale].trialEnding({ name: owner.display_name || owner.username, date, time });
  return composeMail(owner.email, owner.locale, words, `${publicUrl}/subscription`);
}

/**
 * Mails each account whose trial ends within TRIAL_REMINDER_DAYS, once for that end, unless it already has a paid plan
 * (its own or its team's): admins, blocked accounts and the shared demo account get none. Each account is claimed by one
 * statement, so on several nodes it goes once.
 */
export async function sendTrialReminders(query: QueryBuilder, { mailer, publicUrl, log }: { mailer: Mailer; publicUrl: string; log: Logger }, now = new Date()): Promise<number> {
  const hour = israelHour(now);
  if (hour < SENDING_HOURS.from || hour >= SENDING_HOURS.before) return 0;
  const soon = new Date(now.getTime() + TRIAL_REMINDER_DAYS * 86_400_000).toISOString();
  const due = await query
    .selectFrom('users')
    .select(['id', 'email', 'display_name', 'username', 'locale', 'trial_ends_at'])
    .where('user_role', '=', 'user')
    .where('is_demo', '=', 0)
    .where('disabled_at', 'is', null)
    .where('trial_ends_at', '>', now.toISOString())
    .where('trial_ends_at', '<=', soon)
    .where((eb) => eb.or([eb('trial_reminded_for', 'is', null), eb('trial_reminded_for', '<>', eb.ref('trial_ends_at'))]))
    .execute();
  const plans = plansService(query);
  let sent = 0;
  for (const owner of due) {
    const endsAt = owner.trial_ends_at!;
    if ((await plans.levelOf(owner.id, now)) === 'active') continue;
    const claimed = await query
      .updateTable('users')
      .set({ trial_reminded_for: endsAt })
      .where('id', '=', owner.id)
      .where('trial_ends_at', '=', endsAt)
      .where((eb) => eb.or([eb('trial_reminded_for', 'is', null), eb('trial_reminded_for', '<>', endsAt)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      await mailer.send(trialEndingMail(owner, new Date(endsAt), publicUrl));
      sent += 1;
    } catch (error) {
      log.warn('trial reminder not sent', { user: owner.id, error });
    }
  }
  return sent;
}

/** The trial reminders, looked for at start and every quarter of an hour, on every node. */
export function trialReminders(query: QueryBuilder, { mailer, publicUrl, log }: { mailer: Mailer; publicUrl: () => string; log: Logger }): DueWork {
  return dueWork(
    async () => {
      await sendTrialReminders(query, { mailer, publicUrl: publicUrl(), log });
    },
    { pollMs: POLL_MS, log, failure: 'trial reminders failed' },
  );
}
