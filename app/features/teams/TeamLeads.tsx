import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '../../components/Button';
import { ErrorDisplay, errorDisplayTypeOf } from '../../components/ErrorDisplay';
import { formatDate } from '../../lib/format';
import { useDownloadHref, useT } from '../../i18n';
import { LeadContact } from '../leads';
import { teamLeadsCsvHref, teamLeadsQueryOptions } from './api';

/** Every lead of the organisation, newest first, with the member who received it, and the CSV download. */
export function TeamLeads({ organisationId }: { organisationId: number }) {
  const t = useT();
  const inLanguage = useDownloadHref();
  const leads = useQuery(teamLeadsQueryOptions(organisationId));
  return (
    <section className="team-section" aria-labelledby="team-leads-title">
      <div className="team-section-head">
        <h2 id="team-leads-title">{t('team.leadsTitle')}</h2>
        {/* Refused leads (no plan) have no file either: the download would save the refusal. */}
        {!leads.error && (
          <a className={buttonClass('secondary')} href={inLanguage(teamLeadsCsvHref(organisationId))} download>
            {t('team.exportCsv')}
          </a>
        )}
      </div>
      {leads.error ? (
        <ErrorDisplay type={errorDisplayTypeOf(leads.error)} onRetry={() => void leads.refetch()} />
      ) : !leads.data ? (
        <div className="skeleton" aria-hidden="true" style={{ blockSize: '6rem' }} />
      ) : leads.data.items.length === 0 ? (
        <p>{t('team.leadsEmpty')}</p>
      ) : (
        <ul className="team-list">
          {leads.data.items.map((lead) => (
            <li key={lead.id} className="card team-lead" data-testid="team-lead">
              <strong>
                <bdi>{lead.name}</bdi>
              </strong>
              <span className="team-muted">{t('team.receivedBy', { name: lead.memberName, card: lead.cardName })}</span>
              <time className="team-muted" dateTime={lead.createdAt}>
                {formatDate(lead.createdAt)}
              </time>
              <span className="team-contact">
                <LeadContact phone={lead.phone} email={lead.email} />
              </span>
              {lead.message && <p dir="auto">{lead.message}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
