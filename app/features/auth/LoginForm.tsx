import { useState, type FormEvent } from 'react';
import { loginSchema } from '../../../shared/contract/auth';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { fieldErrorsFromIssues, readForm } from '../../lib/form-errors';
import { useT } from '../../i18n';
import { useAuthActions } from './use-auth-actions';

/** Email, password and "remember me"; validated with the contract's login schema. */
export function LoginForm() {
  const t = useT();
  const { submit, forgotPassword } = useAuthActions();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form);
    const parsed = loginSchema.safeParse({ ...values, rememberMe: values.rememberMe === 'on' });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    const failure = await submit({ kind: 'login', input: parsed.data });
    setBusy(false);
    // A refusal without field details (wrong email or password) shows beside the password too, not only in a toast.
    if (failure) setErrors(Object.keys(failure.fieldErrors ?? {}).length > 0 ? failure.fieldErrors : { password: failure.message });
    else form.reset();
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Field label={t('auth.email')} name="email" type="email" autoComplete="email" dir="ltr" required error={errors.email} />
      <Field
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        dir="ltr"
        required
        error={errors.password}
      />
      <div className="auth-form-row">
        <label className="checkbox">
          <input type="checkbox" name="rememberMe" />
          {t('auth.rememberMe')}
        </label>
        <button type="button" className="link-button" onClick={forgotPassword}>
          {t('auth.forgotPassword')}
        </button>
      </div>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('auth.connecting') : t('auth.submitLogin')}
      </Button>
    </form>
  );
}
