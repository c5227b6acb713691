import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n';
import { useWaitingCardSaves } from './offline-saves';
import './offline-sync.css';

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/** Says when the app shows data saved on the device, and how many card changes wait for a connection. */
export function OfflineSyncBanner() {
  const t = useT();
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const waiting = useWaitingCardSaves().length;
  if (online && waiting === 0) return null;
  return (
    <div className="offline-sync-banner" role="status">
      {!online && <p>{t('offline.noConnection')}</p>}
      {waiting > 0 && <p>{waiting === 1 ? t('offline.waitingSavesOne') : t('offline.waitingSaves', { count: waiting })}</p>}
    </div>
  );
}
