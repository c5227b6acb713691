import { useRef, useState } from 'react';
import { leadsPlanRequiredBodySchema, type Lead, type LeadList } from '../../../shared/contract/leads';
import { answer } from '../../lib/answer';
import { Button } from '../../components/Button';
import { ErrorDisplay, errorDisplayTypeOf } from '../../components/ErrorDisplay';
import { useDocumentTitle } from '../../components/use-document-title';
import { ApiError } from '../../lib/errors';
import { useFocusAfterDeleting } from '../../lib/use-focus-after-deleting';
import { numberedText, useT } from '../../i18n';
import { useIsolatedT } from '../../i18n/isolated';
import { useIsDemo } from '../auth';
import { CardNotFound, isCardNotFound } from '../profiles';
import { DeleteLeadDialog } from './DeleteLeadDialog';
import { LeadRow } from './LeadRow';
import { LeadsToolbar } from './LeadsToolbar';
import { PlanRequiredRedirect } from './PlanRequiredRedirect';
import { ScanCard } from './scan/ScanCard';
import { useLeads } from './api/get-leads';
import { useWaitingLeadEdits } from './api/update-lead';
import { leadFilterOf, type LeadsSearch } from './search';
import './leads.css';

interface LeadsPageProps {
  /** The one card whose leads are shown (/contact-leads/{id}); all cards when undefined. */
  profileId?: number | undefined;
  search: LeadsSearch;
  /** Shows another search; `replace` keeps the current one out of the history (a share the page has taken). */
  onSearch: (search: LeadsSearch, options?: { replace?: boolean }) => void;
}

/** /leads and /contact-leads: the owner's leads as a table with search, filters, status, notes, actions and export. */
export function LeadsPage({ profileId, search, onSearch }: LeadsPageProps) {
  const t = useT();
  const filter = leadFilterOf(search, profileId);
  const { data, error, refetch, isFetching, isPaused, isPlaceholderData } = useLeads(filter);
  const [deleting, setDeleting] = useState<Lead | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfter = useFocusAfterDeleting(deleting !== null);
  const askToDelete = (lead: Lead) => {
    focusAfter.choose(document.querySelector(`[data-lead-id="${lead.id}"]`), '.lead-delete', headingRef.current);
    setDeleting(lead);
  };
  const waitingEdits = useWaitingLeadEdits();
  const isDemo = useIsDemo();
  const title = profileId === undefined ? t('page.leads') : t('page.contactLeads');
  useDocumentTitle(title);

  if (error instanceof ApiError && error.status === 402) return <PlanRequiredRedirect body={answer(error.data, import.meta.env.DEV && leadsPlanRequiredBodySchema)} />;
  // A card that is not the owner's (deleted, an old link): trying again would not mend it.
  if (filter.profileId !== undefined && isCardNotFound(error)) return <CardNotFound />;

  return (
    <section className="page leads-page" aria-busy={isFetching}>
      <header className="leads-head">
        <h1 ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <ScanCard event={search.event} shared={search.shared} onSharedTaken={() => onSearch({ ...search, shared: undefined }, { replace: true })} />
      </header>
      <p className="leads-intro">{t('leads.intro')}</p>
      {isDemo && <p className="leads-demo">{t('leads.demoNote')}</p>}
      {waitingEdits > 0 && (
        <p className="leads-waiting" role="status">
          {numberedText(t, 'leads.waitingEdits', 'count', waitingEdits)}
        </p>
      )}
      <LeadsToolbar key={search.q ?? ''} search={search} filter={filter} showCardFilter={profileId === undefined} statusCounts={data?.statusCounts} events={data?.events} onSearch={onSearch} />
      {error ? (
        <ErrorDisplay type={errorDisplayTypeOf(error)} onRetry={() => void refetch()} />
      ) : (!data || isPlaceholderData) && isPaused ? (
        // Offline, a list never opened on this device (another search, page or filter) waits for the connection: the
        // list shown before it is not what was asked for.
        <p className="leads-empty" role="status">
          {t('leads.notSaved')}
        </p>
      ) : !data ? (
        <div className="skeleton leads-skeleton" aria-hidden="true" />
      ) : data.items.length === 0 ? (
        <LeadsEmpty search={search} onShowAll={() => onSearch({})} />
      ) : (
        <LeadsTable list={data} showCard={profileId === undefined && search.card === undefined} onDelete={askToDelete} />
      )}
      {data && <Pager list={data} onPage={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })} />}
      {data && <p className="leads-retention">{data.retentionMonths === 0 ? t('leads.retentionForever') : numberedText(t, 'leads.retention', 'months', data.retentionMonths)}</p>}
      {data && <p className="leads-retention">{t('leads.rightOfAccess')}</p>}
      {deleting && (
        <DeleteLeadDialog
          lead={deleting}
          onDeleted={focusAfter.deleted}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}

/**
 * No lead to show: with none at all, how leads come; filtered (as the event's leads are on leaving the kiosk), what was
 * looked for, and the way back to every lead.
 */
function LeadsEmpty({ search, onShowAll }: { search: LeadsSearch; onShowAll: () => void }) {
  const t = useT();
  const isolated = useIsolatedT();
  const { q, status, source, tag, reminder, event } = search;
  const searched = q || status || source || tag || reminder;
  if (!searched && !event) return <p className="leads-empty">{t('leads.empty')}</p>;
  return (
    <div className="leads-empty">
      <p>{searched ? t('leads.noMatch') : isolated('leads.noEventLeads', { event: event! })}</p>
      <Button variant="secondary" onClick={onShowAll}>
        {t('leads.showAll')}
      </Button>
    </div>
  );
}

function LeadsTable({ list, showCard, onDelete }: { list: LeadList; showCard: boolean; onDelete: (lead: Lead) => void }) {
  const t = useT();
  return (
    <div className="table-scroll">
      <table className="leads-table">
        <caption id="leads-caption" className="visually-hidden">
          {t('leads.caption', { count: list.total })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('leads.colDate')}</th>
            {showCard && <th scope="col">{t('leads.colCard')}</th>}
            <th scope="col">{t('leads.colName')}</th>
            <th scope="col">{t('leads.colContact')}</th>
            <th scope="col">{t('leads.colActions')}</th>
            <th scope="col">{t('leads.colMessage')}</th>
            <th scope="col">{t('leads.colStatus')}</th>
            <th scope="col">{t('leads.colNote')}</th>
          </tr>
        </thead>
        {list.items.map((lead) => (
          <LeadRow key={lead.id} lead={lead} showCard={showCard} onDelete={() => onDelete(lead)} />
        ))}
      </table>
    </div>
  );
}

function Pager({ list, onPage }: { list: LeadList; onPage: (page: number) => void }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (pages === 1) return null;
  return (
    <nav className="leads-pager" aria-label={t('leads.pages')}>
      <Button variant="secondary" disabled={list.page <= 1} onClick={() => onPage(list.page - 1)}>
        {t('leads.previous')}
      </Button>
      <span>{t('leads.pageOf', { page: list.page, pages })}</span>
      <Button variant="secondary" disabled={list.page >= pages} onClick={() => onPage(list.page + 1)}>
        {t('leads.next')}
      </Button>
    </nav>
  );
}
