import { useRef, useState } from 'react';
import type { Organisation, OrganisationMember } from '../../../shared/contract/organisations';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { messageOf } from '../../lib/errors';
import { useFocusAfterDeleting } from '../../lib/use-focus-after-deleting';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { useRemoveMember } from './api';
import { memberNames } from './member-names';
import { mayRemove } from './roles';
import { EmailAddress } from '../../components/EmailAddress';

/** The organisation's members with their roles; those who run it may remove them (asked first). */
export function MemberList({ organisation }: { organisation: Organisation }) {
  const t = useT();
  const remove = useRemoveMember(organisation.id);
  const [removing, setRemoving] = useState<OrganisationMember | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfter = useFocusAfterDeleting(removing !== null);
  const askToRemove = (member: OrganisationMember) => {
    // The member's remove button, pressed, has the focus.
    focusAfter.choose(document.activeElement?.closest('li'), '.team-remove', headingRef.current);
    setRemoving(member);
  };
  const names = memberNames(organisation.members);
  const nameOf = (member: OrganisationMember) => names.get(member.userId) ?? member.displayName;

  function confirmRemoval(member: OrganisationMember) {
    remove.mutate(member.userId, {
      onSuccess: () => {
        focusAfter.deleted();
        toast({ title: t('team.removed', { name: nameOf(member) }) });
      },
      onError: (error) => toast({ title: t('team.failed'), description: messageOf(error, ''), variant: 'destructive' }),
      onSettled: () => setRemoving(null),
    });
  }

  return (
    <section className="team-section" aria-labelledby="team-members-title">
      <h2 id="team-members-title" ref={headingRef} tabIndex={-1}>
        {t('team.members', { count: organisation.members.length })}
      </h2>
      <ul className="team-list">
        {organisation.members.map((member) => (
          <li key={member.userId} className="team-item">
            <div className="team-item-text">
              <strong>
                <bdi>{nameOf(member)}</bdi>
              </strong>
              <span className="team-muted">
                {t(`team.role.${member.role}`)} · <EmailAddress email={member.email} />
              </span>
            </div>
            {mayRemove(organisation.role, member) && (
              <Button variant="secondary" className="team-remove" aria-label={t('team.removeOf', { name: nameOf(member) })} onClick={() => askToRemove(member)}>
                {t('team.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {removing && (
        <ConfirmDialog
          title={t('team.removeTitle', { name: nameOf(removing) })}
          text={t('team.removeText', { name: nameOf(removing) })}
          confirmLabel={t('team.remove')}
          pendingLabel={t('team.removing')}
          pending={remove.isPending}
          onConfirm={() => confirmRemoval(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
