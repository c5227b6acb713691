import { Link } from '@tanstack/react-router';
import type { CardStats, StatsRange } from '../../../shared/contract/stats';
import { useT, type MessageKey } from '../../i18n';
import { formatCount } from './format';

const FIGURES: readonly { key: 'views' | 'uniques' | 'clicks' | 'leads'; label: MessageKey }[] = [
  { key: 'views', label: 'stats.views' },
  { key: 'uniques', label: 'stats.uniques' },
  { key: 'clicks', label: 'stats.clicks' },
  { key: 'leads', label: 'stats.leads' },
];

/**
 * The all-cards report's per-card sums, each card linking to its own statistics. Each card is a tile of its own
 * (not a row of a five-column table), so the figures fit a 320 px phone as well as a wide screen.
 */
export function CardsSummary({ cards, days }: { cards: CardStats[]; days: StatsRange }) {
  const t = useT();
  return (
    <section className="card stats-cards" aria-labelledby="stats-cards-title">
      <h2 id="stats-cards-title">{t('stats.cards.title')}</h2>
      {cards.length === 0 ? (
        <p className="stats-empty">
          {t('stats.cards.empty')} <Link to="/editor">{t('stats.cards.create')}</Link>
        </p>
      ) : (
        <ul className="stats-card-list">
          {cards.map((card) => (
            <li key={card.profileId} className="stats-card" data-card={card.profileId}>
              <h3 className="stats-card-name">
                <Link to="/stats/$profileId" params={{ profileId: String(card.profileId) }} search={{ days }} dir="auto">
                  {card.name}
                </Link>
              </h3>
              <dl className="stats-card-figures">
                {FIGURES.map(({ key, label }) => (
                  <div key={key} data-figure={key}>
                    <dt>{t(label)}</dt>
                    <dd>{formatCount(card[key])}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
