import { useEffect } from 'react';
import { useT } from '../i18n';

/** Sets the tab title to "{title} | כרטיס" while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  const t = useT();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} | ${appName}` : appName;
  }, [title, appName]);
}
