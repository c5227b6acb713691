import { organisationInputSchema } from '../../../shared/contract/organisations';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useT } from '../../i18n';
import { useCreateOrganisation } from './api';

/** Names a new organisation, which the account then owns. */
export function CreateOrganisationForm() {
  const t = useT();
  const create = useCreateOrganisation();
  const { errors, busy, onSubmit } = useSchemaForm({
    schema: organisationInputSchema,
    send: (input) => create.mutateAsync(input.name),
    onSuccess: () => toast({ title: t('team.created') }),
    refusal: { field: 'name' },
    fallbackMessage: t('team.failed'),
  });

  return (
    <form className="team-form" noValidate onSubmit={onSubmit}>
      <Field label={t('team.nameLabel')} name="name" autoComplete="organization" maxLength={80} error={errors.name} />
      <Button type="submit" busy={busy}>
        {t('team.create')}
      </Button>
    </form>
  );
}
