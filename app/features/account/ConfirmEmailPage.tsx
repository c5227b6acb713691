import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../components/Button';
import { useDocumentTitle } from '../../components/use-document-title';
import { errorCodeOf, messageOf } from '../../lib/errors';
import { useT, type MessageKey } from '../../i18n';
import { useIsolatedT } from '../../i18n/isolated';
import { CURRENT_USER_KEY } from '../auth';
import { confirmEmailChange } from './api/change-email';
import { ACCOUNT_KEY } from './api/get-account';

/** Refusals the page has a text for in the language shown, by the server's code. */
const REFUSALS: Partial<Record<string, MessageKey>> = { email_change_invalid: 'confirmEmail.invalid', email_taken: 'confirmEmail.taken' };

type Outcome = { email: string } | { refusal: string } | undefined;

/**
 * /confirm-email?token=…: the link mailed to a new address. Opening it (on any device, signed in or not) makes it the
 * account's address; the page says so, or why not.
 */
export function ConfirmEmailPage({ token }: { token: string | undefined }) {
  const t = useT();
  const isolatedT = useIsolatedT();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(token ? undefined : { refusal: t('confirmEmail.noToken') });
  const started = useRef(false);
  useDocumentTitle(t('confirmEmail.title'));

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    confirmEmailChange(token).then(
      ({ email }) => {
        setOutcome({ email });
        // A signed-in account here may be the one whose address changed.
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === CURRENT_USER_KEY || query.queryKey[0] === ACCOUNT_KEY });
      },
      (error: unknown) => {
        const key = REFUSALS[errorCodeOf(error) ?? ''];
        setOutcome({ refusal: key ? t(key) : messageOf(error, t('confirmEmail.invalid')) });
      },
    );
  }, [queryClient, t, token]);

  return (
    <section className="page page-narrow" aria-live="polite">
      {outcome === undefined ? (
        <>
          <h1>{t('confirmEmail.title')}</h1>
          <p>{t('confirmEmail.confirming')}</p>
        </>
      ) : 'email' in outcome ? (
        <>
          <h1>{t('account.emailSaved')}</h1>
          <p>{isolatedT('confirmEmail.done', { email: outcome.email })}</p>
        </>
      ) : (
        <>
          <h1>{t('confirmEmail.failed')}</h1>
          <p>{outcome.refusal}</p>
        </>
      )}
      {outcome !== undefined && (
        <Link to="/account" className={buttonClass('secondary')}>
          {t('confirmEmail.toAccount')}
        </Link>
      )}
    </section>
  );
}
