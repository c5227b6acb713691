import { useSchemaForm, type FormSchema } from '../../lib/use-schema-form';
import { useT } from '../../i18n';

/** One account form: a refusal that names no field shows in a toast that says the change was not saved. */
export function useAccountForm<T, R>(options: {
  schema: FormSchema<T>;
  send: (input: T) => Promise<R>;
  onSuccess: (result: R, form: HTMLFormElement) => void;
  /** Turns the raw form values into the schema's input (checkboxes, selects). */
  prepare?: (values: Record<string, string>) => unknown;
  /** Puts a message of the contract's (Hebrew) into the language shown. */
  translate?: (message: string) => string;
}) {
  const t = useT();
  return useSchemaForm({
    ...options,
    onSuccess: (result, _input, form) => options.onSuccess(result, form),
    refusal: { toastTitle: t('account.saveError') },
    fallbackMessage: t('error.error.text'),
  });
}
