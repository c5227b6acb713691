import { onlineManager } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { countedText, useT } from '../../i18n';
import { useWaitingCardSaves } from './card-save-queue';
import { useOfflineConflicts } from './conflicts';
import './offline-sync.css';

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * Says when the app shows data saved on the device, how many card changes wait for a connection, and which
 * changes made offline wait for the owner's choice because their card changed elsewhere.
 */
export function OfflineSyncBanner() {
  const t = useT();
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const waiting = useWaitingCardSaves().length;
  const conflicts = useOfflineConflicts();
  if (online && waiting === 0 && conflicts.length === 0) return null;
  return (
    <div className="offline-sync-banner" role="status">
      {!online && <p>{t('offline.noConnection')}</p>}
      {waiting > 0 && <p>{countedText(t, 'offline.waitingSaves', waiting)}</p>}
      {conflicts.map((conflict) => {
        const refused = conflict.reason === 'refused';
        const name = conflict.current.displayName;
        return (
          <p key={conflict.cardId}>
            {refused ? t('editor.offlineRefusedWaiting', { name, message: conflict.message }) : t('editor.offlineConflictWaiting', { name })}{' '}
            <Link to="/editor/$id" params={{ id: String(conflict.cardId) }}>
              {refused ? t('editor.offlineRefusedOpen') : t('editor.offlineConflictChoose')}
            </Link>
          </p>
        );
      })}
    </div>
  );
}
