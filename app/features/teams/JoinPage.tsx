import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useDocumentTitle } from '../../components/use-document-title';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useAtomValue } from 'jotai';
import { languageAtom, useT } from '../../i18n';
import { useAuthActions, useSession } from '../auth';
import { profilesQueryOptions } from '../profiles';
import { invitationQueryOptions, useAcceptInvitation } from './api';
import { EmailAddress } from '../../components/EmailAddress';

/**
 * /join?token=…: the link of an organisation's invitation. A signed-in account joins with one tap; an address without
 * an account gives its name and chooses a username and password, which makes the account (in the app's language),
 * signs it in and joins; an address with an account signs in first. Signed in to another account, the page says so and
 * signs out there, staying on the invitation.
 */
export function JoinPage({ token }: { token: string | undefined }) {
  const t = useT();
  useDocumentTitle(t('join.title'));
  const session = useSession();
  const preview = useQuery({ ...invitationQueryOptions(token ?? ''), enabled: token !== undefined });
  const { openModal, logout } = useAuthActions();

  if (!token || preview.error) {
    return (
      <section className="page page-narrow" aria-live="polite">
        <h1>{t('join.invalid')}</h1>
        <p>{token ? messageOf(preview.error, t('join.invalid')) : t('join.noToken')}</p>
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
        <EmailAddress email={invitation.email} />
      </p>
      {session.user && session.user.email.toLowerCase() !== invitation.email.toLowerCase() ? (
        <>
          <p>
            {t('join.signedInAs')}
            <EmailAddress email={session.user.email} />
          </p>
          <p>{t('join.otherAccount')}</p>
          <Button variant="secondary" onClick={() => void logout({ stay: true })}>
            {t('join.signOut')}
          </Button>
        </>
      ) : session.user ? (
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

/**
 * Where a member goes once joined, with a word of welcome: an account without a card makes its first one in the guide,
 * in the team's design (the template applies as it is made), and then sees the team page; one with cards goes there.
 */
function useJoined(organisationName: string) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    toast({ title: t('join.joined', { organisation: organisationName }) });
    const cards = await queryClient.fetchQuery(profilesQueryOptions).catch(() => []);
    if (cards.length === 0) void navigate({ to: '/editor', search: { guided: 1, team: 1 }, replace: true });
    else void navigate({ to: '/team', replace: true });
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
        busy={accept.isPending}
        onClick={() => accept.mutate(token, { onSuccess: () => void joined(), onError: (error) => setRefusal(messageOf(error, t('team.failed'))) })}
      >
        {t('join.join')}
      </Button>
    </>
  );
}

function NewAccountForm({ token, organisationName }: { token: string; organisationName: string }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { submit } = useAuthActions();
  const joined = useJoined(organisationName);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    const text = (name: string) => String(form.get(name) ?? '');
    const failure = await submit({
      kind: 'join',
      input: { token, displayName: text('displayName'), username: text('username'), password: text('password'), locale: language },
    });
    setPending(false);
    if (failure) setErrors(failure.fieldErrors);
    else await joined();
  }

  return (
    <form className="team-form" noValidate onSubmit={(event) => void send(event)}>
      <p>{t('join.createText')}</p>
      <Field label={t('join.name')} hint={t('join.nameHint')} name="displayName" dir="auto" autoComplete="name" maxLength={60} error={errors.displayName} />
      <Field label={t('auth.username')} name="username" dir="ltr" autoComplete="username" autoCapitalize="none" spellCheck={false} error={errors.username} />
      <Field label={t('auth.password')} name="password" type="password" dir="ltr" autoComplete="new-password" error={errors.password} />
      <Button type="submit" busy={pending}>
        {t('join.createAndJoin')}
      </Button>
    </form>
  );
}
