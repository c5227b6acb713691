import { useMutation } from '@tanstack/react-query';
import { blogPreviewResultSchema } from '../../../../../shared/contract/blog';
import { request } from '../../../../lib/api';
import { answer } from '../../../../lib/answer';
import { ADMIN_BLOG_PATH } from './admin-path';

/** Renders Markdown with the server's own renderer and sanitiser, for the editor's preview. */
export function usePreviewPost() {
  return useMutation({
    mutationFn: async (bodyMarkdown: string): Promise<string> =>
      answer(await request('POST', `${ADMIN_BLOG_PATH}/preview`, { bodyMarkdown }), import.meta.env.DEV && blogPreviewResultSchema).bodyHtml,
  });
}
