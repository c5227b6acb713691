import type { ButtonHTMLAttributes } from 'react';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Class names for a button look, for links that should look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return ['btn', `btn-${variant}`, extra].filter(Boolean).join(' ');
}

/** A button with the app's looks; defaults to type="button" so it never submits by accident. */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
