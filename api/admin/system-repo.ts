import { sql } from 'kysely';
import type { AdminContactRequest, AdminErrorReport, AdminOverview, DatabaseStatus } from '../../shared/contract/admin';
import { loadMigrations } from '../../db/migrate';
import { MIGRATIONS_DIR } from '../../db/index';
import { POSTGRES_MIGRATIONS_DIR } from '../../db/postgres';
import { engineOf, type QueryBuilder } from '../../db/query-builder';
import { paidPlanId } from './users-repo';

const DAY_MS = 86_400_000;

/** The tables the database page counts rows of (the product's own, not the engine's). */
const COUNTED_TABLES = ['users', 'profiles', 'profile_items', 'profile_events', 'profile_daily', 'leads', 'subscriptions', 'products', 'support_messages', 'notifications', 'blog_posts', 'contact_requests', 'error_reports', 'physical_cards', 'uploads', 'visitor_files'] as const;

/** The engine's storage: how it journals and how many bytes the database takes. */
async function storageOf(query: QueryBuilder): Promise<{ journalMode: string; sizeBytes: number }> {
  if (engineOf(query) === 'postgres') {
    const { rows } = await sql<{ bytes: number }>`SELECT pg_database_size(current_database()) AS bytes`.execute(query);
    // PostgreSQL always writes ahead to its log.
    return { journalMode: 'wal', sizeBytes: rows[0]!.bytes };
  }
  const pragma = async (name: 'page_size' | 'page_count' | 'journal_mode') => Object.values((await sql<Record<string, unknown>>`PRAGMA ${sql.raw(name)}`.execute(query)).rows[0]!)[0];
  const [pageSize, pageCount, journalMode] = await Promise.all([pragma('page_size'), pragma('page_count'), pragma('journal_mode')]);
  return { journalMode: String(journalMode), sizeBytes: Number(pageSize) * Number(pageCount) };
}

/** The count a `count(*) AS n` query read. */
const count = (rows: Promise<{ n: number } | undefined>) => rows.then((row) => row?.n ?? 0);

/** The admin's SQL over the whole system: the dashboard's figures, the contact form's messages, error reports, the database. */
export function adminSystemRepo(query: QueryBuilder) {
  return {
    async overview(now = new Date()): Promise<AdminOverview> {
      const at = now.toISOString();
      const week = new Date(now.getTime() - 7 * DAY_MS).toISOString();
      const month = new Date(now.getTime() - 30 * DAY_MS).toISOString();
      const monthDay = month.slice(0, 10);
      // One statement, one snapshot of every figure; names quoted so PostgreSQL keeps their case.
      const { rows } = await sql<AdminOverview>`SELECT
          (SELECT count(*) FROM users) AS "users",
          (SELECT count(*) FROM users WHERE created_at >= ${week}) AS "newUsers7d",
          (SELECT count(*) FROM users WHERE user_role = 'admin') AS "admins",
          (SELECT count(DISTINCT s.user_id) FROM subscriptions s JOIN products p ON p.id = s.product_id
            WHERE s.status = 'active' AND p.package_type IN ('monthly', 'annual', 'team') AND (s.current_period_end IS NULL OR s.current_period_end > ${at})) AS "activeSubscriptions",
          (SELECT count(*) FROM users u WHERE u.trial_ends_at > ${at} AND ${paidPlanId(at)} IS NULL) AS "trials",
          (SELECT count(*) FROM profiles) AS "cards",
          (SELECT count(*) FROM profiles WHERE is_published = 1) AS "publishedCards",
          (SELECT count(*) FROM leads WHERE created_at >= ${month}) AS "leads30d",
          (SELECT coalesce(sum(views), 0) FROM profile_daily WHERE day >= ${monthDay}) AS "views30d",
          (SELECT count(DISTINCT user_id) FROM support_messages WHERE is_read = 0 AND sender_id = user_id) AS "supportWaiting",
          (SELECT count(*) FROM contact_requests WHERE created_at >= ${week}) AS "contactRequests7d",
          (SELECT count(*) FROM error_reports WHERE created_at >= ${week}) AS "errorReports7d"`.execute(query);
      return rows[0]!;
    },
    async contactRequests(limit: number, offset: number): Promise<{ items: AdminContactRequest[]; total: number }> {
      const [rows, total] = await Promise.all([
        query
          .selectFrom('contact_requests as c')
          .leftJoin('visitor_files as f', 'f.contact_request_id', 'c.id')
          .select(['c.id', 'c.name', 'c.email', 'c.subject', 'c.message', 'c.user_id as userId', 'c.created_at as createdAt', 'f.file_name', 'f.kind', 'f.bytes'])
          .orderBy('c.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        count(query.selectFrom('contact_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()),
      ]);
      return {
        items: rows.map(({ file_name, kind, bytes, ...row }) => ({ ...row, attachment: file_name === null || kind === null || bytes === null ? null : { name: file_name, kind, bytes } })),
        total,
      };
    },
    async errorReports(limit: number, offset: number): Promise<{ items: AdminErrorReport[]; total: number }> {
      const [items, total] = await Promise.all([
        query
          .selectFrom('error_reports')
          .select([
            'id',
            'error_type as errorType',
            'error_message as errorMessage',
            'error_details as errorDetails',
            'path',
            'user_agent as userAgent',
            'user_id as userId',
            'created_at as createdAt',
          ])
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        count(query.selectFrom('error_reports').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()),
      ]);
      return { items, total };
    },
    /** Every migration file with when it was applied, the journal mode, the database's size and the rows of each table. */
    async database(): Promise<DatabaseStatus> {
      const [applied, storage, tables] = await Promise.all([
        sql<{ name: string; applied_at: string }>`SELECT name, applied_at FROM schema_migrations`.execute(query).then(({ rows }) => rows),
        storageOf(query),
        Promise.all(COUNTED_TABLES.map(async (name) => ({ name, rows: await count(query.selectFrom(name).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()) }))),
      ]);
      const appliedAt = new Map(applied.map((row) => [row.name, row.applied_at]));
      const dir = engineOf(query) === 'postgres' ? POSTGRES_MIGRATIONS_DIR : MIGRATIONS_DIR;
      return {
        migrations: loadMigrations(dir).map(({ name }) => ({ name, appliedAt: appliedAt.get(name) ?? null, status: appliedAt.has(name) ? 'applied' : 'pending' })),
        ...storage,
        tables,
      };
    },
  };
}
