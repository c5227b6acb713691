import type { PublicProfile } from '../../../api/contract/profiles';
import { useT } from '../../i18n';
import { ProfileCard, cardCss, templateOf } from '../profiles/card';

/** The live preview: the very card the public page renders, in a phone-width frame. */
export function PreviewPane({ profile }: { profile: PublicProfile }) {
  const t = useT();
  return (
    <aside className="editor-preview" aria-labelledby="editor-preview-title">
      <h2 id="editor-preview-title" className="editor-preview-title">
        {t('editor.preview')}
      </h2>
      <p className="field-hint">{t('editor.previewHint')}</p>
      {/* The frame scrolls on its own, so it takes keyboard focus (arrow keys scroll it). */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <section className="phone-frame" tabIndex={0} aria-label={t('editor.previewFrame')}>
        <style>{cardCss(templateOf(profile))}</style>
        <ProfileCard profile={profile} variant="preview" publicUrl={window.location.origin} />
      </section>
    </aside>
  );
}
