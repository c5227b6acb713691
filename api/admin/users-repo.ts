import type { Database } from 'better-sqlite3';
import type { AdminUser } from '../../shared/contract/admin';

interface AdminUserRow {
  id: number;
  username: string;
  display_name: string;
  email: string;
  user_role: 'user' | 'admin';
  is_demo: 0 | 1;
  disabled_at: string | null;
  created_at: string;
  trial_ends_at: string | null;
  paid_plan: string | null;
  cards: number;
}

/** The paid plan in force, by the same rule as the account's plan (a monthly or annual package, active, not past its end). */
const PAID_PLAN = `(SELECT p.name FROM subscriptions s JOIN products p ON p.id = s.product_id
  WHERE s.user_id = u.id AND s.status = 'active' AND p.package_type IN ('monthly', 'annual', 'team')
    AND (s.current_period_end IS NULL OR s.current_period_end > @now)
  ORDER BY s.current_period_end IS NULL DESC, s.current_period_end DESC LIMIT 1)`;

const COLUMNS = `u.id, u.username, u.display_name, u.email, u.user_role, u.is_demo, u.disabled_at, u.created_at, u.trial_ends_at,
  ${PAID_PLAN} AS paid_plan, (SELECT count(*) FROM profiles WHERE user_id = u.id) AS cards`;

/** Name, display name or address containing the search text (LIKE's wildcards in it are taken literally). */
const MATCHES = `(@like IS NULL OR u.username LIKE @like ESCAPE '\\' OR u.email LIKE @like ESCAPE '\\' OR u.display_name LIKE @like ESCAPE '\\')
  AND (@role IS NULL OR u.user_role = @role)`;

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
    plan: row.paid_plan !== null ? { status: 'active', name: row.paid_plan } : { status: trial ? 'trial' : 'basic', name: null },
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

/** The admin's SQL over accounts. */
export function adminUsersRepo(db: Database) {
  const page = db.prepare<[Record<string, unknown>], AdminUserRow>(`SELECT ${COLUMNS} FROM users u WHERE ${MATCHES} ORDER BY u.id DESC LIMIT @limit OFFSET @offset`);
  const count = db.prepare<[Record<string, unknown>], { n: number }>(`SELECT count(*) AS n FROM users u WHERE ${MATCHES}`);
  const one = db.prepare<[Record<string, unknown>], AdminUserRow>(`SELECT ${COLUMNS} FROM users u WHERE u.id = @id`);
  const setRole = db.prepare<[string, string, number]>('UPDATE users SET user_role = ?, updated_at = ? WHERE id = ?');
  const setDisabled = db.prepare<[string | null, string, number]>('UPDATE users SET disabled_at = ?, updated_at = ? WHERE id = ?');
  const setTrialEnd = db.prepare<[string, string, number]>('UPDATE users SET trial_ends_at = ?, updated_at = ? WHERE id = ?');
  const endSessions = db.prepare<[number]>('DELETE FROM sessions WHERE user_id = ?');

  return {
    /** A page of accounts matching the search, newest first, and how many match in all. */
    search({ q, role, limit, offset }: UserSearch, now = new Date().toISOString()) {
      const like = q === '' ? null : `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const params = { like, role: role ?? null, limit, offset, now };
      return { users: page.all(params).map((row) => present(row, now)), total: count.get(params)!.n };
    },
    find(id: number, now = new Date().toISOString()): AdminUser | undefined {
      const row = one.get({ id, now });
      return row && present(row, now);
    },
    setRole: (id: number, role: 'user' | 'admin', now: string) => void setRole.run(role, now, id),
    /** Blocks the account and ends its sessions and tokens, or unblocks it. */
    setDisabled(id: number, disabled: boolean, now: string): void {
      setDisabled.run(disabled ? now : null, now, id);
      if (disabled) endSessions.run(id);
    },
    setTrialEnd: (id: number, trialEndsAt: string, now: string) => void setTrialEnd.run(trialEndsAt, now, id),
  };
}
