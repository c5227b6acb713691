import { ErrorComponent, useNavigate, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '../../components/Button';
import { DrawnIcon } from '../../components/DrawnIcon';
import { useDocumentTitle } from '../../components/use-document-title';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { AccessRefused, type RefusalReason } from './route-guards';
import { isExpiryNoticeShowing } from './session';
import { useAuthActions } from './use-auth-actions';
import { useGuardsFollowSession } from './use-guards-follow-session';

/** The "protected page" notice with a login button, for a visitor on a page that needs an account. */
function ProtectedNotice() {
  const t = useT();
  const { openModal } = useAuthActions();
  useDocumentTitle(t('auth.required.title'));
  return (
    <section className="page page-narrow status-page">
      <DrawnIcon name="lock" className="status-icon" />
      <h1>{t('auth.protectedPage')}</h1>
      <p>{t('auth.required.text')}</p>
      <Button onClick={() => openModal('login')}>{t('nav.login')}</Button>
    </section>
  );
}

/** A visitor is asked to log in (the modal and a toast); a signed-in user who is not an admin is told so and sent home. */
function usePromptFor(reason: RefusalReason): void {
  const t = useT();
  const { openModal } = useAuthActions();
  const navigate = useNavigate();
  useEffect(() => {
    if (reason === 'not-admin') {
      toast({ title: t('auth.required.title'), description: t('auth.adminOnly'), variant: 'warning' });
      void navigate({ to: '/', replace: true });
      return;
    }
    openModal('login');
    // After an automatic logout its toast already says why, and only one toast shows at a time.
    if (!isExpiryNoticeShowing()) toast({ title: t('auth.required.title'), description: t('auth.required.text'), variant: 'warning' });
    // Only when the refusal arrives, not when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reason]);
}

function RefusalView({ refusal }: { refusal: AccessRefused }) {
  usePromptFor(refusal.reason);
  // Once the visitor logs in here, the page follows.
  useGuardsFollowSession(refusal.user);
  return <ProtectedNotice />;
}

/**
 * The error view of the guarded layouts: a guard's refusal (route-guards.ts) shows the protected-page notice at the
 * page's own address, so the page follows once the visitor logs in there; any other error, the router's usual view.
 */
export function AccessRefusedNotice(props: ErrorComponentProps) {
  const RouteError = useRouter().options.defaultErrorComponent ?? ErrorComponent;
  return props.error instanceof AccessRefused ? <RefusalView refusal={props.error} /> : <RouteError {...props} />;
}
