import { useAtom } from 'jotai';
import { useId } from 'react';
import { LanguageOptions } from '../components/LanguageOptions';
import { LANGUAGES, languageAtom, loadMessages, useT, type Language } from '../i18n';

/** Starts loading every language's core texts, so the one chosen next shows at once. */
const loadOthers = () => LANGUAGES.forEach((other) => void loadMessages(other));

/** The interface language: a list of the four, each named in itself; choosing one switches the whole app. */
export function LanguageSwitch({ className }: { className?: string }) {
  const [language, setLanguage] = useAtom(languageAtom);
  const t = useT();
  const id = useId();
  return (
    <span className={['language-switch', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="visually-hidden">
        {t('lang.label')}
      </label>
      <select
        id={id}
        value={language}
        onPointerEnter={loadOthers}
        onFocus={loadOthers}
        onChange={(event) => void setLanguage(event.target.value as Language)}
      >
        <LanguageOptions />
      </select>
    </span>
  );
}
