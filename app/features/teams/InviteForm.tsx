import { INVITED_ROLES, invitationInputSchema, ORGANISATION_MESSAGES, type Organisation } from '../../../shared/contract/organisations';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useT, type MessageKey } from '../../i18n';
import { isolatedLtr } from '../../i18n/isolated';
import { useInvite } from './api';
import { PendingInvitations } from './PendingInvitations';

/** The server's notices this form shows in the language shown, by their Hebrew text. */
const NOTICES = new Map<string, MessageKey>([
  [ORGANISATION_MESSAGES.seatsFull, 'team.seatsFull'],
  [ORGANISATION_MESSAGES.invitationMailsToAddress, 'team.invitationMailsToAddress'],
  [ORGANISATION_MESSAGES.invitationMailsToOrganisation, 'team.invitationMailsToOrganisation'],
]);

/** Mails an invitation to an address, and lists the invitations still open. */
export function InviteForm({ organisation }: { organisation: Organisation }) {
  const t = useT();
  const invite = useInvite(organisation.id);
  const { errors, busy, onSubmit } = useSchemaForm({
    schema: invitationInputSchema,
    send: (input) => invite.mutateAsync(input),
    onSuccess: (_sent, input, form) => {
      form.reset();
      toast({ title: t('team.invited', { email: isolatedLtr(input.email) }) });
    },
    refusal: { field: 'email' },
    fallbackMessage: t('team.failed'),
    // The notices of seats and of invitation mails in the language shown (the server answers in Hebrew).
    translate: (message) => {
      const key = NOTICES.get(message);
      return key ? t(key) : message;
    },
  });

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
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {t('team.inviteSend')}
        </Button>
      </form>
      <PendingInvitations organisation={organisation} />
    </section>
  );
}
