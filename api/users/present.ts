import type { AuthUser } from '../context';
import type { User } from '../contract/auth';
import type { UserRow } from './repo';

/** The User of spec §3 as the API answers it. Support messages arrive with the support chat; until then none are unread. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    email: row.email,
    userRole: row.user_role,
    unreadSupportMessages: 0,
  };
}

/** The signed-in account as the guards see it. */
export function toAuthUser(row: UserRow): AuthUser {
  return { id: row.id, username: row.username, userRole: row.user_role, isDemo: row.is_demo === 1 };
}
