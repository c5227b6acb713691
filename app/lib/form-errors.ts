/** One problem found by a schema: where and what (the shape zod issues share). */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Maps schema issues to the first message per field (path segments joined by dots), each put through `text`. */
export function fieldErrorsFromIssues(issues: readonly Issue[], text = (message: string) => message): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in errors)) errors[path] = text(issue.message);
  }
  return errors;
}

/** Reads a form's named text fields as a plain object. */
export function readForm(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}
