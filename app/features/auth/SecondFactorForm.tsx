import { secondFactorSchema } from '../../../shared/contract/security';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useT } from '../../i18n';
import type { SecondFactorMethods } from './atoms';
import { useAuthActions } from './use-auth-actions';
import { usePasskeySignIn } from './use-passkey-sign-in';

/**
 * The second step of a sign-in whose password was right: a code from the authenticator app (or a recovery code), or
 * a passkey, as the account has them. Also what /admin asks of a session that signed in with the password alone.
 */
export function SecondFactorForm({ methods, onDone }: { methods: SecondFactorMethods; onDone?: () => void }) {
  const t = useT();
  const { submit } = useAuthActions();
  const passkey = usePasskeySignIn(onDone);
  const { errors, busy, onSubmit } = useSchemaForm({
    schema: secondFactorSchema,
    send: async (input) => {
      const failure = await submit({ kind: 'second-factor', input });
      if (failure) throw failure;
    },
    onSuccess: () => onDone?.(),
    refusal: { field: 'code' },
    fallbackMessage: t('error.error.text'),
  });

  return (
    <div className="auth-form">
      {methods.includes('totp') && (
        <form className="auth-form" noValidate onSubmit={onSubmit}>
          <p>{t('auth.secondFactorIntro')}</p>
          <Field
            label={t('auth.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            required
            autoFocus
            error={errors.code}
          />
          <Button type="submit" busy={busy}>
            {busy ? t('auth.connecting') : t('auth.codeSubmit')}
          </Button>
        </form>
      )}
      {methods.includes('passkey') && (
        <>
          {!methods.includes('totp') && <p>{t('auth.secondFactorPasskeyIntro')}</p>}
          <Button type="button" variant={methods.includes('totp') ? 'secondary' : 'primary'} busy={passkey.busy} onClick={() => void passkey.signIn()}>
            {t('auth.usePasskey')}
          </Button>
        </>
      )}
    </div>
  );
}
