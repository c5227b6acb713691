import { useT } from '../i18n';

/** The full-screen "loading the system" view. */
export function LoadingScreen() {
  const t = useT();
  return (
    <output className="loading-screen" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{t('app.loading')}</p>
    </output>
  );
}
