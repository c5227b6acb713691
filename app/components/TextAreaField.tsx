import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, useControlTie, type FieldTexts } from './Field';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FieldTexts;

/** A labelled multi-line input with its hint and error message announced and tied to it. */
export function TextAreaField({ label, error, hint, className, ...textarea }: TextAreaFieldProps) {
  const tie = useControlTie({ error, hint });
  return (
    <FieldFrame tie={tie} label={label} error={error} hint={hint} className={className}>
      <textarea {...tie} {...textarea} />
    </FieldFrame>
  );
}
