import { Field } from '../../../components/Field';
import { TextAreaField } from '../../../components/TextAreaField';
import { useT } from '../../../i18n';
import type { TeamTemplateField } from '../../../../shared/contract/organisations';
import { CONTACT_KINDS } from '../../../../shared/contract/profiles';
import { suggestedNames } from '../form-model';
import type { EditorFormApi } from '../use-editor-form';
import { EditorSection } from './EditorSection';
import { LanguageField } from './LanguageField';

/**
 * Name, how contacts save the card (a person's names, or a business), role, company, bio and (`withLanguage`) the
 * card's language.
 */
export function DetailsSection({ editor, locked, withLanguage }: { editor: EditorFormApi; locked: ReadonlySet<TeamTemplateField>; withLanguage: boolean }) {
  const t = useT();
  const { form, errors, setField, currentForm } = editor;
  // A person's names are offered once from the display name, when both are still empty; then they are the owner's.
  const offerNames = (contactKind = currentForm().contactKind) => {
    const current = currentForm();
    if (contactKind !== 'person' || current.givenName || current.familyName || !current.displayName.trim()) return;
    const names = suggestedNames(current.displayName);
    setField('givenName', names.givenName);
    setField('familyName', names.familyName);
  };
  return (
    <EditorSection title={t('editor.section.details')}>
      <Field
        label={t('editor.displayName')}
        name="displayName"
        value={form.displayName}
        onChange={(event) => setField('displayName', event.target.value)}
        onBlur={() => offerNames()}
        required
        maxLength={80}
        autoComplete="name"
        dir="auto"
        error={errors.displayName}
      />
      <fieldset className="contact-kind">
        <legend>{t('editor.contactKind')}</legend>
        {CONTACT_KINDS.map((kind) => (
          <label key={kind} className="choice-chip">
            <input
              type="radio"
              name="contactKind"
              value={kind}
              checked={form.contactKind === kind}
              onChange={() => {
                setField('contactKind', kind);
                if (kind === 'person') offerNames(kind);
              }}
            />
            {t(`editor.contactKind.${kind}`)}
          </label>
        ))}
      </fieldset>
      {form.contactKind === 'person' ? (
        <>
          <div className="editor-pair">
            <Field label={t('editor.givenName')} name="givenName" value={form.givenName} onChange={(event) => setField('givenName', event.target.value)} maxLength={80} autoComplete="off" dir="auto" error={errors.givenName} />
            <Field label={t('editor.familyName')} name="familyName" value={form.familyName} onChange={(event) => setField('familyName', event.target.value)} maxLength={80} autoComplete="off" dir="auto" error={errors.familyName} />
          </div>
          <p className="field-hint contact-kind-hint">{t('editor.namesHint')}</p>
        </>
      ) : (
        <p className="field-hint contact-kind-hint">{t('editor.contactKind.businessHint')}</p>
      )}
      <div className="editor-pair">
        <Field label={t('editor.title')} name="title" value={form.title} onChange={(event) => setField('title', event.target.value)} maxLength={80} dir="auto" error={errors.title} />
        <Field
          label={t('editor.company')}
          name="company"
          value={form.company}
          onChange={(event) => setField('company', event.target.value)}
          maxLength={80}
          autoComplete="organization"
          dir="auto"
          error={errors.company}
          readOnly={locked.has('company')}
          hint={locked.has('company') ? t('team.lockedHint') : undefined}
        />
      </div>
      <TextAreaField
        label={t('editor.bio')}
        hint={t('editor.bioHint')}
        name="bio"
        value={form.bio}
        onChange={(event) => setField('bio', event.target.value)}
        maxLength={1000}
        rows={4}
        dir="auto"
        error={errors.bio}
      />
      {withLanguage && <LanguageField editor={editor} />}
    </EditorSection>
  );
}
