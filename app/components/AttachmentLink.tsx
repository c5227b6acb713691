import type { VisitorFileInfo } from '../../shared/contract/visitor-files';
import { useT } from '../i18n';
import { formatFileSize } from '../lib/format';

/** A download link to a file a visitor (`sender`) attached: its name and size. */
export function AttachmentLink({ href, file, sender }: { href: string; file: VisitorFileInfo; sender: string }) {
  const t = useT();
  return (
    <a className="attachment-link" href={href} download={file.name} aria-label={t('attachment.downloadOf', { name: sender, file: file.name })}>
      <span aria-hidden="true">{file.kind === 'pdf' ? '📄' : '🖼️'}</span>
      <bdi className="attachment-name">{file.name}</bdi>
      <span className="attachment-size" dir="ltr">
        {formatFileSize(file.bytes)}
      </span>
    </a>
  );
}
