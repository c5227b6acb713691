import { useEffect, useState } from 'react';
import { SUPPORT_TIMINGS } from '../../../shared/contract/support-timings';
import { useT } from '../../i18n';
import type { ChatLine } from './ChatLog';

/** The welcome messages at the top of the chat, shown 500 ms after it opens. */
export function useWelcomeLines(): ChatLine[] {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SUPPORT_TIMINGS.welcomeMs);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return [];
  return [
    { key: 'welcome-1', sender: 'support', text: t('support.welcome1') },
    { key: 'welcome-2', sender: 'support', text: t('support.welcome2') },
  ];
}
