import { Link } from '@tanstack/react-router';
import type { CardStats, StatsRange } from '../../../api/contract/stats';
import { useT } from '../../i18n';
import { formatCount } from './format';

/** The all-cards report's per-card sums, each card linking to its own statistics. */
export function CardsTable({ cards, days }: { cards: CardStats[]; days: StatsRange }) {
  const t = useT();
  return (
    <section className="card stats-cards" aria-labelledby="stats-cards-title">
      <h2 id="stats-cards-title">{t('stats.cards.title')}</h2>
      {cards.length === 0 ? (
        <p className="stats-empty">
          {t('stats.cards.empty')} <Link to="/editor">{t('stats.cards.create')}</Link>
        </p>
      ) : (
        <table aria-labelledby="stats-cards-title">
          <thead>
            <tr>
              <th scope="col">{t('stats.card')}</th>
              <th scope="col">{t('stats.views')}</th>
              <th scope="col">{t('stats.uniques')}</th>
              <th scope="col">{t('stats.clicks')}</th>
              <th scope="col">{t('stats.leads')}</th>
            </tr>
          </thead>
          <tbody>
            {cards.map((card) => (
              <tr key={card.profileId}>
                <th scope="row">
                  <Link to="/stats/$profileId" params={{ profileId: String(card.profileId) }} search={{ days }} dir="auto">
                    {card.name}
                  </Link>
                </th>
                <td>{formatCount(card.views)}</td>
                <td>{formatCount(card.uniques)}</td>
                <td>{formatCount(card.clicks)}</td>
                <td>{formatCount(card.leads)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
