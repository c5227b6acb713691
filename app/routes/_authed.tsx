import { createFileRoute } from '@tanstack/react-router';
import { OwnerPageLive } from '../layout/OwnerPageLive';
import { AccessRefusedNotice, DemoBanner, GuardedOutlet, requireUser } from '../features/auth';
import { OfflineSyncBanner } from '../features/offline-edits';

export const Route = createFileRoute('/_authed')({
  beforeLoad: requireUser,
  errorComponent: AccessRefusedNotice,
  component: () => (
    <>
      <DemoBanner />
      {/* On every owner page: offline, waiting card changes, and offline edits that need the owner. */}
      <div className="offline-sync-slot">
        <OfflineSyncBanner />
      </div>
      <GuardedOutlet />
      <OwnerPageLive />
    </>
  ),
});
