import { useState, type FormEvent } from 'react';
import { organisationInputSchema } from '../../../shared/contract/organisations';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { ApiError, messageOf } from '../../lib/errors';
import { fieldErrorsFromIssues } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { useCreateOrganisation } from './api';

/** Names a new organisation, which the account then owns. */
export function CreateOrganisationForm() {
  const t = useT();
  const create = useCreateOrganisation();
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = organisationInputSchema.safeParse({ name: new FormData(event.currentTarget).get('name') });
    if (!parsed.success) return setErrors(fieldErrorsFromIssues(parsed.error.issues));
    setErrors({});
    create.mutate(parsed.data.name, {
      onSuccess: () => toast({ title: t('team.created') }),
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
        setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { name: messageOf(error, t('team.failed')) });
      },
    });
  }

  return (
    <form className="team-form" noValidate onSubmit={submit}>
      <Field label={t('team.nameLabel')} name="name" autoComplete="organization" maxLength={80} error={errors.name} />
      <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
        {t('team.create')}
      </Button>
    </form>
  );
}
