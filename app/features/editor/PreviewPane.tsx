import { memo } from 'react';
import type { PublicProfile } from '../../../shared/contract/profiles';
import { Dialog, DialogHeader } from '../../components/Dialog';
import { useT } from '../../i18n';
import { CardLanguageChoice, type CardLanguageChoiceProps } from '../../components/CardLanguageChoice';
import { ProfileCard, cardCss, templateOf } from '../../../shared/card';
import { siteOrigin } from '../../lib/site';

/** The very card the public page renders, in a phone-width frame. */
function CardFrame({ profile }: { profile: PublicProfile }) {
  const t = useT();
  return (
    // The frame scrolls on its own, so it takes keyboard focus (arrow keys scroll it).
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section className="phone-frame" tabIndex={0} aria-label={t('editor.previewFrame')}>
      <style>{cardCss(templateOf(profile))}</style>
      <ProfileCard profile={profile} variant="preview" publicUrl={siteOrigin()} />
    </section>
  );
}

/** Which of the card's languages the preview shows it in. */
export type PreviewLanguageChoice = CardLanguageChoiceProps;

/**
 * The live preview beside the form (wide screens; on a phone it waits for the preview button). It draws again only
 * for another card: the editor hands it the form as a deferred value, so a keystroke is on screen before the card
 * follows it.
 */
export const PreviewPane = memo(function PreviewPane({ profile, languages, language, choose }: { profile: PublicProfile } & PreviewLanguageChoice) {
  const t = useT();
  return (
    <aside className="editor-preview" aria-labelledby="editor-preview-title">
      <h2 id="editor-preview-title" className="editor-preview-title">
        {t('editor.preview')}
      </h2>
      <p className="field-hint">{t('editor.previewHint')}</p>
      <CardLanguageChoice legend={t('editor.previewLanguage')} languages={languages} language={language} choose={choose} />
      <CardFrame profile={profile} />
    </aside>
  );
});

/** On a phone, the card as visitors will see it, over the form, at any point of editing. */
export function PreviewSheet({ profile, languages, language, choose, onClose }: { profile: PublicProfile; onClose: () => void } & PreviewLanguageChoice) {
  const t = useT();
  return (
    <Dialog open onClose={onClose} labelledBy="editor-preview-sheet-title" className="preview-sheet">
      <DialogHeader id="editor-preview-sheet-title" title={t('editor.preview')} closeLabel={t('editor.backToEditing')} onClose={onClose} />
      <CardLanguageChoice legend={t('editor.previewLanguage')} languages={languages} language={language} choose={choose} />
      <CardFrame profile={profile} />
      <button type="button" className="btn btn-primary preview-sheet-back" onClick={onClose}>
        {t('editor.backToEditing')}
      </button>
    </Dialog>
  );
}
