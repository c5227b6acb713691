import { useState, type FormEvent } from 'react';
import { INVITED_ROLES, invitationInputSchema, type Organisation } from '../../../shared/contract/organisations';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { ApiError, messageOf } from '../../lib/errors';
import { fieldErrorsFromIssues } from '../../lib/form-errors';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { useInvite } from './api';

/** Mails an invitation to an address, and lists the invitations not yet accepted. */
export function InviteForm({ organisation }: { organisation: Organisation }) {
  const t = useT();
  const invite = useInvite(organisation.id);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = invitationInputSchema.safeParse({ email: data.get('email'), role: data.get('role') });
    if (!parsed.success) return setErrors(fieldErrorsFromIssues(parsed.error.issues));
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: () => {
        form.reset();
        toast({ title: t('team.invited', { email: parsed.data.email }) });
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
        setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { email: messageOf(error, t('team.failed')) });
      },
    });
  }

  return (
    <section className="team-section" aria-labelledby="team-invite-title">
      <h2 id="team-invite-title">{t('team.invite')}</h2>
      <form className="team-form" noValidate onSubmit={submit}>
        <Field label={t('team.inviteEmail')} name="email" type="email" dir="ltr" autoComplete="off" error={errors.email} />
        <SelectField label={t('team.inviteRole')} name="role" defaultValue="member" error={errors.role}>
          {INVITED_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`team.role.${role}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending}>
          {t('team.inviteSend')}
        </Button>
      </form>
      {organisation.invitations.length > 0 && (
        <>
          <h3>{t('team.pending')}</h3>
          <ul className="team-list">
            {organisation.invitations.map((invitation) => (
              <li key={invitation.id} className="team-item">
                <bdi dir="ltr">{invitation.email}</bdi>
                <span className="team-muted">
                  {t(`team.role.${invitation.role}`)} · {t('team.pendingUntil', { date: formatDate(invitation.expiresAt) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
