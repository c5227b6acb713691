import { LANGUAGE_NAMES, LANGUAGES } from '../i18n';

/** The options of a list of the app's languages, each named in itself (and marked as written in it). */
export function LanguageOptions() {
  return LANGUAGES.map((option) => (
    <option key={option} value={option} lang={option}>
      {LANGUAGE_NAMES[option]}
    </option>
  ));
}
