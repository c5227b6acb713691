import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/Button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useT } from '../../../i18n';
import { useIsolatedT } from '../../../i18n/isolated';
import { previewUrl } from '../embed/embed-snippet';
import { EXAMPLE_CARDS, type ExampleCard } from './example-cards';
// oxlint-disable-next-line import/no-unassigned-import -- the feature's stylesheet loads with its code
import '../profiles.css';

const IN_HEBREW = EXAMPLE_CARDS.filter((card) => card.language === 'he');
const IN_OTHER_LANGUAGES = EXAMPLE_CARDS.filter((card) => card.language !== 'he');

/** One example: what it is, a preview that runs nothing, and its public page. */
function Example({ card, showLanguage }: { card: ExampleCard; showLanguage: boolean }) {
  const t = useT();
  const isolatedT = useIsolatedT();
  const template = t('examples.template', { template: t(`cardTemplate.${card.template}`) });
  return (
    <li className="example-card" aria-labelledby={`example-${card.slug}`}>
      <p className="badge">{showLanguage ? `${t(`examples.language.${card.language}`)} · ${template}` : template}</p>
      {/* The card's own words, in its own language and direction, lined up with the page. */}
      <h3 id={`example-${card.slug}`}>
        <bdi lang={card.language}>{card.displayName}</bdi>
      </h3>
      <p className="example-title">
        <bdi lang={card.language}>{card.title}</bdi>
      </p>
      <iframe
        className="example-frame"
        src={previewUrl('', card.slug)}
        loading="lazy"
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        title={t('examples.previewTitle', { name: card.displayName })}
      />
      {/* A full navigation: the public card is a server-rendered page, not part of the app. */}
      <a className={buttonClass('primary')} href={`/p/${card.slug}`}>
        {isolatedT('examples.open', { name: card.displayName })}
      </a>
    </li>
  );
}

/** `/examples`: the seeded example cards, one per template and one in each other card language, each opening its public page. */
export function ExamplesPage() {
  const t = useT();
  useDocumentTitle(t('examples.title'));
  return (
    <article className="page examples-page">
      <h1>{t('examples.title')}</h1>
      <p className="page-lead">{t('examples.intro')}</p>
      <section aria-labelledby="examples-templates-title">
        <h2 id="examples-templates-title">{t('examples.byTemplate')}</h2>
        <ul className="examples-grid">
          {IN_HEBREW.map((card) => (
            <Example key={card.slug} card={card} showLanguage={false} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="examples-languages-title">
        <h2 id="examples-languages-title">{t('examples.byLanguage')}</h2>
        <p>{t('examples.byLanguageText')}</p>
        <ul className="examples-grid">
          {IN_OTHER_LANGUAGES.map((card) => (
            <Example key={card.slug} card={card} showLanguage />
          ))}
        </ul>
      </section>
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
