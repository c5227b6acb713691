import { useState } from 'react';
import { PROFILE_MESSAGES } from '../../../../shared/contract/profiles';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { useDocumentTitle } from '../../../components/use-document-title';
import { serverText, useServerTexts } from '../../../lib/server-texts';
import { siteOrigin } from '../../../lib/site';
import { useT } from '../../../i18n';
import { copyText } from '../share';
import { EMBED_SIZE, embedSnippet, embeddableSlug, previewUrl } from './embed-snippet';
// oxlint-disable-next-line import/no-unassigned-import -- the feature's stylesheet loads with its code
import '../profiles.css';

/** `/embed`: how to put a card on another site, with a snippet generator, a copy button and a live preview. */
export function EmbedPage({ initialSlug }: { initialSlug: string }) {
  useServerTexts();
  const t = useT();
  useDocumentTitle(t('page.embed'));
  const [typed, setTyped] = useState(initialSlug);
  const slug = embeddableSlug(typed);
  const origin = siteOrigin();
  const snippet = slug ? embedSnippet(origin, slug, t('embed.iframeTitle', { slug })) : '';
  // Said on the button until another card's code shows: a toast, on this page without a header, lay over its heading.
  const [copiedSnippet, setCopiedSnippet] = useState<string | null>(null);
  const copied = snippet !== '' && copiedSnippet === snippet;

  async function copy() {
    if ((await copyText(snippet)) === 'copied') setCopiedSnippet(snippet);
  }

  return (
    <article className="page embed-page">
      <h1>{t('page.embed')}</h1>
      <p className="page-lead">{t('embed.intro')}</p>
      <div className="embed-layout">
        <section aria-labelledby="embed-how">
          <h2 id="embed-how">{t('embed.howTitle')}</h2>
          <ol className="embed-steps">
            <li>{t('embed.step1')}</li>
            <li>{t('embed.step2')}</li>
            <li>{t('embed.step3')}</li>
          </ol>
          <Field
            label={t('embed.slug')}
            hint={t('embed.slugHint', { example: `${origin}/p/demo` })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            dir="ltr"
            spellCheck={false}
            autoCapitalize="none"
            error={typed && !slug ? serverText(PROFILE_MESSAGES.slugFormat, { field: true }) : undefined}
          />
          <div className="field">
            <label htmlFor="embed-code">{t('embed.code')}</label>
            <textarea id="embed-code" className="embed-code" readOnly dir="ltr" rows={4} value={snippet} onFocus={(event) => event.currentTarget.select()} />
          </div>
          <Button onClick={() => void copy()} disabled={!slug}>
            {copied ? t('embed.copied') : t('embed.copy')}
          </Button>
          <span className="visually-hidden" role="status">
            {copied ? t('embed.copied') : ''}
          </span>
          <p className="field-hint embed-note">{t('embed.note')}</p>
        </section>
        <section aria-labelledby="embed-preview">
          <h2 id="embed-preview">{t('embed.preview')}</h2>
          {slug ? (
            <iframe
              className="embed-preview-frame"
              src={previewUrl(origin, slug)}
              width={EMBED_SIZE.width}
              height={EMBED_SIZE.height}
              loading="lazy"
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              title={t('embed.iframeTitle', { slug })}
            />
          ) : (
            <p>{t('embed.previewEmpty')}</p>
          )}
        </section>
      </div>
    </article>
  );
}
