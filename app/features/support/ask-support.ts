import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { supportChatAtom, supportDraftAtom, type SupportDraft } from './atoms';

/** Opens the support chat with a message drafted for the owner to read, change and send. */
export function useAskSupport(): (draft: SupportDraft) => void {
  const setView = useSetAtom(supportChatAtom);
  const setDraft = useSetAtom(supportDraftAtom);
  return useCallback(
    (draft) => {
      setDraft(draft);
      setView('open');
    },
    [setDraft, setView],
  );
}
