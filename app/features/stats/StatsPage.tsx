import { Link } from '@tanstack/react-router';
import { STATS_RANGES, type StatsRange, type StatsReport } from '../../../shared/contract/stats';
import { buttonClass } from '../../components/Button';
import { ErrorDisplay, errorDisplayTypeOf } from '../../components/ErrorDisplay';
import { useDocumentTitle } from '../../components/use-document-title';
import { useDownloadHref, useT } from '../../i18n';
import { ApiError } from '../../lib/errors';
import { CardNotFound, isCardNotFound } from '../profiles';
import { statsCsvPath, useStats } from './api/get-stats';
import { Breakdowns } from './Breakdowns';
import { CardsSummary } from './CardsSummary';
import { formatDay } from './format';
import { SubscriptionRedirect } from './SubscriptionRedirect';
import { Totals } from './Totals';
import { ViewsChart } from './ViewsChart';
import './stats.css';

interface StatsPageProps {
  /** The card to report on; all of the user's cards when undefined. */
  profileId?: number;
  days: StatsRange;
}

/** /stats and /stats/{profileId}: the period's totals against the previous one, the daily chart and the breakdowns. */
export function StatsPage({ profileId, days }: StatsPageProps) {
  const t = useT();
  const inLanguage = useDownloadHref();
  const { data, error, refetch, isFetching, isPaused } = useStats(profileId, days);
  const title = data?.card ? t('stats.cardTitle', { name: data.card.name }) : t('stats.title');
  useDocumentTitle(title);

  if (error instanceof ApiError && error.status === 402) return <SubscriptionRedirect profileId={profileId} />;
  if (profileId !== undefined && isCardNotFound(error)) return <CardNotFound />;
  return (
    <section className="page stats-page" aria-busy={isFetching}>
      <header className="stats-head">
        <div>
          <h1>{title}</h1>
          {/* Its line is kept while the report loads, so the tools below it do not move when the dates arrive. */}
          <p className="stats-period">{data ? t('stats.period', { from: formatDay(data.from), to: formatDay(data.to) }) : '\u00a0'}</p>
          {profileId !== undefined && (
            <Link to="/stats" search={{ days }} className="stats-back">
              {t('stats.backToAll')}
            </Link>
          )}
        </div>
        <div className="stats-tools">
          <RangePicker profileId={profileId} days={days} />
          <a className={buttonClass('secondary')} href={inLanguage(statsCsvPath(profileId, days))} download>
            {t('stats.export')}
          </a>
        </div>
      </header>
      {error ? (
        <ErrorDisplay type={errorDisplayTypeOf(error)} message={error.message} onRetry={() => void refetch()} />
      ) : data ? (
        <StatsContent report={data} />
      ) : isPaused ? (
        // Offline, a range never opened on this device has no copy to show: it waits for the connection, not "loading".
        <p className="stats-loading" role="status">
          {t('stats.notSaved')}
        </p>
      ) : (
        <p className="stats-loading" role="status">
          {t('stats.loading')}
        </p>
      )}
    </section>
  );
}

function StatsContent({ report }: { report: StatsReport }) {
  return (
    <>
      <Totals totals={report.totals} previous={report.previous} />
      <ViewsChart series={report.series} />
      {report.card === null && <CardsSummary cards={report.cards} days={report.days} />}
      <Breakdowns report={report} />
    </>
  );
}

/** The 7 / 30 / 90 days choice, as links so the range is kept in the address. */
function RangePicker({ profileId, days }: StatsPageProps) {
  const t = useT();
  return (
    <nav aria-label={t('stats.range')}>
      <ul className="stats-ranges">
        {STATS_RANGES.map((range) => (
          <li key={range}>
            {profileId === undefined ? (
              <Link to="/stats" search={{ days: range }} aria-current={range === days ? 'page' : undefined} className="stats-range">
                {t(`stats.range.${range}`)}
              </Link>
            ) : (
              <Link
                to="/stats/$profileId"
                params={{ profileId: String(profileId) }}
                search={{ days: range }}
                aria-current={range === days ? 'page' : undefined}
                className="stats-range"
              >
                {t(`stats.range.${range}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
