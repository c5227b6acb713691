import type { QueryBuilder } from '../../db/query-builder';
import type { Locale } from '../../shared/contract/auth';
import { escapeHtml } from '../../shared/html-escape';
import { isolated } from '../../shared/lead-mail/compose';
import { addDays, israelDay, israelHour, israelTime } from '../israel-time';
import type { Logger } from '../log';
import { mailDocument } from '../mail/compose';
import type { Mail, Mailer } from '../mail/mailer';
import { MAIL_TEXTS } from '../mail/texts';
import { plansService } from '../plans/service';

/** The hour (Israel time) from which the morning digest goes. */
export const DIGEST_HOUR = 8;

/** A lead as the digest names it. */
interface DigestLead {
  name: string;
  card_name: string;
  phone: string;
  email: string;
}

/** The morning digest: the day's reminders and yesterday's other new leads, in the account's language. */
export function digestMail(
  owner: { email: string; display_name: string; username: string; locale: Locale },
  { reminders, newLeads }: { reminders: DigestLead[]; newLeads: DigestLead[] },
  publicUrl: string,
): Mail {
  const t = MAIL_TEXTS[owner.locale].digest;
  // What the visitor typed keeps its own direction: "+972 52-123-4567" in a Hebrew line showed its groups reversed.
  const line = (lead: DigestLead) => `• ${isolated(lead.name)} (${t.via(isolated(lead.card_name))}) ${[lead.phone, lead.email].filter(Boolean).map(isolated).join(' · ')}`.trim();
  const leadsPage = `${publicUrl}/leads`;
  const accountPage = `${publicUrl}/account`;
  const sections = [
    [t.hello(owner.display_name || owner.username)],
    ...(reminders.length ? [[t.reminders, ...reminders.map(line)]] : []),
    ...(newLeads.length ? [[t.newLeads, ...newLeads.map(line)]] : []),
    [t.open, leadsPage],
    [t.stop, accountPage],
  ];
  const text = sections.map((lines) => lines.join('\n')).join('\n\n') + '\n';
  // Only the product's own pages are links: an address a visitor typed as their name stays text.
  const html = mailDocument(
    owner.locale,
    sections.map((lines) => `<p>${lines.map((l) => (l === leadsPage || l === accountPage ? `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>` : escapeHtml(l))).join('<br>')}</p>`).join(''),
  );
  return { to: owner.email, subject: t.subject(reminders.length + newLeads.length), text, html };
}

/**
 * Sends today's digest to every owner who has one coming (reminders due today or leads that came yesterday), has not
 * turned it off and has not had today's, the shared demo account aside: each owner is claimed by one statement, so on several nodes it goes once.
 * An owner whose plan does not cover leads gets none: the leads' details wait for a plan, as on the leads page.
 */
export async function sendDigests(query: QueryBuilder, { mailer, publicUrl, log }: { mailer: Mailer; publicUrl: string; log: Logger }, now = new Date()): Promise<number> {
  if (israelHour(now) < DIGEST_HOUR) return 0;
  const today = israelDay(now);
  const yesterdayFrom = israelTime(addDays(today, -1), 0).toISOString();
  const todayFrom = israelTime(today, 0).toISOString();
  const columns = ['name', 'card_name', 'phone', 'email'] as const;
  const candidates = await query
    .selectFrom('users')
    .select(['id', 'email', 'display_name', 'username', 'locale', 'user_role'])
    .where('lead_digest', '=', 1)
    // The shared demo account's address is nobody's mailbox (its seeded leads would mail it every morning).
    .where('is_demo', '=', 0)
    .where((eb) => eb.or([eb('digest_sent_on', 'is', null), eb('digest_sent_on', '<>', today)]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('leads')
          .select('leads.id')
          .whereRef('leads.user_id', '=', 'users.id')
          .where((lead) => lead.or([lead('leads.remind_at', '=', today), lead.and([lead('leads.created_at', '>=', yesterdayFrom), lead('leads.created_at', '<', todayFrom)])])),
      ),
    )
    .execute();
  const plans = plansService(query);
  let sent = 0;
  for (const owner of candidates) {
    if (!(await plans.coversLeads({ id: owner.id, userRole: owner.user_role }, now))) continue;
    const claimed = await query
      .updateTable('users')
      .set({ digest_sent_on: today })
      .where('id', '=', owner.id)
      .where((eb) => eb.or([eb('digest_sent_on', 'is', null), eb('digest_sent_on', '<>', today)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const leads = query.selectFrom('leads').select(columns).where('user_id', '=', owner.id).orderBy('created_at');
    const reminders = await leads.where('remind_at', '=', today).execute();
    // A new lead with a reminder today is listed once, under its reminder: the subject counts leads, not lines.
    const newLeads = await leads
      .where('created_at', '>=', yesterdayFrom)
      .where('created_at', '<', todayFrom)
      .where((eb) => eb.or([eb('remind_at', 'is', null), eb('remind_at', '<>', today)]))
      .execute();
    try {
      await mailer.send(digestMail(owner, { reminders, newLeads }, publicUrl));
      sent += 1;
    } catch (error) {
      log.warn('morning digest not sent', { user: owner.id, error });
    }
  }
  return sent;
}
