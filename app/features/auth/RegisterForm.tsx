import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { registerFormSchema } from '../../../shared/contract/auth';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { useSchemaForm } from '../../lib/use-schema-form';
import { languageAtom, useT } from '../../i18n';
import { AuthFlowError } from './auth-flow';
import { useAuthActions } from './use-auth-actions';

/** Username, email, password and its confirmation; the first three reach the server, with the app's language. */
export function RegisterForm() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { submit } = useAuthActions();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, busy, onSubmit } = useSchemaForm({
    schema: registerFormSchema,
    send: async ({ username, email, password }) => {
      const failure = await submit({ kind: 'register', input: { username, email, password, locale: language } }, { onPending: () => setSentTo(email) });
      if (failure) throw failure;
    },
    onSuccess: (_done, _input, form) => form.reset(),
    // A taken username is the username field's problem, said beside it as well as in the refusal's toast.
    fieldErrorsOf: (error) => (error instanceof AuthFlowError && error.answer.code === 'username_taken' ? { username: error.message } : undefined),
    fallbackMessage: t('error.error.text'),
  });

  if (sentTo) {
    return (
      <div className="auth-sent" role="status">
        <p>{t('auth.sent')}</p>
        <p>
          {t('auth.sentTo')} <bdi dir="ltr">{sentTo}</bdi>
        </p>
        <p className="auth-sent-hint">{t('auth.sentHint')}</p>
        <Button type="button" variant="secondary" onClick={() => setSentTo(null)}>
          {t('auth.sentChangeAddress')}
        </Button>
      </div>
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <Field label={t('auth.username')} name="username" autoComplete="username" dir="ltr" required error={errors.username} />
      <Field label={t('auth.email')} name="email" type="email" autoComplete="email" dir="ltr" required error={errors.email} />
      <Field label={t('auth.password')} name="password" type="password" autoComplete="new-password" dir="ltr" required error={errors.password} />
      <Field
        label={t('auth.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        dir="ltr"
        required
        error={errors.confirmPassword}
      />
      <Button type="submit" busy={busy}>
        {busy ? t('auth.registering') : t('auth.submitRegister')}
      </Button>
      <Consent />
    </form>
  );
}

/** What signing up agrees to, each document in a new tab: following a link here would leave the form, and what was typed in it. */
function Consent() {
  const t = useT();
  const links = { terms: { to: '/terms', text: t('auth.consentTerms') }, privacy: { to: '/privacy', text: t('auth.consentPrivacy') } } as const;
  return (
    <p className="auth-consent">
      {t('auth.consent')
        .split(/\{(terms|privacy)\}/)
        .map((part, index) => {
          if (index % 2 === 0) return part;
          const link = links[part as keyof typeof links];
          return (
            <a key={part} href={link.to} target="_blank" rel="noopener">
              {link.text}
              <span className="visually-hidden"> {t('cards.newTab')}</span>
            </a>
          );
        })}
    </p>
  );
}
