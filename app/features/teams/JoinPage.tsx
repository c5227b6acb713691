import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useDocumentTitle } from '../../components/use-document-title';
import { errorCodeOf, messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useT, type MessageKey } from '../../i18n';
import { useAuthActions, useSession } from '../auth';
import { invitationQueryOptions, useAcceptInvitation } from './api';

/**
 * /join?token=…: the link of an organisation's invitation. A signed-in account joins with one tap; an address without
 * an account chooses a username and password, which makes the account, signs it in and joins; an address with an
 * account signs in first.
 */
export function JoinPage({ token }: { token: string | undefined }) {
  const t = useT();
  useDocumentTitle(t('join.title'));
  const session = useSession();
  const preview = useQuery({ ...invitationQueryOptions(token ?? ''), enabled: token !== undefined });
  const { openModal } = useAuthActions();

  if (!token || preview.error) {
    return (
      <section className="page page-narrow" aria-live="polite">
        <h1>{t('join.invalid')}</h1>
        <p>{token ? refusalText(t, preview.error) : t('join.noToken')}</p>
      </section>
    );
  }
  if (preview.isPending || session.status === 'loading') return <LoadingScreen />;
  const invitation = preview.data;
  return (
    <section className="page page-narrow team-page">
      <h1>{t('join.title')}</h1>
      <p>{t('join.invited', { organisation: invitation.organisationName, role: t(`team.role.${invitation.role}`) })}</p>
      <p>
        {t('join.for')}
        <bdi dir="ltr">{invitation.email}</bdi>
      </p>
      {session.user ? (
        <JoinButton token={token} organisationName={invitation.organisationName} />
      ) : invitation.hasAccount ? (
        <>
          <p>{t('join.signInText')}</p>
          <Button onClick={() => openModal('login')}>{t('join.signIn')}</Button>
        </>
      ) : (
        <NewAccountForm token={token} organisationName={invitation.organisationName} />
      )}
    </section>
  );
}

/** Links the organisation closed, whose notice the page has in the language shown. */
const CLOSED_LINKS: Partial<Record<string, MessageKey>> = { invitation_cancelled: 'join.cancelled', invitation_replaced: 'join.replaced' };

/** Why the link opens no invitation, in the language shown where the page has the text. */
function refusalText(t: ReturnType<typeof useT>, error: unknown): string {
  const key = CLOSED_LINKS[errorCodeOf(error) ?? ''];
  return key ? t(key) : messageOf(error, t('join.invalid'));
}

/** The team page once joined, with a word of welcome. */
function useJoined(organisationName: string) {
  const t = useT();
  const navigate = useNavigate();
  return () => {
    toast({ title: t('join.joined', { organisation: organisationName }) });
    void navigate({ to: '/team', replace: true });
  };
}

function JoinButton({ token, organisationName }: { token: string; organisationName: string }) {
  const t = useT();
  const accept = useAcceptInvitation();
  const joined = useJoined(organisationName);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <>
      {refusal && (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      )}
      <Button
        disabled={accept.isPending}
        aria-busy={accept.isPending}
        onClick={() => accept.mutate(token, { onSuccess: joined, onError: (error) => setRefusal(refusalText(t, error)) })}
      >
        {t('join.join')}
      </Button>
    </>
  );
}

function NewAccountForm({ token, organisationName }: { token: string; organisationName: string }) {
  const t = useT();
  const { submit } = useAuthActions();
  const joined = useJoined(organisationName);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    const failure = await submit({ kind: 'join', input: { token, username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') } });
    setPending(false);
    if (failure) setErrors(failure.fieldErrors);
    else joined();
  }

  return (
    <form className="team-form" noValidate onSubmit={(event) => void send(event)}>
      <p>{t('join.createText')}</p>
      <Field label={t('auth.username')} name="username" dir="ltr" autoComplete="username" autoCapitalize="none" spellCheck={false} error={errors.username} />
      <Field label={t('auth.password')} name="password" type="password" dir="ltr" autoComplete="new-password" error={errors.password} />
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {t('join.createAndJoin')}
      </Button>
    </form>
  );
}
