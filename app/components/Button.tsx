import type { ButtonHTMLAttributes, MouseEvent } from 'react';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Class names for a button look, for links that should look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return ['btn', `btn-${variant}`, extra].filter(Boolean).join(' ');
}

/**
 * A button with the app's looks; defaults to type="button" so it never submits by accident. While it is busy
 * (`aria-busy`) a `disabled` one stays focusable, marked aria-disabled and ignoring presses (a form's submission
 * too): a disabled button drops the keyboard's focus to the page, and a screen reader user would hear nothing more.
 */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  disabled,
  onClick,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  const busy = Boolean(disabled && props['aria-busy']);
  const ignoreWhileBusy = (event: MouseEvent<HTMLButtonElement>) => {
    if (!busy) return onClick?.(event);
    event.preventDefault();
  };
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled && !busy}
      aria-disabled={busy || undefined}
      onClick={ignoreWhileBusy}
      {...props}
    />
  );
}
