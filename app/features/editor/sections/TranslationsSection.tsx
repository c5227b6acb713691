import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cardDirection, type CardLanguage } from '../../../../shared/contract/card-languages';
import type { TeamTemplateField } from '../../../../shared/contract/organisations';
import type { CardTranslation } from '../../../../shared/contract/profiles';
import { Field } from '../../../components/Field';
import { TextAreaField } from '../../../components/TextAreaField';
import { useT } from '../../../i18n';
import { LANGUAGE_NAMES } from '../../../i18n/language';
import type { EditorItem } from '../form-model';
import { itemSummary, updateItem } from '../items';
import { blankTranslation } from '../../../../shared/contract/profiles';
import { itemLabelPath, languagesToAdd, withItemLabel, withoutLabelsIn, withoutTranslationErrors } from '../translations';
import type { EditorFormApi } from '../use-editor-form';
import { AddButton } from '../fields';
import { EditorSection } from './EditorSection';
import { memoSection } from './memo-section';

/** A text of the screen's language with a language's own name in it, marked as that language for screen readers. */
function withLanguageName(text: string, language: CardLanguage): ReactNode[] {
  return text.split('{language}').flatMap((part, index) => (index === 0 ? [part] : [<bdi key={index} lang={language}>{LANGUAGE_NAMES[language]}</bdi>, part]));
}

/** What the owner typed (a label, an address), kept in its own direction inside a label of the screen's language. */
const isolated = (text: string) => `\u2068${text}\u2069`;

type FocusTarget = { added: CardLanguage } | { removed: CardLanguage };

/**
 * Where the focus goes once the section has drawn a change: to the new version's name, or, after a removal, to the
 * button that adds that language again (the removed button's focus would otherwise fall to the page).
 */
function useFocusAfterChange() {
  const pending = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    const selector = 'added' in target ? `[data-translation="${target.added}"] input` : `.translation-add [data-language="${target.removed}"]`;
    document.querySelector<HTMLElement>(selector)?.focus();
  });
  return (target: FocusTarget) => {
    pending.current = target;
  };
}

interface VersionProps {
  translation: CardTranslation;
  /** The team's template sets the company: every version shows the team's. */
  companyLocked: boolean;
  index: number;
  person: boolean;
  /** The card's own texts, which a version's left empty show (its placeholders). */
  own: Pick<CardTranslation, 'title' | 'company' | 'bio'>;
  items: readonly EditorItem[];
  errors: Record<string, string>;
  onChange: (patch: Partial<CardTranslation>) => void;
  onItemLabel: (item: EditorItem, itemIndex: number, label: string) => void;
  onRemove: () => void;
}

/** One version of the card: its texts and its items' labels, each field written in the version's language. */
function TranslationVersion({ translation, companyLocked, index, person, own, items, errors, onChange, onItemLabel, onRemove }: VersionProps) {
  const t = useT();
  const headingId = useId();
  const { language } = translation;
  const written = { lang: language, dir: cardDirection(language) };
  const errorOf = (field: keyof CardTranslation) => errors[`translations.${index}.${field}`];
  const languageError = errorOf('language');
  const text = (field: 'displayName' | 'givenName' | 'familyName' | 'title' | 'company', label: string, extra: { required?: boolean; autoComplete?: string; readOnly?: boolean; hint?: string; placeholder?: string } = {}) => (
    <Field label={label} value={translation[field]} onChange={(event) => onChange({ [field]: event.target.value })} maxLength={80} error={errorOf(field)} {...written} {...extra} />
  );
  return (
    <div role="group" aria-labelledby={headingId} className="translation" data-translation={language}>
      <div className="translation-bar">
        <h3 id={headingId} className="translation-title" {...written}>
          {LANGUAGE_NAMES[language]}
        </h3>
        {/* A version in the card's own language is fixed by removing it: the focus goes here, told why. */}
        <button
          type="button"
          className="btn btn-secondary btn-small translation-remove"
          onClick={onRemove}
          aria-describedby={languageError ? `${headingId}-error` : undefined}
          data-invalid={languageError ? true : undefined}
        >
          {withLanguageName(t('editor.removeLanguage'), language)}
        </button>
      </div>
      {languageError && (
        <p id={`${headingId}-error`} className="field-error" role="alert">
          {languageError}
        </p>
      )}
      {text('displayName', t('editor.displayName'), { required: true, autoComplete: 'off' })}
      {person && (
        <div className="editor-pair">
          {text('givenName', t('editor.givenName'), { autoComplete: 'off' })}
          {text('familyName', t('editor.familyName'), { autoComplete: 'off' })}
        </div>
      )}
      <div className="editor-pair">
        {text('title', t('editor.title'), { placeholder: own.title })}
        {text('company', t('editor.company'), { autoComplete: 'off', placeholder: own.company, ...(companyLocked ? { readOnly: true, hint: t('team.lockedHint') } : {}) })}
      </div>
      <TextAreaField label={t('editor.bio')} value={translation.bio} placeholder={own.bio} onChange={(event) => onChange({ bio: event.target.value })} maxLength={1000} rows={4} error={errorOf('bio')} {...written} />
      {items.length > 0 && (
        <fieldset className="translation-labels">
          <legend>{t('editor.translationItemLabels')}</legend>
          <p className="field-hint">{t('editor.translationItemLabelsHint')}</p>
          {items.map((item, itemIndex) => {
            const summary = itemSummary(item);
            const kind = t(`itemKind.${item.kind}`);
            return (
              <Field
                key={item.key}
                label={summary ? t('editor.itemTitle', { kind, summary: isolated(summary) }) : kind}
                value={item.labels?.[language] ?? ''}
                placeholder={item.label}
                onChange={(event) => onItemLabel(item, itemIndex, event.target.value)}
                maxLength={60}
                error={errors[itemLabelPath(itemIndex, language)]}
                {...written}
              />
            );
          })}
        </fieldset>
      )}
    </div>
  );
}

/**
 * The card in its other languages: a version per language, read by visitors of that language at the same link, QR code
 * and NFC card. A version is added or removed here and kept by the save.
 */
export const TranslationsSection = memoSection(function TranslationsSection({ editor, locked }: { editor: EditorFormApi; locked: ReadonlySet<TeamTemplateField> }) {
  const t = useT();
  const { form, errors, setErrors, clearError, changeItems, changeTranslations } = editor;
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useFocusAfterChange();
  const addable = languagesToAdd(form);

  function add(language: CardLanguage) {
    changeTranslations((current) => [...current, blankTranslation(language)]);
    focusAfter({ added: language });
  }

  function remove(language: CardLanguage) {
    changeTranslations((current) => current.filter((translation) => translation.language !== language));
    changeItems((current) => withoutLabelsIn(current, language));
    setErrors((current) => withoutTranslationErrors(current, language));
    setAnnouncement(t('editor.languageRemoved', { language: LANGUAGE_NAMES[language] }));
    focusAfter({ removed: language });
  }

  return (
    <EditorSection title={t('editor.section.translations')} description={t('editor.translationsText')}>
      {form.translations.map((translation, index) => (
        <TranslationVersion
          key={translation.language}
          translation={translation}
          companyLocked={locked.has('company')}
          index={index}
          person={form.contactKind === 'person'}
          own={form}
          items={form.items}
          errors={errors}
          onChange={(patch) => {
            changeTranslations((current) => current.map((version) => (version.language === translation.language ? { ...version, ...patch } : version)));
            for (const field of Object.keys(patch)) clearError(`translations.${index}.${field}`);
          }}
          onItemLabel={(item, itemIndex, label) => {
            changeItems((current) => updateItem(current, item.key, (changed) => withItemLabel(changed, translation.language, label)));
            clearError(itemLabelPath(itemIndex, translation.language));
          }}
          onRemove={() => remove(translation.language)}
        />
      ))}
      {addable.length > 0 && (
        <fieldset className="item-add translation-add">
          <legend className="item-add-title">{t('editor.addLanguage')}</legend>
          <div className="button-row">
            {addable.map((language) => (
              <AddButton key={language} data-language={language} onClick={() => add(language)}>
                <span lang={language}>{LANGUAGE_NAMES[language]}</span>
              </AddButton>
            ))}
          </div>
        </fieldset>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </EditorSection>
  );
}, ['translations', 'items', 'contactKind', 'language', 'title', 'company', 'bio']);
