import { useAtomValue } from 'jotai';
import { Link } from '@tanstack/react-router';
import type { Account } from '../../../shared/contract/account';
import { buttonClass } from '../../components/Button';
import { ErrorDisplay, errorDisplayTypeOf } from '../../components/ErrorDisplay';
import { useDocumentTitle } from '../../components/use-document-title';
import { languageAtom, useT, type MessageKey } from '../../i18n';
import { useIsolatedT } from '../../i18n/isolated';
import { planName, useAccount } from '../account';
import { useSession } from '../auth';
import { InstallOffer } from '../install';
import { useKeptEditsOfCards } from '../offline-edits';
import { FirstCardReady, MyCards } from '../profiles';
import { StartEventMode } from '../event-mode';

const ENTRY_POINTS: readonly { to: '/editor' | '/stats' | '/leads' | '/team' | '/physical-cards' | '/wallet'; title: MessageKey; text: MessageKey }[] = [
  { to: '/editor', title: 'dashboard.cards', text: 'dashboard.cardsText' },
  { to: '/stats', title: 'dashboard.stats', text: 'dashboard.statsText' },
  { to: '/leads', title: 'dashboard.leads', text: 'dashboard.leadsText' },
  { to: '/team', title: 'dashboard.team', text: 'dashboard.teamText' },
  { to: '/physical-cards', title: 'dashboard.physicalCards', text: 'dashboard.physicalCardsText' },
  { to: '/wallet', title: 'dashboard.wallet', text: 'dashboard.walletText' },
];

/** /dashboard: greeting, plan with the trial days left, and the ways into the product; `readyCardId`, a first card just published. */
export function DashboardPage({ readyCardId }: { readyCardId?: number | undefined }) {
  const t = useT();
  const tx = useIsolatedT();
  const session = useSession();
  const name = session.user ? session.user.displayName || session.user.username : '';
  const waitingEdits = useKeptEditsOfCards();
  useDocumentTitle(t('nav.dashboard'));

  return (
    <section className="page">
      <h1>{tx('dashboard.greeting', { name })}</h1>
      <PlanSummary />
      <InstallOffer />
      <MyCards waitingEdits={waitingEdits} />
      {readyCardId !== undefined && <FirstCardReady cardId={readyCardId} />}
      <StartEventMode />
      <h2>{t('dashboard.entryPoints')}</h2>
      <ul className="card-grid">
        {ENTRY_POINTS.map((entry) => (
          <li key={entry.to} className="card entry-card">
            <Link to={entry.to}>
              <h3>{t(entry.title)}</h3>
              <p>{t(entry.text)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlanSummary() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { data, error, refetch } = useAccount();
  if (error) return <ErrorDisplay type={errorDisplayTypeOf(error)} onRetry={() => void refetch()} />;
  if (!data) return <div className="dashboard-summary skeleton" aria-hidden="true" style={{ blockSize: '4.5rem' }} />;
  return (
    <div className="dashboard-summary">
      <p>
        <strong>{t('dashboard.plan', { plan: planName(data.plan, language) })}</strong> · {t(`plan.status.${data.plan.status}`)}
      </p>
      <TrialNote account={data} />
      {data.plan.status !== 'active' ? (
        <Link to="/subscription" className={buttonClass('primary')}>
          {t('dashboard.upgrade')}
        </Link>
      ) : null}
    </div>
  );
}

function TrialNote({ account }: { account: Account }) {
  const t = useT();
  const { plan } = account;
  if (plan.status === 'trial') return <p>{t('dashboard.trialDaysLeft', { days: plan.trialDaysLeft })}</p>;
  if (plan.status === 'basic' && account.trialEndsAt) return <p>{t('dashboard.trialEnded')}</p>;
  return null;
}
