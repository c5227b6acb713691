import { useId } from 'react';
import { LANGUAGE_NAMES } from '../../../shared/contract/card-languages';
import type { ProfileItemKind } from '../../../shared/contract/profiles';
import type { ItemClicks, StatsReport } from '../../../shared/contract/stats';
import { useT, type MessageKey } from '../../i18n';
import { formatCount, formatPercent } from './format';

interface Row {
  key: string;
  label: string;
  /** A second, quieter line under the label (the card an item is on, in the all-cards report). */
  detail?: string | undefined;
  /** The language the label is written in, when not the page's (a language by its own name). */
  lang?: string | undefined;
  count: number;
}

const KIND_NAMES: Record<ProfileItemKind, MessageKey> = {
  phone: 'itemKind.phone',
  email: 'itemKind.email',
  website: 'itemKind.website',
  address: 'itemKind.address',
  social: 'itemKind.social',
  button: 'itemKind.button',
  video: 'itemKind.video',
  gallery: 'itemKind.gallery',
};

/** What an item is called: the name the report gives it, else its kind; a removed item says so. */
function itemTitle(item: ItemClicks, t: ReturnType<typeof useT>): string {
  if (item.kind === null) return t('stats.items.removed');
  const kindName = KIND_NAMES[item.kind as ProfileItemKind] as MessageKey | undefined;
  return item.label ?? (kindName ? t(kindName) : t('stats.items.removed'));
}

/** Taps on the quick actions, clicks per item, and views by source, language (cards in several), device and referring site. */
export function Breakdowns({ report }: { report: StatsReport }) {
  const t = useT();
  // Over several cards, each item says which card it is on.
  const cardName = new Map(report.cards.length > 1 ? report.cards.map((card) => [card.profileId, card.name]) : []);
  const items: Row[] = report.items.map((item) => ({
    key: String(item.itemId),
    label: itemTitle(item, t),
    detail: cardName.get(item.profileId),
    count: item.clicks,
  }));
  return (
    <div className="stats-breakdowns">
      <BreakdownTable
        title={t('stats.actions.title')}
        note={t('stats.actions.explain')}
        column={t('stats.action')}
        unit={t('stats.clicks')}
        rows={report.actions.map((a) => ({ key: a.action, label: t(`stats.action.${a.action}`), count: a.clicks }))}
      />
      <BreakdownTable title={t('stats.items.title')} column={t('stats.item')} unit={t('stats.clicks')} rows={items} empty={t('stats.items.empty')} />
      <BreakdownTable
        title={t('stats.sources.title')}
        column={t('stats.source')}
        unit={t('stats.views')}
        rows={report.sources.map((s) => ({ key: s.source, label: t(`stats.source.${s.source}`), count: s.views }))}
      />
      {report.languages.length > 0 && (
        <BreakdownTable
          title={t('stats.languages.title')}
          note={t('stats.languages.explain')}
          column={t('stats.language')}
          unit={t('stats.views')}
          rows={report.languages.map((l) => ({ key: l.language, label: LANGUAGE_NAMES[l.language], lang: l.language, count: l.views }))}
        />
      )}
      <BreakdownTable
        title={t('stats.devices.title')}
        column={t('stats.device')}
        unit={t('stats.views')}
        rows={report.devices.map((d) => ({ key: d.device, label: t(`stats.device.${d.device}`), count: d.views }))}
      />
      <BreakdownTable
        title={t('stats.referrers.title')}
        column={t('stats.referrer')}
        unit={t('stats.views')}
        rows={report.referrers.map((r) => ({ key: r.host, label: r.host, count: r.views }))}
        empty={t('stats.referrers.empty')}
      />
    </div>
  );
}

interface BreakdownTableProps {
  title: string;
  /** A line under the title saying what is counted. */
  note?: string;
  column: string;
  unit: string;
  rows: Row[];
  /** Shown instead of the table when there are no rows. */
  empty?: string;
}

/**
 * A titled table of counts with each row's share, drawn as a bar behind the numbers. Names longer than two lines of
 * the column end in an ellipsis (the whole name stays in the title and for screen readers), so it fits any phone.
 */
function BreakdownTable({ title, note, column, unit, rows, empty }: BreakdownTableProps) {
  const t = useT();
  const titleId = useId();
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <section className="card stats-breakdown" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {note && <p className="stats-note">{note}</p>}
      {rows.length === 0 && empty ? (
        <p className="stats-empty">{empty}</p>
      ) : (
        <table aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col">{unit}</th>
              <th scope="col">{t('stats.share')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const share = total === 0 ? 0 : row.count / total;
              return (
                <tr key={row.key}>
                  <th scope="row" title={row.detail ? `${row.label} · ${row.detail}` : row.label}>
                    <span className="stats-name" dir="auto" lang={row.lang}>
                      {row.label}
                    </span>
                    {row.detail && (
                      <span className="stats-name stats-name-detail" dir="auto">
                        {row.detail}
                      </span>
                    )}
                  </th>
                  <td>{formatCount(row.count)}</td>
                  <td className="stats-share">
                    <span className="stats-bar" style={{ inlineSize: `${Math.round(share * 100)}%` }} aria-hidden="true" />
                    <span className="stats-share-value">{formatPercent(share)}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
