import { useId, useState } from 'react';
import { relativeChange, type StatsTotals } from '../../../shared/contract/stats';
import { useT, type MessageKey } from '../../i18n';
import { formatCount, formatPercent } from './format';

type TotalKey = 'views' | 'uniques' | 'clicks' | 'clickThroughRate' | 'contactSaves' | 'leads';

const TILES: readonly { key: TotalKey; label: MessageKey }[] = [
  { key: 'views', label: 'stats.views' },
  { key: 'uniques', label: 'stats.uniques' },
  { key: 'clicks', label: 'stats.clicks' },
  { key: 'clickThroughRate', label: 'stats.ctr' },
  { key: 'contactSaves', label: 'stats.contactSaves' },
  { key: 'leads', label: 'stats.leads' },
];

function shown(key: TotalKey, value: number | null): string {
  if (key === 'clickThroughRate') return value === null ? '—' : formatPercent(value);
  return formatCount(value ?? 0);
}

/** The period's six headline figures, each with its change against the previous period. */
export function Totals({ totals, previous }: { totals: StatsTotals; previous: StatsTotals }) {
  const t = useT();
  return (
    <section aria-labelledby="stats-totals">
      <h2 id="stats-totals" className="visually-hidden">
        {t('stats.totals')}
      </h2>
      <dl className="stats-totals">
        {TILES.map(({ key, label }) =>
          key === 'clickThroughRate' ? (
            <ClickThroughRate key={key} totals={totals} previous={previous} />
          ) : (
            <div key={key} className="stats-total" data-total={key}>
              <dt>{t(label)}</dt>
              <dd className="stats-total-value">{shown(key, totals[key])}</dd>
              <dd className="stats-total-change">
                <Change current={totals[key]} previous={previous[key]} />
              </dd>
            </div>
          ),
        )}
      </dl>
    </section>
  );
}

/**
 * The click-through rate with what it means, behind a button (a toggletip: a tap or a key opens it, so it reaches
 * touch screens and keyboards, not only a hovering mouse) and said again in words by the figure.
 */
function ClickThroughRate({ totals, previous }: { totals: StatsTotals; previous: StatsTotals }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const explainId = useId();
  return (
    <div className="stats-total" data-total="clickThroughRate">
      <dt>
        {t('stats.ctr')}
        <button
          type="button"
          className="stats-info"
          aria-expanded={open}
          aria-controls={explainId}
          onClick={() => setOpen((shown) => !shown)}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        >
          <span className="stats-info-sign" aria-hidden="true">
            ?
          </span>
          <span className="visually-hidden">{t('stats.ctr.what')}</span>
        </button>
      </dt>
      <dd className="stats-total-value">{shown('clickThroughRate', totals.clickThroughRate)}</dd>
      <dd className="stats-total-change">
        <Change current={totals.clickThroughRate} previous={previous.clickThroughRate} />
      </dd>
      <dd id={explainId} className="stats-info-text" hidden={!open}>
        {t('stats.ctr.explain', { visits: formatCount(totals.uniques), engaged: formatCount(totals.engagedVisits), percent: formatPercent(1) })}
      </dd>
    </div>
  );
}

function Change({ current, previous }: { current: number | null; previous: number | null }) {
  const t = useT();
  if (current === null || previous === null) return <span className="stats-change">{t('stats.change.none')}</span>;
  const change = relativeChange(current, previous);
  if (change === null) return <span className="stats-change">{current === 0 ? t('stats.change.same') : t('stats.change.new')}</span>;
  if (change === 0) return <span className="stats-change">{t('stats.change.same')}</span>;
  const value = formatPercent(Math.abs(change));
  return change > 0 ? (
    <span className="stats-change is-up">
      <span aria-hidden="true">▲ </span>
      {t('stats.change.up', { value })}
    </span>
  ) : (
    <span className="stats-change is-down">
      <span aria-hidden="true">▼ </span>
      {t('stats.change.down', { value })}
    </span>
  );
}
