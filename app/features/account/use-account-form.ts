import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError, messageOf } from '../../lib/errors';
import { fieldErrorsFromIssues, readForm } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';

/** A schema as the form needs it: safeParse with issues (zod's shape). */
interface FormSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * One account form: validates with the contract schema, sends, shows server field errors next to
 * fields (details[].path) and a destructive toast for anything else.
 */
export function useAccountForm<T, R>(options: {
  schema: FormSchema<T>;
  send: (input: T) => Promise<R>;
  onSuccess: (result: R, form: HTMLFormElement) => void;
  /** Turns the raw form values into the schema's input (checkboxes, selects). */
  prepare?: (values: Record<string, string>) => unknown;
}) {
  const t = useT();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({ mutationFn: options.send, retry: false });

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form);
    const parsed = options.schema.safeParse(options.prepare ? options.prepare(values) : values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: (result) => options.onSuccess(result, form),
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
        setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0) {
          toast({ title: t('account.saveError'), description: messageOf(error, t('error.error.text')), variant: 'destructive' });
        }
      },
    });
  }

  return { errors, busy: mutation.isPending, onSubmit };
}
