import { useAtom } from 'jotai';
import { languageAtom, loadMessages, useT } from '../i18n';

/** Switches between Hebrew and English; its name is the other language ("English" / "עברית"). */
export function LanguageSwitch({ className }: { className?: string }) {
  const [language, setLanguage] = useAtom(languageAtom);
  const t = useT();
  const target = language === 'he' ? 'en' : 'he';
  return (
    <button
      type="button"
      className={['language-switch', className].filter(Boolean).join(' ')}
      lang={target}
      onPointerEnter={() => void loadMessages(target)}
      onFocus={() => void loadMessages(target)}
      onClick={() => void setLanguage(target)}
    >
      {t('lang.switchTo')}
    </button>
  );
}
