import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../shared/contract/profiles';
import { languageAtom, loadFeatureMessages, translate, type MessageKey } from '../../i18n';
import { appStore } from '../../lib/store';
import { toast } from '../../lib/toast';
import { profileKey } from '../profiles';
import { keepOfflineConflict } from './conflicts';
import { versionConflictOf, type SaveProfileVariables } from './send-card-save';

/** Tells the owner, wherever they are, that an edit made offline was not saved and is kept for them. */
async function announce(text: MessageKey, values: Record<string, string>): Promise<void> {
  const language = appStore.get(languageAtom);
  await loadFeatureMessages(language);
  toast({ title: translate(language, 'editor.offlineConflictTitle'), description: translate(language, text, values), variant: 'warning' });
}

/**
 * Keeps a refused update that no editor on screen will show (restored after a reload, or its editor left): the owner
 * decides later, from the dashboard or the card's editor. The failed save itself is no longer kept on the device, so
 * without this the edit would be lost.
 */
export function keepUnseenRefusal(queryClient: QueryClient, error: Error, variables: SaveProfileVariables): void {
  if (variables.id === undefined) return;
  const kept = { cardId: variables.id, recordedAt: Date.now(), mine: variables.input };
  const conflict = versionConflictOf(error);
  if (conflict) {
    keepOfflineConflict(queryClient, { ...kept, reason: 'changed', current: conflict.current, message: conflict.message });
    void announce('editor.offlineConflictText', { name: conflict.current.displayName });
    return;
  }
  // The card as this device last had it: the editor shows the kept edit against it.
  const current = queryClient.getQueryData<Profile>([profileKey(variables.id)]);
  if (!current) return;
  keepOfflineConflict(queryClient, { ...kept, reason: 'refused', current, message: error.message });
  void announce('editor.offlineRefusedText', { name: current.displayName, message: error.message });
}
