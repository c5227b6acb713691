import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { loadServerTexts, serverText, serverTextsReady } from './server-texts';
import { ApiError, messageOf } from './errors';
import { fieldErrorsFromIssues, readForm } from './form-errors';
import { toast } from './toast';

/** A schema as a form needs it: safeParse with issues (zod's shape). */
export interface FormSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Where a refusal that names no field shows: next to one field, or in a toast with this title. */
export type GeneralRefusal = { field: string } | { toastTitle: string };

export interface SchemaFormOptions<T, R> {
  schema: FormSchema<T>;
  /** Turns the form's named text values (and the form itself, for files and checkboxes) into the schema's input. */
  prepare?: (values: Record<string, string>, form: HTMLFormElement) => unknown;
  /** Problems the schema cannot see (a file's size), by field. */
  check?: (input: T, form: HTMLFormElement) => Record<string, string>;
  send: (input: T, form: HTMLFormElement) => Promise<R>;
  onSuccess?: (result: R, input: T, form: HTMLFormElement) => void;
  /** Field errors of a refusal beyond the server's `details` (say, a 413 that is the file's). */
  fieldErrorsOf?: (error: unknown) => Record<string, string> | undefined;
  /** Unset when the flow that refused has told the user itself (the sign-in flow's own toast). */
  refusal?: GeneralRefusal;
  /** The message of a refusal that carries none. */
  fallbackMessage: string;
  /** Puts a message into the language shown, where the form has its own texts for it (else the contract's English). */
  translate?: (message: string) => string;
}

/** The field problems a refusal lists: the server's `details` (ApiError), or those of a flow's own error. */
function refusalFieldErrors(error: unknown): Record<string, string> {
  if (error instanceof ApiError) return error.fieldErrors;
  const fields = error instanceof Error && 'fieldErrors' in error ? error.fieldErrors : undefined;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}

/**
 * A refusal's field problems, split: those of fields the form shows go beside them; the rest (of a field the form has
 * not, say the token of the link that opened the page) make one message for the whole form, so that none is lost.
 */
export function placeRefusal(fieldErrors: Record<string, string>, shows: (field: string) => boolean): { fields: Record<string, string>; general?: string } {
  const fields: Record<string, string> = {};
  const rest = new Set<string>();
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (shows(field)) fields[field] = message;
    else rest.add(message);
  }
  return rest.size > 0 ? { fields, general: [...rest].join(' ') } : { fields };
}

/** Stands for every field: the form lists the errors itself, so it shows them all. */
const EVERY_FIELD = '*';

/** `errors` as the form reads them, noting in `seen` each field it asks for: those are the fields the form shows. */
export function noteReads(errors: Record<string, string>, seen: Set<string>): Record<string, string> {
  return new Proxy(errors, {
    get(target, key, receiver) {
      if (typeof key === 'string') seen.add(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
    ownKeys(target) {
      seen.add(EVERY_FIELD);
      return Reflect.ownKeys(target);
    },
  });
}

/**
 * One form, wired the same way everywhere: the contract's schema checks the input before it is sent, the answer's
 * field problems show next to their fields (the first of them focused), and any other refusal beside one field or
 * in a toast, as does a problem of a field the form does not show. `onSubmit` reads a form of named inputs; `submit`
 * takes values a form holds in state.
 */
export function useSchemaForm<T, R>(options: SchemaFormOptions<T, R>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The fields whose errors the form has read while drawing itself.
  const [shown] = useState(() => new Set<string>());
  const readErrors = useMemo(() => noteReads(errors, shown), [errors, shown]);
  const shows = (field: string) => shown.has(field) || shown.has(EVERY_FIELD);
  const formRef = useRef<HTMLFormElement>(null);
  // The form whose first invalid field takes the focus once a render has marked it: a frame later can still be too soon.
  const focusIn = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    const field = focusIn.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus();
    focusIn.current = null;
  });
  const mutation = useMutation({ mutationFn: ({ input, form }: { input: T; form: HTMLFormElement }) => options.send(input, form), retry: false });

  const translate = options.translate ?? ((message: string) => serverText(message, { field: true }));

  function show(found: Record<string, string>, form: HTMLFormElement) {
    const display = () => {
      focusIn.current = form;
      setErrors(Object.fromEntries(Object.entries(found).map(([field, message]) => [field, translate(message)])));
    };
    // The contract's checks speak Hebrew: an English screen first loads their English.
    if (serverTextsReady()) display();
    else void loadServerTexts().catch(() => undefined).then(display);
  }

  function submit(raw: unknown, form: HTMLFormElement): void {
    const parsed = options.schema.safeParse(raw);
    const found = parsed.success ? (options.check?.(parsed.data, form) ?? {}) : fieldErrorsFromIssues(parsed.error.issues);
    if (!parsed.success || Object.keys(found).length > 0) {
      show(found, form);
      return;
    }
    setErrors({});
    const input = parsed.data;
    mutation.mutate(
      { input, form },
      {
        onSuccess: (result) => options.onSuccess?.(result, input, form),
        onError: (error) => {
          const { fields, general } = placeRefusal(options.fieldErrorsOf?.(error) ?? refusalFieldErrors(error), shows);
          if (general === undefined && Object.keys(fields).length > 0) return show(fields, form);
          const message = (options.translate ?? serverText)(general ?? messageOf(error, options.fallbackMessage));
          if (options.refusal && 'field' in options.refusal) return show({ ...fields, [options.refusal.field]: message }, form);
          if (Object.keys(fields).length > 0) show(fields, form);
          else setErrors({});
          if (options.refusal) toast({ title: options.refusal.toastTitle, description: message, variant: 'destructive' });
          // The flow that refused has told the user its own message; a problem it could not place is said as well.
          else if (general !== undefined) toast({ title: message, variant: 'destructive' });
        },
      },
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form);
    submit(options.prepare ? options.prepare(values, form) : values, form);
  }

  return {
    errors: readErrors,
    setErrors,
    busy: mutation.isPending,
    onSubmit,
    /** Submits values held in state, for the form `formRef` points at. */
    submit: (values: unknown) => formRef.current && submit(values, formRef.current),
    formRef: formRef as RefObject<HTMLFormElement>,
  };
}
