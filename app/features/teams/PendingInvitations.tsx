import type { Organisation, PendingInvitation } from '../../../shared/contract/organisations';
import { Button } from '../../components/Button';
import { formatDate } from '../../lib/format';
import { messageOf } from '../../lib/errors';
import { neighbourControl } from '../../lib/neighbour-control';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { isolatedLtr } from '../../i18n/isolated';
import { useCancelInvitation } from './api';
import { EmailAddress } from '../../components/EmailAddress';

/** The invitations still open (address, role, when sent, until when), each of which those who run the team may cancel. */
export function PendingInvitations({ organisation }: { organisation: Organisation }) {
  const t = useT();
  const cancel = useCancelInvitation(organisation.id);
  if (organisation.invitations.length === 0) return null;

  function cancelOne(invitation: PendingInvitation) {
    cancel.mutate(invitation.id, {
      onSuccess: () => toast({ title: t('team.invitationCancelled', { email: isolatedLtr(invitation.email) }) }),
      onError: (error) => toast({ title: t('team.failed'), description: messageOf(error, ''), variant: 'destructive' }),
    });
  }

  return (
    <>
      <h3>{t('team.pending')}</h3>
      <ul className="team-list">
        {organisation.invitations.map((invitation) => (
          <li key={invitation.id} className="team-item">
            <div className="team-item-text">
              <EmailAddress email={invitation.email} />
              <span className="team-muted">
                {t(`team.role.${invitation.role}`)} · {t('team.pendingSent', { date: formatDate(invitation.createdAt) })} ·{' '}
                {t('team.pendingUntil', { date: formatDate(invitation.expiresAt) })}
              </span>
            </div>
            <Button
              variant="secondary"
              aria-label={t('team.cancelInvitationOf', { email: invitation.email })}
              disabled={cancel.isPending && cancel.variables === invitation.id}
              onClick={(event) => {
                // The button is disabled, then gone: the focus moves on first, to the next invitation or the invite form.
                const form = event.currentTarget.closest('section')?.querySelector<HTMLElement>('input[name="email"]') ?? null;
                neighbourControl(event.currentTarget.closest('li'), 'button', form)?.focus();
                cancelOne(invitation);
              }}
            >
              {t('team.cancelInvitation')}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
