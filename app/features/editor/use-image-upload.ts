import { useCallback, useState } from 'react';
import type { UploadPurpose, UploadResult } from '../../../api/contract/profiles';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useT } from '../../i18n';
import { uploadImage } from '../profiles/api/upload-image';

/** Uploads images one at a time, exposing the progress (0–1, null when idle) and the last error. */
export function useImageUpload(purpose: UploadPurpose) {
  const t = useT();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();

  const upload = useCallback(
    async (file: File): Promise<UploadResult | null> => {
      setError(undefined);
      setProgress(0);
      try {
        return await uploadImage(file, purpose, { onProgress: setProgress });
      } catch (failure) {
        const message = messageOf(failure, t('editor.uploadFailed'));
        setError(message);
        toast({ title: t('editor.uploadFailed'), description: message, variant: 'destructive' });
        return null;
      } finally {
        setProgress(null);
      }
    },
    [purpose, t],
  );

  return { upload, progress, error, busy: progress !== null };
}
