export { escapeHtml } from '../../shared/html-escape';

/** JSON safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`), and no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
