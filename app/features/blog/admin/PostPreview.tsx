import { Button } from '../../../components/Button';
import { messageOf } from '../../../lib/errors';
import { useT } from '../../../i18n';
import { usePreviewPost } from './api/preview-post';
import type { Locale } from '../../../../shared/contract/auth';
import { postTextDirection } from '../PostParts';

/** A button that renders the Markdown with the server's renderer and shows the result below it. */
export function PostPreview({ markdown, language }: { markdown: string; language: Locale }) {
  const t = useT();
  const preview = usePreviewPost();
  const stale = preview.variables !== undefined && preview.variables !== markdown;

  return (
    <div className="post-preview-block">
      <Button variant="secondary" onClick={() => preview.mutate(markdown)} busy={preview.isPending}>
        {t('blogAdmin.preview')}
      </Button>
      <section aria-labelledby="post-preview-title" aria-live="polite" aria-busy={preview.isPending} className="post-preview" hidden={preview.isIdle}>
        <h3 id="post-preview-title">{t('blogAdmin.previewTitle')}</h3>
        {preview.isPending && <p>{t('blogAdmin.previewLoading')}</p>}
        {preview.isError && (
          <p className="field-error" role="alert">
            {messageOf(preview.error, t('blogAdmin.failed'))}
          </p>
        )}
        {preview.isSuccess &&
          (preview.data ? (
            // The server's sanitised rendering, the same HTML readers will get.
            <div {...postTextDirection({ language })} className={`post-body${stale ? ' post-preview-stale' : ''}`} dangerouslySetInnerHTML={{ __html: preview.data }} />
          ) : (
            <p>{t('blogAdmin.previewEmpty')}</p>
          ))}
      </section>
    </div>
  );
}
