import { Link } from '@tanstack/react-router';
import { BetaBadge } from '../../../components/BetaBadge';
import { formatDate } from '../../../lib/format';
import { useT, type Language } from '../../../i18n';
import { LanguageSwitch } from '../../../layout/LanguageSwitch';
import { useLanguageContent } from '../language-content';
import { usePageMeta } from '../../../components/use-page-meta';
import type { LegalDocument, LegalLink, LegalSection } from './legal-document';
import '../info.css';

/**
 * A legal page (privacy, terms, refunds, accessibility). The site header is hidden on these pages,
 * so the page carries its own way home and its own language switch.
 */
export function LegalPage({ documents }: { documents: Record<Language, LegalDocument> }) {
  const t = useT();
  const doc = useLanguageContent(documents);
  usePageMeta(doc.title, doc.description);
  return (
    <div className="legal-page">
      <div className="legal-bar">
        <Link to="/" className="brand">
          <span className="brand-name">{t('app.name')}</span>
          <BetaBadge />
        </Link>
        <LanguageSwitch />
      </div>
      <article className="page page-narrow legal-doc" aria-labelledby="legal-title">
        <h1 id="legal-title">{doc.title}</h1>
        <p className="legal-updated">{t('legal.updated', { date: formatDate(doc.updated) })}</p>
        {doc.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <nav aria-labelledby="legal-contents" className="legal-contents">
          <h2 id="legal-contents">{t('legal.contents')}</h2>
          <ol>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((section, index) => (
          <Section key={section.id} section={section} number={index + 1} />
        ))}
      </article>
    </div>
  );
}

function Section({ section, number }: { section: LegalSection; number: number }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="legal-section">
      <h2 id={`${section.id}-title`}>
        {number}. {section.heading}
      </h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.closing?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.links && (
        <ul className="legal-links">
          {section.links.map((link) => (
            <li key={link.label}>
              <SectionLink link={link} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SectionLink({ link }: { link: LegalLink }) {
  if ('to' in link) return <Link to={link.to}>{link.label}</Link>;
  return (
    <a href={link.href} dir="ltr">
      {link.label}
    </a>
  );
}
