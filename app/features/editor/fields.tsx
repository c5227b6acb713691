import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
  describedBy: string | undefined;
}

/** Ids tying a control to its label, hint and error. */
function useFieldIds(hint: string | undefined, error: string | undefined): FieldIds {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** Label, hint and error around one control (the textarea and select siblings of Field). */
function FieldFrame({ ids, label, hint, error, className, children }: { ids: FieldIds; label: string; hint?: string; error?: string; className?: string; children: ReactNode }) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.id}>{label}</label>
      {children}
      {hint && (
        <p id={ids.hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled multi-line text box with its hint and error. */
export function TextAreaField({ label, hint, error, className, ...textarea }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string; hint?: string; error?: string }) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea id={ids.id} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...textarea} />
    </FieldFrame>
  );
}

/** A labelled drop-down with its hint and error. */
export function SelectField({
  label,
  hint,
  error,
  className,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { label: string; hint?: string; error?: string }) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <select id={ids.id} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string }) {
  const id = useId();
  return (
    <div className="editor-check">
      <label className="checkbox" htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={hint ? `${id}-hint` : undefined} />
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
