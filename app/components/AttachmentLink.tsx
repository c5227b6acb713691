import type { VisitorFileInfo } from '../../shared/contract/visitor-files';
import { useT } from '../i18n';
import { formatFileSize } from '../lib/format';

/** A page with its corner folded (a PDF), or a framed landscape (a picture): drawn, so no emoji font is needed. */
const ICON_PATHS: Record<VisitorFileInfo['kind'], string> = {
  pdf: 'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM7 13v2h10v-2H7Zm0 4v2h7v-2H7Z',
  image: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm0 2v10.6l3.5-3.6 3 3 4-4.5 3.5 4V5H5Zm4 1.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
};

/** A download link to a file a visitor (`sender`) attached: its name and size. */
export function AttachmentLink({ href, file, sender }: { href: string; file: VisitorFileInfo; sender: string }) {
  const t = useT();
  return (
    <a className="attachment-link" href={href} download={file.name} aria-label={t('attachment.downloadOf', { name: sender, file: file.name })}>
      <svg className="attachment-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="currentColor" fillRule="evenodd" d={ICON_PATHS[file.kind]} />
      </svg>
      <bdi className="attachment-name">{file.name}</bdi>
      <span className="attachment-size" dir="ltr">
        {formatFileSize(file.bytes)}
      </span>
    </a>
  );
}
