import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useT } from '../../i18n';
import { GuardedOutlet, SecondFactorForm, securityQueryOptions, useSecurity } from '../auth';

/**
 * The admin pages behind their second factor: an admin who has one and whose session signed in with the password
 * alone proves it here first (the admin API refuses them meanwhile); an admin who has none is nudged to enrol one.
 */
export function SecondFactorGate() {
  const t = useT();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data: security, isPending } = useSecurity();
  if (isPending) return <LoadingScreen />;
  const methods = security ? [...(security.totp.enabled ? (['totp'] as const) : []), ...(security.passkeys.length > 0 ? (['passkey'] as const) : [])] : [];
  if (security && methods.length > 0 && !security.sessionSecondFactor) {
    return (
      <section className="page page-narrow" aria-labelledby="admin-step-up-title">
        <h1 id="admin-step-up-title">{t('admin.stepUpTitle')}</h1>
        <p>{t('security.adminSecondFactor')}</p>
        <SecondFactorForm
          methods={methods}
          onDone={() => void queryClient.invalidateQueries({ queryKey: securityQueryOptions.queryKey }).then(() => router.invalidate())}
        />
      </section>
    );
  }
  return (
    <>
      {security && methods.length === 0 && (
        <p className="admin-nudge" role="note">
          {t('admin.secondFactorNudge')} <Link to="/account" hash="security" className="tall-link">{t('admin.secondFactorNudgeLink')}</Link>
        </p>
      )}
      <GuardedOutlet />
    </>
  );
}
