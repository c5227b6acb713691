import type { User } from '../../api/contract/auth';
import { NotificationsPopover } from '../features/notifications/NotificationsPopover';
import { UserMenu } from './UserMenu';

/** The header's account area for a signed-in user: notifications and the user menu (loaded only for one). */
export default function OwnerActions({ user }: { user: User }) {
  return (
    <>
      <NotificationsPopover />
      <UserMenu user={user} />
    </>
  );
}
