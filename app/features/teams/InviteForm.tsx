import { useState } from 'react';
import { INVITED_ROLES, invitationInputSchema, type Organisation } from '../../../shared/contract/organisations';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useT } from '../../i18n';
import { isolatedLtr } from '../../i18n/isolated';
import { useInvite } from './api';
import { PendingInvitations } from './PendingInvitations';

/** Mails an invitation to an address, and lists the invitations still open. */
export function InviteForm({ organisation }: { organisation: Organisation }) {
  const t = useT();
  const invite = useInvite(organisation.id);
  const { errors, setErrors, busy, onSubmit } = useSchemaForm({
    schema: invitationInputSchema,
    send: (input) => invite.mutateAsync(input),
    onSuccess: (_sent, input, form) => {
      // The list shows the invitation before the team has been read again in full: an address typed since then stays.
      const typed = (form.elements.namedItem('email') as HTMLInputElement | null)?.value.trim().toLowerCase();
      if (typed === input.email.toLowerCase()) form.reset();
      toast({ title: t('team.invited', { email: isolatedLtr(input.email) }) });
    },
    refusal: { field: 'email' },
    fallbackMessage: t('team.failed'),
  });
  // A refusal was of the seats as they were: once a seat is freed or bought, it no longer holds.
  const { used, pending, paid } = organisation.seats;
  const seats = `${used}/${pending}/${paid}`;
  const [refusedWith, setRefusedWith] = useState(seats);
  if (refusedWith !== seats) {
    setRefusedWith(seats);
    setErrors({});
  }

  return (
    <section className="team-section" aria-labelledby="team-invite-title">
      <h2 id="team-invite-title">{t('team.invite')}</h2>
      <form className="team-form" noValidate onSubmit={onSubmit}>
        <Field label={t('team.inviteEmail')} name="email" type="email" dir="ltr" autoComplete="off" error={errors.email} />
        <SelectField label={t('team.inviteRole')} name="role" defaultValue="member" error={errors.role}>
          {INVITED_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`team.role.${role}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" busy={busy}>
          {t('team.inviteSend')}
        </Button>
      </form>
      <PendingInvitations organisation={organisation} />
    </section>
  );
}
