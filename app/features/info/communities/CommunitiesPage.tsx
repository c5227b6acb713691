import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/Button';
import { DrawnIcon } from '../../../components/DrawnIcon';
import { useT, type MessageKey } from '../../../i18n';
import { usePageMeta } from '../../../components/use-page-meta';
import '../info.css';

const OFFERS: readonly { icon: 'people' | 'templates' | 'meetups'; title: MessageKey; text: MessageKey }[] = [
  { icon: 'people', title: 'communities.groupsTitle', text: 'communities.groupsText' },
  { icon: 'templates', title: 'communities.templatesTitle', text: 'communities.templatesText' },
  { icon: 'meetups', title: 'communities.meetupsTitle', text: 'communities.meetupsText' },
];

const GROUPS: readonly [MessageKey, MessageKey][] = [
  ['communities.group1Name', 'communities.group1Text'],
  ['communities.group2Name', 'communities.group2Text'],
  ['communities.group3Name', 'communities.group3Text'],
  ['communities.group4Name', 'communities.group4Text'],
];

/** `/communities`: what the business communities offer, the active groups, and how to join. */
export function CommunitiesPage() {
  const t = useT();
  usePageMeta(t('page.communities'), t('communities.description'));
  return (
    <div className="page info-page">
      <header className="info-header">
        <h1>{t('page.communities')}</h1>
        <p className="info-lead">{t('communities.intro')}</p>
      </header>

      <section aria-labelledby="communities-offer">
        <h2 id="communities-offer">{t('communities.offerTitle')}</h2>
        <ul className="card-grid">
          {OFFERS.map((offer) => (
            <li key={offer.title} className="card info-offer">
              <DrawnIcon name={offer.icon} className="info-offer-icon" />
              <h3>{t(offer.title)}</h3>
              <p>{t(offer.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="communities-groups" className="info-section">
        <h2 id="communities-groups">{t('communities.directoryTitle')}</h2>
        <ul className="card-grid">
          {GROUPS.map(([name, text]) => (
            <li key={name} className="card">
              <h3>{t(name)}</h3>
              <p>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <aside className="info-callout" aria-labelledby="communities-join">
        <h2 id="communities-join">{t('communities.joinTitle')}</h2>
        <p>{t('communities.joinText')}</p>
        <Link to="/contact" search={{ subject: t('communities.joinSubject') }} className={buttonClass('primary')}>
          {t('communities.joinAction')}
        </Link>
      </aside>
    </div>
  );
}
