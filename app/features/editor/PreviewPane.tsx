import { memo, useId } from 'react';
import type { CardLanguage } from '../../../shared/contract/card-languages';
import type { PublicProfile } from '../../../shared/contract/profiles';
import { Dialog, DialogHeader } from '../../components/Dialog';
import { useT } from '../../i18n';
import { LANGUAGE_NAMES } from '../../i18n/language';
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
export interface PreviewLanguageChoice {
  languages: readonly CardLanguage[];
  language: CardLanguage;
  choose: (language: CardLanguage) => void;
}

/** The card's languages to preview it in, each named in itself; nothing for a card written in one. */
function PreviewLanguages({ languages, language, choose }: PreviewLanguageChoice) {
  const t = useT();
  const name = useId();
  if (languages.length < 2) return null;
  return (
    <fieldset className="preview-languages">
      <legend>{t('editor.previewLanguage')}</legend>
      {languages.map((option) => (
        <label key={option} className="choice-chip">
          <input type="radio" name={name} value={option} checked={option === language} onChange={() => choose(option)} />
          <span lang={option}>{LANGUAGE_NAMES[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}

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
      <PreviewLanguages languages={languages} language={language} choose={choose} />
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
      <PreviewLanguages languages={languages} language={language} choose={choose} />
      <CardFrame profile={profile} />
      <button type="button" className="btn btn-primary preview-sheet-back" onClick={onClose}>
        {t('editor.backToEditing')}
      </button>
    </Dialog>
  );
}
