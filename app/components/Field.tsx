import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** What every labelled form control shows besides itself. */
export interface FieldTexts {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** The attributes that tie a control to its label, hint and error. */
export interface ControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The attributes that tie a control to its label, hint and error, for the control and its FieldFrame. */
export function useControlTie({ error, hint }: Pick<FieldTexts, 'error' | 'hint'>): ControlAttributes {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}

/** The frame of a form control (its children): its label, its hint, and its error announced, tied to it by `tie`. */
export function FieldFrame({ tie, label, error, hint, className, children }: FieldTexts & { tie: ControlAttributes; className?: string | undefined; children: ReactNode }) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={tie.id}>{label}</label>
      {children}
      {hint && (
        <p id={`${tie.id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${tie.id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldTexts;

/** A labelled input with its hint and error message announced and tied to it. */
export function Field({ label, error, hint, className, ...input }: FieldProps) {
  const tie = useControlTie({ error, hint });
  return (
    <FieldFrame tie={tie} label={label} error={error} hint={hint} className={className}>
      <input {...tie} {...input} />
    </FieldFrame>
  );
}
