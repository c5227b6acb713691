import { useId } from 'react';
import type { StatsReport } from '../../../api/contract/stats';
import { useT } from '../../i18n';
import { formatCount, formatPercent } from './format';

interface Row {
  key: string;
  label: string;
  count: number;
}

/** Clicks per item, and views by source, device and referring site. */
export function Breakdowns({ report }: { report: StatsReport }) {
  const t = useT();
  const cardName = new Map(report.cards.map((card) => [card.profileId, card.name]));
  const items: Row[] = report.items.map((item) => {
    const label = item.label ?? t('stats.items.removed');
    const card = report.card === null ? cardName.get(item.profileId) : undefined;
    return { key: String(item.itemId), label: card ? `${label} (${card})` : label, count: item.clicks };
  });
  return (
    <div className="stats-breakdowns">
      <BreakdownTable title={t('stats.items.title')} column={t('stats.item')} unit={t('stats.clicks')} rows={items} empty={t('stats.items.empty')} />
      <BreakdownTable
        title={t('stats.sources.title')}
        column={t('stats.source')}
        unit={t('stats.views')}
        rows={report.sources.map((s) => ({ key: s.source, label: t(`stats.source.${s.source}`), count: s.views }))}
      />
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
  column: string;
  unit: string;
  rows: Row[];
  /** Shown instead of the table when there are no rows. */
  empty?: string;
}

/** A titled table of counts with each row's share, drawn as a bar behind the numbers. */
function BreakdownTable({ title, column, unit, rows, empty }: BreakdownTableProps) {
  const t = useT();
  const titleId = useId();
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <section className="card stats-breakdown" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
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
                  <th scope="row" dir="auto">
                    {row.label}
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
