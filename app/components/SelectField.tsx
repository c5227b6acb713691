import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, useControlTie, type FieldTexts } from './Field';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & FieldTexts;

/** A labelled drop-down with its hint and error message announced and tied to it. */
export function SelectField({ label, error, hint, className, children, ...select }: SelectFieldProps) {
  const tie = useControlTie({ error, hint });
  return (
    <FieldFrame tie={tie} label={label} error={error} hint={hint} className={className}>
      <select {...tie} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}
