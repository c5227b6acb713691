import { useState } from 'react';
import type { Organisation } from '../../../shared/contract/organisations';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { useSession } from '../auth';
import { useEndMembership } from './api';

/**
 * The end of the team page: a member or an admin leaves the team, its owner closes the organisation; each is told
 * first what happens to their cards, leads and physical cards. Seats paid for with the team plan keep it open.
 */
export function LeaveOrClose({ organisation }: { organisation: Organisation }) {
  const t = useT();
  const userId = useSession().user?.id;
  const end = useEndMembership(organisation.id);
  const [asking, setAsking] = useState(false);
  const closing = organisation.role === 'owner';
  const paid = closing && organisation.seats.source === 'plan';
  const name = organisation.name;

  function confirm() {
    const what = closing ? 'close' : userId !== undefined ? { leave: userId } : undefined;
    if (!what) return;
    // Its promise, not mutate's callbacks: the page leaves the organisation's view (and this) as soon as it is done.
    end.mutateAsync(what).then(
      () => toast({ title: t(closing ? 'team.closed' : 'team.left', { organisation: name }) }),
      (error: unknown) => {
        setAsking(false);
        toast({ title: t('team.failed'), description: messageOf(error, ''), variant: 'destructive' });
      },
    );
  }

  return (
    <section className="team-section" aria-labelledby="team-end-title">
      <h2 id="team-end-title">{t(closing ? 'team.closeTitle' : 'team.leaveTitle')}</h2>
      <p>{t(paid ? 'team.closePaid' : closing ? 'team.closeIntro' : 'team.leaveIntro')}</p>
      {!paid && (
        <Button variant="danger" onClick={() => setAsking(true)}>
          {t(closing ? 'team.close' : 'team.leave')}
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          title={t(closing ? 'team.closeConfirm' : 'team.leaveConfirm', { organisation: name })}
          text={t(closing ? 'team.closeText' : 'team.leaveText')}
          confirmLabel={t(closing ? 'team.close' : 'team.leave')}
          pendingLabel={t(closing ? 'team.closing' : 'team.leaving')}
          pending={end.isPending}
          onConfirm={confirm}
          onClose={() => setAsking(false)}
        />
      )}
    </section>
  );
}
