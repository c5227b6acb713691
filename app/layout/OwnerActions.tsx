import { Suspense } from 'react';
import type { User } from '../../shared/contract/auth';
import { NotificationsPopover } from '../features/notifications/NotificationsPopover';
import { lazyPart } from '../lib/lazy-part';
import { UserMenu } from './UserMenu';

const SupportInboxPopover = lazyPart(() => import('../features/support/SupportInboxPopover'));

/** Loads the parts `user` sees here that come in code of their own. */
export function loadPartsFor(user: User): Promise<unknown> {
  return user.userRole === 'admin' ? SupportInboxPopover.load() : Promise.resolve();
}

/** The header's account area for a signed-in user: notifications, support's inbox for admins, the user menu (loaded only for one). */
export default function OwnerActions({ user }: { user: User }) {
  return (
    <>
      {user.userRole === 'admin' && (
        <Suspense fallback={null}>
          <SupportInboxPopover />
        </Suspense>
      )}
      <NotificationsPopover />
      <UserMenu user={user} />
    </>
  );
}
