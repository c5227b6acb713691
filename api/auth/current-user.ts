import type { User } from '../../shared/contract/auth';
import type { AuthUser } from '../http/context';
import type { SupportService } from '../support/service';
import { presentUser } from '../users/present';
import type { UsersRepo } from '../users/repo';

/** The signed-in user as the app knows them (`GET /api/auth/current-user`), or undefined once the account is gone. */
export function currentUserOf(users: UsersRepo, support: SupportService): (auth: AuthUser) => Promise<User | undefined> {
  return async (auth) => {
    const row = await users.findById(auth.id);
    return row && presentUser(row, await support.unreadFor(auth));
  };
}
