import { ErrorDisplay, errorDisplayTypeOf } from '../../components/ErrorDisplay';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useDocumentTitle } from '../../components/use-document-title';
import { messageOf } from '../../lib/errors';
import { useT } from '../../i18n';
import { EmailSection, GoogleSection, PasswordSection } from './CredentialSections';
import { DeleteSection, ExportSection } from './DataSections';
import { LeadsSection } from './LeadsSection';
import { ProfileSection } from './ProfileSection';
import { SecuritySection } from './SecuritySection';
import { SessionsSection } from './SessionsSection';
import { WebhooksSection } from '../webhooks';
import { useAccount } from './api/get-account';

/**
 * /account: personal details, email, password, language, two-step sign-in, where the account is signed in, webhooks, data
 * export and account deletion.
 */
export function AccountPage() {
  const t = useT();
  useDocumentTitle(t('account.title'));
  const { data: account, error, isPending, refetch } = useAccount();

  if (isPending) return <LoadingScreen />;
  if (error) {
    const type = errorDisplayTypeOf(error);
    return (
      <section className="page page-narrow">
        <ErrorDisplay type={type} message={type === 'error' ? messageOf(error, t('error.error.text')) : undefined} onRetry={() => void refetch()} showHome />
      </section>
    );
  }

  return (
    <section className="page page-narrow">
      <h1>{t('account.title')}</h1>
      <div className="account-sections">
        <ProfileSection key={`${account.user.username}-${account.locale}`} account={account} />
        <EmailSection account={account} />
        <PasswordSection account={account} />
        <GoogleSection account={account} />
        <SecuritySection account={account} />
        <SessionsSection account={account} />
        <LeadsSection account={account} />
        <WebhooksSection />
        <ExportSection account={account} />
        <DeleteSection account={account} />
      </div>
    </section>
  );
}
