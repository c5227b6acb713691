import { Link } from '@tanstack/react-router';
import { useDeferredValue, useId, useState } from 'react';
import { Button, buttonClass } from '../../../components/Button';
import { emitAppEvent } from '../../../lib/events';
import { numberedText, useT } from '../../../i18n';
import { useLanguageContent } from '../language-content';
import { usePageMeta } from '../../../components/use-page-meta';
import { helpTopicsAr } from './help-content.ar';
import { helpTopicsEn } from './help-content.en';
import { helpTopicsHe } from './help-content.he';
import { helpTopicsRu } from './help-content.ru';
import { searchHelp, type HelpTopic } from './help-search';
import '../info.css';

/** `/help`: the owners' questions and answers by topic, with a search that narrows them as you type. */
export function HelpPage() {
  const t = useT();
  usePageMeta(t('page.help'), t('help.description'));
  const topics = useLanguageContent({ he: helpTopicsHe, ar: helpTopicsAr, ru: helpTopicsRu, en: helpTopicsEn });
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const found = searchHelp(topics, deferredQuery);
  const count = found.reduce((sum, topic) => sum + topic.entries.length, 0);
  const searchId = useId();
  const searching = deferredQuery.trim() !== '';

  return (
    <div className="page info-page">
      <header className="info-header">
        <h1>{t('page.help')}</h1>
        <p className="info-lead">{t('help.intro')}</p>
      </header>

      <search className="help-search">
        <label htmlFor={searchId}>{t('help.searchLabel')}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={`${searchId}-hint`}
          autoComplete="off"
        />
        <p id={`${searchId}-hint`} className="field-hint">
          {t('help.searchHint')}
        </p>
        <output className="help-count" htmlFor={searchId}>
          {searching ? (count === 1 ? t('help.resultsOne') : count > 1 ? numberedText(t, 'help.resultsMany', 'count', count) : '') : ''}
        </output>
      </search>

      {count === 0 ? (
        <p className="help-empty">{t('help.noResults', { query: deferredQuery.trim() })}</p>
      ) : (
        <>
          {!searching && <TopicIndex topics={found} />}
          {found.map((topic) => (
            <section key={topic.id} id={topic.id} className="help-topic" aria-labelledby={`${topic.id}-title`}>
              <h2 id={`${topic.id}-title`}>{topic.title}</h2>
              {topic.entries.map((entry) => (
                <details key={entry.id} id={entry.id} className="help-entry" open={searching}>
                  <summary>
                    <h3>{entry.question}</h3>
                  </summary>
                  {entry.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </details>
              ))}
            </section>
          ))}
        </>
      )}

      <aside className="info-callout" aria-labelledby="help-contact-title">
        <h2 id="help-contact-title">{t('help.stillNeedHelp')}</h2>
        <p>{t('help.contactText')}</p>
        <div className="info-actions">
          <Link to="/contact" className={buttonClass('primary')}>
            {t('help.contactLink')}
          </Link>
          <Button variant="secondary" onClick={() => emitAppEvent('show-support-chat', {})}>
            {t('support.openChat')}
          </Button>
        </div>
      </aside>
    </div>
  );
}

function TopicIndex({ topics }: { topics: HelpTopic[] }) {
  const t = useT();
  return (
    <nav aria-label={t('help.topics')} className="help-topics">
      <ul>
        {topics.map((topic) => (
          <li key={topic.id}>
            <a href={`#${topic.id}`}>{topic.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
