import type { AuthUser } from '../http/context';
import type { User } from '../../shared/contract/auth';
import type { UserRow } from './repo';

/** The User as the API answers it, with the count the support chat's launcher shows. */
export function presentUser(row: UserRow, unreadSupportMessages: number): User {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    email: row.email,
    userRole: row.user_role,
    unreadSupportMessages,
    locale: row.locale,
  };
}

/** The signed-in account as the guards see it. */
export function toAuthUser(row: UserRow): AuthUser {
  return { id: row.id, username: row.username, userRole: row.user_role, isDemo: row.is_demo === 1, locale: row.locale };
}
