import { useT } from '../i18n';

/** The "loading the system" view, in the place of a page still loading. */
export function LoadingScreen() {
  const t = useT();
  return (
    <output className="loading-screen" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{t('app.loading')}</p>
    </output>
  );
}
