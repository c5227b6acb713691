import { useQuery } from '@tanstack/react-query';
import { cardPath } from '../../../shared/card/ProfileCard';
import { LEAD_STATUSES } from '../../../shared/contract/lead-statuses';
import type { TeamTotals } from '../../../shared/contract/organisations';
import { ErrorDisplay, errorDisplayTypeOf } from '../../components/ErrorDisplay';
import { useT } from '../../i18n';
import { teamDashboardQueryOptions } from './api';

/** The team's sums, then each member with theirs and their cards' (the last 30 days). */
export function TeamDashboard({ organisationId }: { organisationId: number }) {
  const t = useT();
  const dashboard = useQuery(teamDashboardQueryOptions(organisationId));
  return (
    <section className="team-section" aria-labelledby="team-dashboard-title">
      <h2 id="team-dashboard-title">{t('team.dashboard')}</h2>
      {dashboard.error ? (
        <ErrorDisplay type={errorDisplayTypeOf(dashboard.error)} onRetry={() => void dashboard.refetch()} />
      ) : !dashboard.data ? (
        <div className="skeleton" aria-hidden="true" style={{ blockSize: '8rem' }} />
      ) : (
        <>
          <div className="team-totals card">
            <h3>{t('team.totals')}</h3>
            <Figures totals={dashboard.data.totals} />
          </div>
          <ul className="team-list team-members-figures">
            {dashboard.data.members.map((member) => (
              <li key={member.userId} className="card team-member-card" data-testid="team-member-card">
                <h3>
                  <bdi>{member.displayName}</bdi>
                </h3>
                <Figures totals={member.totals} />
                <p className="team-muted">
                  {t('team.pipeline')}{' '}
                  {LEAD_STATUSES.filter((status) => member.pipeline[status] > 0)
                    .map((status) => `${t(`leads.status.${status}`)} ${member.pipeline[status]}`)
                    .join(' · ') || '0'}
                </p>
                {member.cards.length === 0 ? (
                  <p className="team-muted">{t('team.noCards')}</p>
                ) : (
                  <ul className="team-cards">
                    {member.cards.map((card) => (
                      <li key={card.profileId}>
                        <a href={cardPath(card.slug)} target="_blank" rel="noopener">
                          <bdi>{card.name}</bdi>
                        </a>
                        <span className="team-muted">
                          {t('team.views')} {card.views} · {t('team.clicks')} {card.clicks} · {t('team.leads')} {card.leads}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Figures({ totals }: { totals: TeamTotals }) {
  const t = useT();
  return (
    <dl className="team-figures">
      {(['views', 'clicks', 'leads'] as const).map((key) => (
        <div key={key}>
          <dt>{t(`team.${key}`)}</dt>
          <dd>{totals[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
