import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useT } from '../i18n';
import { Button, buttonClass } from './Button';
import { FieldFrame, useControlTie, type FieldTexts } from './Field';

/** What a FileField shows and tells: `chosen` names the file it holds when its owner keeps it (an upload already made). */
interface FileFieldProps extends FieldTexts {
  name?: string;
  accept: string;
  disabled?: boolean;
  chosen?: string | undefined;
  onChoose?: (file: File) => void;
  onRemove?: () => void;
}

/**
 * A file field in the page's language: the browser's own ("Choose File / No file chosen") speaks the browser's. The
 * input stays in its form and takes the keyboard's focus (shown on its button, a label for it); beside the button, the
 * chosen file's name and a way to remove it.
 */
export function FileField({ label, hint, error, name, accept, disabled, chosen, onChoose, onRemove }: FileFieldProps) {
  const t = useT();
  const tie = useControlTie({ error, hint });
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<string>();
  const shown = chosen ?? picked;

  // A file chosen on the page as the server drew it, before the app took the page over, is this field's choice too:
  // the input is the same element, and its change came before the app listened.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (!early) return;
    setPicked(early.name);
    onChoose?.(early);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, when the app takes the field over.
  }, []);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setPicked(file?.name);
    if (file) onChoose?.(file);
  }

  function remove() {
    if (input.current) input.current.value = '';
    setPicked(undefined);
    onRemove?.();
    input.current?.focus();
  }

  return (
    <FieldFrame tie={tie} label={label} error={error} hint={hint} className="file-field">
      <div className="file-field-row">
        <input {...tie} ref={input} className="visually-hidden file-input" type="file" name={name} accept={accept} disabled={disabled} onChange={choose} />
        <label htmlFor={tie.id} className={buttonClass('secondary', 'file-button')} aria-hidden="true">
          {t('file.choose')}
        </label>
        {shown && (
          <>
            <span className="file-field-name" dir="auto">
              {shown}
            </span>
            <Button variant="ghost" disabled={disabled} onClick={remove}>
              {t('file.remove')}
              <span className="visually-hidden"> {shown}</span>
            </Button>
          </>
        )}
      </div>
    </FieldFrame>
  );
}
