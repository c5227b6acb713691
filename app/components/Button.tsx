import type { ButtonHTMLAttributes, MouseEvent } from 'react';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Class names for a button look, for links that should look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return ['btn', `btn-${variant}`, extra].filter(Boolean).join(' ');
}

/**
 * A button with the app's looks; defaults to type="button" so it never submits by accident. While `busy` with its
 * request it says so (aria-busy) and stays focusable, marked aria-disabled and ignoring presses (a form's submission
 * too): a disabled button drops the keyboard's focus to the page, and a screen reader user would hear nothing more.
 * `disabled` is for a button that cannot be used yet (an empty field, the last page).
 */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  disabled,
  busy = false,
  onClick,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-busy'> & { variant?: ButtonVariant; busy?: boolean }) {
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
      aria-busy={busy || undefined}
      onClick={ignoreWhileBusy}
      {...props}
    />
  );
}
