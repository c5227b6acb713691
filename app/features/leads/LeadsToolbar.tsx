import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { LEAD_REMINDER_FILTERS, LEAD_SOURCES, LEAD_STATUSES, type LeadReminderFilter, type LeadSource, type LeadStatus } from '../../../shared/contract/leads';
import { Button, buttonClass } from '../../components/Button';
import { useDownloadHref, useT } from '../../i18n';
import { profilesQueryOptions } from '../profiles';
import type { LeadFilter } from './api/get-leads';
import { leadsExportHref } from './api/lead-downloads';
import type { LeadsSearch } from './search';

interface LeadsToolbarProps {
  search: LeadsSearch;
  filter: LeadFilter;
  /** Whether the card filter is offered (all cards), or the screen is about one card. */
  showCardFilter: boolean;
  statusCounts: Record<LeadStatus, number> | undefined;
  /** The events the owner took leads at (the event filter shows when there is one). */
  events: readonly string[] | undefined;
  onSearch: (search: LeadsSearch) => void;
}

const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

/** Text search, the status and card filters, more filters (source, reminder, event) behind one button, the tag in use, and the exports of what is shown (CSV, a vCard file, Google Contacts) (remount it with a new `key` when the search text changes elsewhere). */
export function LeadsToolbar({ search, filter, showCardFilter, statusCounts, events, onSearch }: LeadsToolbarProps) {
  const t = useT();
  const inLanguage = useDownloadHref();
  const [text, setText] = useState(search.q ?? '');
  const cards = useQuery({ ...profilesQueryOptions, enabled: showCardFilter });
  const total = statusCounts ? LEAD_STATUSES.reduce((sum, status) => sum + statusCounts[status], 0) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...search, q: text.trim() || undefined, page: undefined });
  };

  return (
    <div className="leads-toolbar">
      <form role="search" className="leads-search" onSubmit={submit}>
        <label htmlFor="leads-q">{t('leads.search')}</label>
        <input id="leads-q" type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={t('leads.searchPlaceholder')} />
        <Button type="submit" variant="secondary">
          {t('leads.searchButton')}
        </Button>
      </form>
      <div className="leads-filter">
        <label htmlFor="leads-status">{t('leads.statusFilter')}</label>
        <select
          id="leads-status"
          value={search.status ?? ''}
          onChange={(event) => onSearch({ ...search, status: (event.target.value || undefined) as LeadStatus | undefined, page: undefined })}
        >
          <option value="">{withCount(t('leads.allStatuses'), total)}</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {withCount(t(`leads.status.${status}`), statusCounts?.[status])}
            </option>
          ))}
        </select>
      </div>
      {search.tag && (
        <p className="leads-tag-filter">
          {t('leads.tagFilter', { tag: search.tag })}{' '}
          <button type="button" className="link-button" onClick={() => onSearch({ ...search, tag: undefined, page: undefined })}>
            {t('leads.clearTag')}
          </button>
        </p>
      )}
      {showCardFilter && (cards.data?.length ?? 0) > 1 && (
        <div className="leads-filter">
          <label htmlFor="leads-card">{t('leads.cardFilter')}</label>
          <select
            id="leads-card"
            value={search.card ?? ''}
            onChange={(event) => onSearch({ ...search, card: event.target.value ? Number(event.target.value) : undefined, page: undefined })}
          >
            <option value="">{t('leads.allCards')}</option>
            {cards.data?.map((card) => (
              <option key={card.id} value={card.id}>
                {card.displayName}
              </option>
            ))}
          </select>
        </div>
      )}
      {/* Source, reminder and event behind one more button, beside the export, for the same reason. */}
      <details className="leads-export leads-more-filters" open={Boolean(search.source || search.reminder || search.event)}>
        <summary className={buttonClass('secondary', 'btn-small')}>{t('leads.moreFilters')}</summary>
        <div className="leads-export-menu">
        <div className="leads-filter">
          <label htmlFor="leads-source">{t('leads.sourceFilter')}</label>
          <select id="leads-source" value={search.source ?? ''} onChange={(event) => onSearch({ ...search, source: (event.target.value || undefined) as LeadSource | undefined, page: undefined })}>
            <option value="">{t('leads.allSources')}</option>
            {LEAD_SOURCES.map((source) => (
              <option key={source} value={source}>
                {t(`leads.source.${source}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="leads-filter">
          <label htmlFor="leads-reminder">{t('leads.reminderFilter')}</label>
          <select
            id="leads-reminder"
            value={search.reminder ?? ''}
            onChange={(event) => onSearch({ ...search, reminder: (event.target.value || undefined) as LeadReminderFilter | undefined, page: undefined })}
          >
            <option value="">{t('leads.anyReminder')}</option>
            {LEAD_REMINDER_FILTERS.map((reminder) => (
              <option key={reminder} value={reminder}>
                {t(`leads.reminder.${reminder}`)}
              </option>
            ))}
          </select>
        </div>
        {(events?.length || search.event) && (
          <div className="leads-filter">
            <label htmlFor="leads-event">{t('leads.eventFilter')}</label>
            <select id="leads-event" value={search.event ?? ''} onChange={(event) => onSearch({ ...search, event: event.target.value || undefined, page: undefined })}>
              <option value="">{t('leads.allEvents')}</option>
              {[...new Set([...(events ?? []), ...(search.event ? [search.event] : [])])].map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        )}
        </div>
      </details>
      {/* One button on the toolbar, so a phone shows the first lead above the fold. */}
      <details className="leads-export">
        <summary className={buttonClass('secondary', 'btn-small')}>{t('leads.exportMenu')}</summary>
        <div className="leads-export-menu">
          <a className={buttonClass('secondary')} href={inLanguage(leadsExportHref(filter))} download>
            {t('leads.export')}
          </a>
          <a className={buttonClass('secondary')} href={inLanguage(leadsExportHref(filter, 'vcard'))} download>
            {t('leads.exportVcard')}
          </a>
          <a className={buttonClass('secondary')} href={inLanguage(leadsExportHref(filter, 'google'))} download>
            {t('leads.exportGoogle')}
          </a>
        </div>
      </details>
    </div>
  );
}
