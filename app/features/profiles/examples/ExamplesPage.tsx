import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/Button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useT } from '../../../i18n';
import { previewUrl } from '../embed/embed-snippet';
import { EXAMPLE_CARDS } from './example-cards';
// oxlint-disable-next-line import/no-unassigned-import -- the feature's stylesheet loads with its code
import '../profiles.css';

/** `/examples`: the seeded example cards, one per template, each opening its public page. */
export function ExamplesPage() {
  const t = useT();
  useDocumentTitle(t('examples.title'));
  return (
    <article className="page examples-page">
      <h1>{t('examples.title')}</h1>
      <p className="page-lead">{t('examples.intro')}</p>
      <ul className="examples-grid">
        {EXAMPLE_CARDS.map((card) => (
          <li key={card.slug} className="example-card" aria-labelledby={`example-${card.slug}`}>
            <p className="badge">{t('examples.template', { template: t(`cardTemplate.${card.template}`) })}</p>
            <h2 id={`example-${card.slug}`}>{card.displayName}</h2>
            <p className="example-title">{card.title}</p>
            <iframe
              className="example-frame"
              src={previewUrl('', card.slug)}
              loading="lazy"
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              title={t('examples.previewTitle', { name: card.displayName })}
            />
            {/* A full navigation: the public card is a server-rendered page, not part of the app. */}
            <a className={buttonClass('primary')} href={`/p/${card.slug}`}>
              {t('examples.open', { name: card.displayName })}
            </a>
          </li>
        ))}
      </ul>
      <section className="examples-cta" aria-labelledby="examples-cta-title">
        <h2 id="examples-cta-title">{t('examples.ctaTitle')}</h2>
        <p>{t('examples.ctaText')}</p>
        <Link to="/editor" className={buttonClass('primary')}>
          {t('examples.cta')}
        </Link>
      </section>
    </article>
  );
}
