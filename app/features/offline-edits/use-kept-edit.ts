import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Profile, ProfileInput, VersionConflictBody } from '../../../shared/contract/profiles';
import { useT } from '../../i18n';
import { toast } from '../../lib/toast';
import { dropOfflineConflict, useOfflineConflict } from './conflicts';

/** What an editor's form does with a kept offline edit of its card. */
export interface KeptEditForm {
  /** The owner has typed since the form last matched the card: a kept edit never replaces that. */
  dirty: boolean;
  /** Puts the owner's edit in the form, with the card as stored as what counts as saved. */
  show(mine: ProfileInput, stored: Profile): void;
  /** Puts the card as stored back in the form (the owner let the kept edit go). */
  showStored(stored: Profile): void;
  /** Asks which version to keep: the owner's edit, or the card as changed elsewhere. */
  askWhichVersion(conflict: VersionConflictBody): void;
}

/**
 * Brings a refused offline edit of the card into the editor's form (once, and never over unsaved typing): the form
 * shows the owner's edit against the stored card. A card changed elsewhere asks which version to keep; an edit the
 * server refused for another reason stays in the form to fix and save, or to discard. Returns the edit's
 * `recordedAt`, which a save of the form names as the edit it settles.
 */
export function useKeptEdit(cardId: number | undefined, form: KeptEditForm): number | undefined {
  const t = useT();
  const queryClient = useQueryClient();
  const kept = useOfflineConflict(cardId);
  const [adopted, setAdopted] = useState<number>();
  const toasted = useRef<number>(undefined);
  // Adjusted while rendering (React's pattern for state following other state), so the form never shows a stale frame.
  if (kept && kept.recordedAt !== adopted && !form.dirty) {
    setAdopted(kept.recordedAt);
    form.show(kept.mine, kept.current);
    if (kept.reason !== 'refused') form.askWhichVersion({ code: 'version_conflict', message: kept.message, current: kept.current });
  }
  // A refused edit in the form: said once, with the way to let it go, after the render that put it there.
  const refusal = kept?.reason === 'refused' && kept.recordedAt === adopted ? kept : undefined;
  useEffect(() => {
    if (!refusal || toasted.current === refusal.recordedAt) return;
    toasted.current = refusal.recordedAt;
    const discard = () => {
      form.showStored(refusal.current);
      dropOfflineConflict(queryClient, refusal.cardId, refusal.recordedAt);
      toast({ title: t('editor.offlineRefusedDiscarded') });
    };
    toast({
      title: t('editor.offlineRefusedAdopted'),
      description: t('editor.offlineRefusedAdoptedText', { message: refusal.message }),
      variant: 'warning',
      action: { label: t('editor.offlineRefusedDiscard'), onClick: discard },
    });
  }, [refusal, form, queryClient, t]);
  return adopted;
}
