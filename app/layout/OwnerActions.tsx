import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback } from 'react';
import type { User } from '../../shared/contract/auth';
import { invalidateLeads } from '../features/leads';
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
  const queryClient = useQueryClient();
  // A lead the bell brings shows in the lists of leads on screen at once.
  const refreshLeads = useCallback(() => void invalidateLeads(queryClient), [queryClient]);
  return (
    <>
      {user.userRole === 'admin' && (
        <Suspense fallback={null}>
          <SupportInboxPopover />
        </Suspense>
      )}
      <NotificationsPopover onNewLead={refreshLeads} />
      <UserMenu user={user} />
    </>
  );
}
