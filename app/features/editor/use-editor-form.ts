import { useCallback, useEffect, useRef, useState } from 'react';
import { isDirty, type EditorForm, type EditorItem } from './form-model';
import { withoutItemErrors } from './items';

/** The editor's form state: values, the last loaded or saved values, and field errors by path. */
export function useEditorForm(initial: EditorForm) {
  const [form, setForm] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const latest = useRef(form);
  useEffect(() => {
    latest.current = form;
  }, [form]);

  const clearError = useCallback((path: string) => {
    setErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  /** Sets one top-level field and forgets its error. */
  const setField = useCallback(
    <K extends keyof EditorForm>(name: K, value: EditorForm[K]) => {
      setForm((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
    [clearError],
  );

  /** Changes the item list; a change of order or length makes item errors (keyed by position) stale. */
  const changeItems = useCallback((change: (items: EditorItem[]) => EditorItem[], { reordered = false } = {}) => {
    setForm((current) => ({ ...current, items: change(current.items) }));
    if (reordered) setErrors(withoutItemErrors);
  }, []);

  /** Changes the card's versions in other languages. */
  const changeTranslations = useCallback((change: (translations: EditorForm['translations']) => EditorForm['translations']) => {
    setForm((current) => ({ ...current, translations: change(current.translations) }));
  }, []);

  /** Replaces values and baseline at once (a card loaded or saved). */
  const reset = useCallback((next: EditorForm) => {
    setForm(next);
    setBaseline(next);
    setErrors({});
  }, []);

  /** The form as it is now, for callbacks that outlive the render they were made in. */
  const currentForm = useCallback(() => latest.current, []);

  return { form, baseline, currentForm, errors, setErrors, clearError, setField, changeItems, changeTranslations, reset, setBaseline, dirty: isDirty(form, baseline) };
}

/** What the editor's sections receive to read and change the form. */
export type EditorFormApi = ReturnType<typeof useEditorForm>;
