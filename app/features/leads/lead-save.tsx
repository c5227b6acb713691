import { useEffect, useState } from 'react';
import type { LeadUpdate } from '../../../shared/contract/leads';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { useUpdateLead } from './api/update-lead';

/** How long «הסטטוס עודכן», «ההערה נשמרה» and their like stay beside their control. */
const SAVED_SHOWN_MS = 4000;

/** One field of a lead changed at a time, so that its own control says it was saved. */
type OneChange = Pick<LeadUpdate, 'status'> | Pick<LeadUpdate, 'note'> | Pick<LeadUpdate, 'tags'> | Pick<LeadUpdate, 'remindAt'>;

/**
 * Saves a change to a lead's status, note, tags or reminder. Its confirmation is said beside the control (`saved`, for
 * a few seconds), where a toast at the bottom of a phone's screen covered the same lead's follow-up button; a failure is
 * still a toast (and the lead shows its saved value again, `registerOfflineLeadEdits`).
 */
export function useLeadSave(id: number) {
  const t = useT();
  const update = useUpdateLead();
  const [saved, setSaved] = useState<{ field: keyof LeadUpdate; at: number } | null>(null);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(null), SAVED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [saved]);
  const save = (changes: OneChange, onError?: () => void) =>
    update.mutate(
      { id, changes },
      {
        onSuccess: () => setSaved({ field: Object.keys(changes)[0] as keyof LeadUpdate, at: Date.now() }),
        onError: (error) => {
          onError?.();
          toast({ title: t('leads.failed'), description: messageOf(error, ''), variant: 'destructive' });
        },
      },
    );
  /** When `field` was last saved, while that is said. */
  const savedAt = (field: keyof LeadUpdate) => (saved?.field === field ? saved.at : null);
  return { save, savedAt };
}

/**
 * `text` while a save made at `saved` is shown: a polite live region, there from the start so that a screen reader says
 * its words when they come, and again for a second save (its words written anew).
 */
export function SavedNotice({ text, saved }: { text: string; saved: number | null }) {
  return (
    <span className="lead-saved" role="status">
      {saved !== null && <span key={saved}>{text}</span>}
    </span>
  );
}
