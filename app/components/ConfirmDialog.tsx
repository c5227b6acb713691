import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { useT } from '../i18n';

/**
 * Asks before a destructive action; Cancel has the focus, the confirm button shows the pending state
 * (with `pendingLabel` as its text while pending, when given). `children` follow the text (a list of what goes).
 */
export function ConfirmDialog(props: {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open onClose={props.onClose} labelledBy={titleId}>
      <h2 id={titleId}>{props.title}</h2>
      <p>{props.text}</p>
      {props.children}
      <div className="button-row">
        <Button variant="danger" onClick={props.onConfirm} busy={props.pending}>
          {props.pending && props.pendingLabel ? props.pendingLabel : props.confirmLabel}
        </Button>
        <Button variant="secondary" onClick={props.onClose} data-autofocus>
          {t('common.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
