import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadPurpose, UploadResult } from '../../../shared/contract/profiles';
import { messageOf } from '../../lib/errors';
import { isCancelled } from '../../lib/multipart';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { uploadImage } from '../profiles';

/** A file to send, or the work that makes it (a crop, a smaller copy) so that the progress shows from the start. */
export type UploadSource = File | (() => Promise<File>);

/**
 * Uploads images one at a time, exposing the progress (0–1, null when idle) and the last error. `cancel()` aborts the
 * request under way: its upload resolves to null, without an error, as if the file had never been chosen.
 */
export function useImageUpload(purpose: UploadPurpose) {
  const t = useT();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const upload = useCallback(
    async (source: UploadSource): Promise<UploadResult | null> => {
      const controller = new AbortController();
      current.current = controller;
      setError(undefined);
      setProgress(0);
      try {
        const file = typeof source === 'function' ? await source() : source;
        return await uploadImage(file, purpose, { onProgress: setProgress, signal: controller.signal });
      } catch (failure) {
        if (isCancelled(failure)) return null;
        const message = messageOf(failure, t('editor.uploadFailed'));
        setError(message);
        toast({ title: t('editor.uploadFailed'), description: message, variant: 'destructive' });
        return null;
      } finally {
        if (current.current === controller) current.current = null;
        setProgress(null);
      }
    },
    [purpose, t],
  );

  const cancel = useCallback(() => current.current?.abort(), []);

  return { upload, cancel, progress, error, busy: progress !== null };
}
