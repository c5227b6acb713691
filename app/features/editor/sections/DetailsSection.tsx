import { Field } from '../../../components/Field';
import { TextAreaField } from '../../../components/TextAreaField';
import { useT } from '../../../i18n';
import { SelectField } from '../../../components/SelectField';
import type { EditorFormApi } from '../use-editor-form';
import { EditorSection } from './EditorSection';

/** Name, role, company, bio and the card's language. */
export function DetailsSection({ editor }: { editor: EditorFormApi }) {
  const t = useT();
  const { form, errors, setField } = editor;
  return (
    <EditorSection title={t('editor.section.details')}>
      <Field
        label={t('editor.displayName')}
        name="displayName"
        value={form.displayName}
        onChange={(event) => setField('displayName', event.target.value)}
        required
        maxLength={80}
        autoComplete="name"
        dir="auto"
        error={errors.displayName}
      />
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
      <SelectField
        label={t('editor.language')}
        hint={t('editor.languageHint')}
        name="language"
        value={form.language}
        onChange={(event) => setField('language', event.target.value === 'en' ? 'en' : 'he')}
      >
        <option value="he">{t('editor.languageHe')}</option>
        <option value="en">{t('editor.languageEn')}</option>
      </SelectField>
    </EditorSection>
  );
}
