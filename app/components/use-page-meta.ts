import { useEffect } from 'react';
import { useDocumentTitle } from './use-document-title';

/** Sets the tab title and the meta description while a page is shown. */
export function usePageMeta(title: string, description: string): void {
  useDocumentTitle(title);
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    // The next page may not set its own description: leave the one it had before this page.
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
