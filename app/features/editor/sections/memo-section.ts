import { memo, type FunctionComponent } from 'react';
import type { EditorForm } from '../form-model';
import type { EditorFormApi } from '../use-editor-form';

/**
 * A section of the editor that draws again only when what it shows changes: the form fields it reads (`reads`), the
 * form's errors, or another of its props. A keystroke in the name then redraws the details, not the whole form.
 * `reads` must name every field the section (and what it renders) reads from `editor.form`.
 */
export function memoSection<P extends { editor: EditorFormApi }>(Section: FunctionComponent<P>, reads: readonly (keyof EditorForm)[]) {
  return memo(Section, (before, after) => {
    const { editor: was, ...beforeRest } = before;
    const { editor: is, ...afterRest } = after;
    const rest = beforeRest as Record<string, unknown>;
    return (
      was.errors === is.errors &&
      reads.every((field) => was.form[field] === is.form[field]) &&
      Object.entries(afterRest as Record<string, unknown>).every(([key, value]) => rest[key] === value)
    );
  });
}
