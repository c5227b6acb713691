import { useId, type SelectHTMLAttributes } from 'react';

/** A labelled select with its error announced and tied to it (the select twin of Field). */
export function SelectField({ label, error, children, ...select }: { label: string; error?: string | undefined } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
