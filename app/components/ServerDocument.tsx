import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { initialPathname } from '../lib/initial-location';
import { LoadingScreen } from './LoadingScreen';
import { ProfileNotFound } from './ProfileNotFound';

/**
 * Public profiles are documents the server renders. Reached by an in-app link, ask the server for the
 * document; reached as the first document (the server had no profile there), show "profile not found".
 */
export function ServerDocument() {
  const href = useLocation({ select: (location) => location.href });
  const pathname = useLocation({ select: (location) => location.pathname });
  const isFirstDocument = pathname === initialPathname();

  useEffect(() => {
    if (!isFirstDocument) window.location.assign(href);
  }, [href, isFirstDocument]);

  return isFirstDocument ? <ProfileNotFound /> : <LoadingScreen />;
}
