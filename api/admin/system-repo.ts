import type { Database } from 'better-sqlite3';
import type { AdminContactRequest, AdminErrorReport, AdminOverview, DatabaseStatus } from '../../shared/contract/admin';
import { loadMigrations } from '../../db/migrate';
import { MIGRATIONS_DIR } from '../../db/index';
import { attachmentColumn, presentAttachment } from '../visitor-files/repo';

const DAY_MS = 86_400_000;

/** The tables the database page counts rows of (the product's own, not SQLite's). */
const COUNTED_TABLES = ['users', 'profiles', 'profile_items', 'profile_events', 'profile_daily', 'leads', 'subscriptions', 'products', 'support_messages', 'notifications', 'blog_posts', 'contact_requests', 'error_reports', 'physical_cards', 'uploads', 'visitor_files'];

/** The admin's SQL over the whole system: the dashboard's figures, the contact form's messages, error reports, the database. */
export function adminSystemRepo(db: Database) {
  const overview = db.prepare<[Record<string, string>], AdminOverview>(`SELECT
      (SELECT count(*) FROM users) AS users,
      (SELECT count(*) FROM users WHERE created_at >= @week) AS newUsers7d,
      (SELECT count(*) FROM users WHERE user_role = 'admin') AS admins,
      (SELECT count(DISTINCT s.user_id) FROM subscriptions s JOIN products p ON p.id = s.product_id
        WHERE s.status = 'active' AND p.package_type IN ('monthly', 'annual', 'team') AND (s.current_period_end IS NULL OR s.current_period_end > @now)) AS activeSubscriptions,
      (SELECT count(*) FROM users WHERE trial_ends_at > @now) AS trials,
      (SELECT count(*) FROM profiles) AS cards,
      (SELECT count(*) FROM profiles WHERE is_published = 1) AS publishedCards,
      (SELECT count(*) FROM leads WHERE created_at >= @month) AS leads30d,
      (SELECT coalesce(sum(views), 0) FROM profile_daily WHERE day >= @monthDay) AS views30d,
      (SELECT count(DISTINCT user_id) FROM support_messages WHERE is_read = 0 AND sender_id = user_id) AS supportWaiting,
      (SELECT count(*) FROM contact_requests WHERE created_at >= @week) AS contactRequests7d,
      (SELECT count(*) FROM error_reports WHERE created_at >= @week) AS errorReports7d`);
  const contactPage = db.prepare<[number, number], Omit<AdminContactRequest, 'attachment'> & { attachment: string | null }>(
    `SELECT id, name, email, subject, message, user_id AS userId, created_at AS createdAt, ${attachmentColumn('contact_request_id', 'contact_requests.id')}
    FROM contact_requests ORDER BY id DESC LIMIT ? OFFSET ?`,
  );
  const contactCount = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM contact_requests');
  const errorPage = db.prepare<[number, number], AdminErrorReport>(`SELECT id, error_type AS errorType, error_message AS errorMessage,
      error_details AS errorDetails, path, user_agent AS userAgent, user_id AS userId, created_at AS createdAt
    FROM error_reports ORDER BY id DESC LIMIT ? OFFSET ?`);
  const errorCount = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM error_reports');
  const applied = db.prepare<[], { name: string; applied_at: string }>('SELECT name, applied_at FROM schema_migrations');

  return {
    overview(now = new Date()): AdminOverview {
      const month = new Date(now.getTime() - 30 * DAY_MS).toISOString();
      return overview.get({ now: now.toISOString(), week: new Date(now.getTime() - 7 * DAY_MS).toISOString(), month, monthDay: month.slice(0, 10) })!;
    },
    contactRequests: (limit: number, offset: number) => ({
      items: contactPage.all(limit, offset).map((row) => ({ ...row, attachment: presentAttachment(row.attachment) })),
      total: contactCount.get()!.n,
    }),
    errorReports: (limit: number, offset: number) => ({ items: errorPage.all(limit, offset), total: errorCount.get()!.n }),
    /** Every migration file with when it was applied, the journal mode, the file's size and the rows of each table. */
    database(): DatabaseStatus {
      const appliedAt = new Map(applied.all().map((row) => [row.name, row.applied_at]));
      const pageSize = db.pragma('page_size', { simple: true }) as number;
      const pageCount = db.pragma('page_count', { simple: true }) as number;
      return {
        migrations: loadMigrations(MIGRATIONS_DIR).map(({ name }) => ({ name, appliedAt: appliedAt.get(name) ?? null, status: appliedAt.has(name) ? 'applied' : 'pending' })),
        journalMode: String(db.pragma('journal_mode', { simple: true })),
        sizeBytes: pageSize * pageCount,
        tables: COUNTED_TABLES.map((name) => ({ name, rows: (db.prepare(`SELECT count(*) AS n FROM ${name}`).get() as { n: number }).n })),
      };
    },
  };
}
