import { loginSchema } from '../../../shared/contract/auth';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useT } from '../../i18n';
import { useAuthActions } from './use-auth-actions';

/** Email, password and "remember me"; validated with the contract's login schema. */
export function LoginForm() {
  const t = useT();
  const { submit, forgotPassword } = useAuthActions();
  const { errors, busy, onSubmit } = useSchemaForm({
    schema: loginSchema,
    prepare: (values) => ({ ...values, rememberMe: values.rememberMe === 'on' }),
    send: async (input) => {
      const failure = await submit({ kind: 'login', input });
      if (failure) throw failure;
    },
    onSuccess: (_done, _input, form) => form.reset(),
    // A refusal without field details (wrong email or password) shows beside the password, not only in a toast.
    refusal: { field: 'password' },
    fallbackMessage: t('error.error.text'),
  });

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
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
      <Button type="submit" busy={busy}>
        {busy ? t('auth.connecting') : t('auth.submitLogin')}
      </Button>
    </form>
  );
}
