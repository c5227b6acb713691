import { sql, type Selectable, type SelectQueryBuilder, type Updateable } from 'kysely';
import { engineOf, type QueryBuilder } from '../../db/query-builder';
import type { Tables } from '../../db/tables';
import type { AdminUser } from '../../shared/contract/admin';

/** An account as the admin's list shows it: its row, the name of its paid plan in force and its number of cards. */
type AdminUserRow = Pick<
  Selectable<Tables['users']>,
  'id' | 'username' | 'display_name' | 'email' | 'user_role' | 'is_demo' | 'disabled_at' | 'created_at' | 'trial_ends_at'
> & { paid_plan: string | null; paid_plan_en: string | null; paid_plan_ar: string | null; paid_plan_ru: string | null; cards: number };

function present(row: AdminUserRow, now: string): AdminUser {
  const trial = row.trial_ends_at !== null && row.trial_ends_at > now;
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    email: row.email,
    userRole: row.user_role,
    isDemo: row.is_demo === 1,
    disabled: row.disabled_at !== null,
    createdAt: row.created_at,
    trialEndsAt: row.trial_ends_at,
    plan:
      row.paid_plan !== null
        ? { status: 'active', name: row.paid_plan, nameEn: row.paid_plan_en || null, nameAr: row.paid_plan_ar || null, nameRu: row.paid_plan_ru || null }
        : { status: trial ? 'trial' : 'basic', name: null, nameEn: null, nameAr: null, nameRu: null },
    cards: row.cards,
  };
}

/** A search for accounts. */
export interface UserSearch {
  q: string;
  role?: 'user' | 'admin' | undefined;
  limit: number;
  offset: number;
}

/**
 * The package of the account's paid plan in force, by the same rule as the account's plan (`plansRepo.activePlan`): its
 * own monthly, annual or team package, or the team package its organisation's owner pays for; active, not past its end.
 */
export const paidPlanId = (now: string) => sql<number | null>`(SELECT p.id FROM subscriptions s JOIN products p ON p.id = s.product_id
  WHERE s.status = 'active' AND (s.current_period_end IS NULL OR s.current_period_end > ${now})
    AND ((s.user_id = u.id AND p.package_type IN ('monthly', 'annual', 'team'))
      OR (p.package_type = 'team' AND s.user_id IN (SELECT o.owner_id FROM organisation_members m JOIN organisations o ON o.id = m.organisation_id WHERE m.user_id = u.id)))
  ORDER BY s.current_period_end IS NULL DESC, s.current_period_end DESC LIMIT 1)`;

/** The admin's SQL over accounts. */
export function adminUsersRepo(query: QueryBuilder) {
  // SQLite's LIKE ignores the case of ASCII letters; PostgreSQL's ILIKE does the same.
  const like = engineOf(query) === 'postgres' ? sql.raw('ILIKE') : sql.raw('LIKE');
  /** The accounts `from` reads (every account, or those a search matches), with their plan's names and cards. */
  const accounts = (now: string, from = query.selectFrom('users as u')) =>
    from
      .leftJoin('products as paid', (join) => join.on((eb) => eb(eb.ref('paid.id'), '=', paidPlanId(now))))
      .select(['u.id', 'u.username', 'u.display_name', 'u.email', 'u.user_role', 'u.is_demo', 'u.disabled_at', 'u.created_at', 'u.trial_ends_at'])
      .select([
        'paid.name as paid_plan',
        'paid.name_en as paid_plan_en',
        'paid.name_ar as paid_plan_ar',
        'paid.name_ru as paid_plan_ru',
        sql<number>`(SELECT count(*) FROM profiles WHERE user_id = u.id)`.as('cards'),
      ]);

  /** Name, display name or address containing the search text (LIKE's wildcards in it are taken literally), and the role. */
  function matching<Q extends SelectQueryBuilder<Tables & { u: Tables['users'] }, 'u', object>>(select: Q, q: string, role: UserSearch['role']): Q {
    let where = select;
    if (q !== '') {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const contains = (column: string) => sql<boolean>`${sql.ref(column)} ${like} ${pattern} ESCAPE '\\'`;
      where = where.where((eb) => eb.or([contains('u.username'), contains('u.email'), contains('u.display_name')])) as Q;
    }
    return role === undefined ? where : (where.where('u.user_role', '=', role) as Q);
  }

  const setUser = async (id: number, values: Updateable<Tables['users']>) => {
    await query.updateTable('users').set(values).where('id', '=', id).execute();
  };

  return {
    /** A page of accounts matching the search, newest first, and how many match in all. */
    async search({ q, role, limit, offset }: UserSearch, now = new Date().toISOString()) {
      const rows = await accounts(now, matching(query.selectFrom('users as u'), q, role)).orderBy('u.id', 'desc').limit(limit).offset(offset).execute();
      const count = await matching(query.selectFrom('users as u').select((eb) => eb.fn.countAll<number>().as('n')), q, role).executeTakeFirstOrThrow();
      return { users: rows.map((row) => present(row as AdminUserRow, now)), total: Number(count.n) };
    },
    async find(id: number, now = new Date().toISOString()): Promise<AdminUser | undefined> {
      const row = await accounts(now).where('u.id', '=', id).executeTakeFirst();
      return row && present(row as AdminUserRow, now);
    },
    setRole: (id: number, role: 'user' | 'admin', now: string) => setUser(id, { user_role: role, updated_at: now }),
    /** Blocks the account and ends its sessions and tokens, or unblocks it. */
    async setDisabled(id: number, disabled: boolean, now: string): Promise<void> {
      await setUser(id, { disabled_at: disabled ? now : null, updated_at: now });
      if (disabled) await query.deleteFrom('sessions').where('user_id', '=', id).execute();
    },
    setTrialEnd: (id: number, trialEndsAt: string, now: string) => setUser(id, { trial_ends_at: trialEndsAt, updated_at: now }),
  };
}
