import { lazy, Suspense } from 'react';
import type { User } from '../../shared/contract/auth';
import { NotificationsPopover } from '../features/notifications/NotificationsPopover';
import { UserMenu } from './UserMenu';

const SupportInboxPopover = lazy(() => import('../features/support/SupportInboxPopover'));

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
