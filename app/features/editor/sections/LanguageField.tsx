import { isCardLanguage } from '../../../../shared/contract/card-languages';
import { SelectField } from '../../../components/SelectField';
import { useT } from '../../../i18n';
import { withoutLanguageClashes } from '../translations';
import type { EditorFormApi } from '../use-editor-form';

/** The language the card speaks to its visitors: Hebrew, Arabic, Russian or English. */
export function LanguageField({ editor }: { editor: EditorFormApi }) {
  const t = useT();
  return (
    <SelectField
      label={t('editor.language')}
      hint={t('editor.languageHint')}
      name="language"
      value={editor.form.language}
      onChange={(event) => {
        editor.setField('language', isCardLanguage(event.target.value) ? event.target.value : 'he');
        // Which version clashes with the card's language is asked again by the next save.
        editor.setErrors(withoutLanguageClashes);
      }}
    >
      <option value="he">{t('editor.languageHe')}</option>
      <option value="ar">{t('editor.languageAr')}</option>
      <option value="ru">{t('editor.languageRu')}</option>
      <option value="en">{t('editor.languageEn')}</option>
    </SelectField>
  );
}
