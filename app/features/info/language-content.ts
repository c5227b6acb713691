import { useAtomValue } from 'jotai';
import { languageAtom, type Language } from '../../i18n';

/** The version of a long text (help answers, legal documents) in the current interface language. */
export function useLanguageContent<T>(versions: Record<Language, T>): T {
  return versions[useAtomValue(languageAtom)];
}
