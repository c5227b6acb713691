import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n';

/** A checkbox with its label beside it; `describedBy` names what else tells what it is for (an item's heading). */
export function CheckboxField({ label, checked, onChange, hint, describedBy }: { label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string; describedBy?: string }) {
  const id = useId();
  const description = [describedBy, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="editor-check">
      <label className="checkbox" htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={description || undefined} />
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

/** A "+ something" button of the editor's lists (an item kind, a language), named "Add …" for screen readers. */
export function AddButton({ children, ...button }: { children: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  const t = useT();
  return (
    <button type="button" className="btn btn-secondary btn-small" {...button}>
      <span aria-hidden="true">+ </span>
      <span className="visually-hidden">{t('editor.add')} </span>
      {children}
    </button>
  );
}
