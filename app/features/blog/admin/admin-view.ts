import type { BlogAdminView } from './BlogAdminPage';

/** Reads `?editor=new` or `?editor={id}` from the blog admin's address; anything else shows the list. */
export function parseBlogAdminSearch(search: Record<string, unknown>): BlogAdminView {
  const editor = search.editor;
  if (editor === 'new') return { editor: 'new' };
  const id = typeof editor === 'number' ? editor : typeof editor === 'string' && /^\d{1,15}$/.test(editor) ? Number(editor) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? { editor: id } : {};
}
