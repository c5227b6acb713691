import { blogPostInputSchema, blogPreviewSchema, blogPublishSchema } from '../../shared/contract/blog';
import type { AppContext } from '../http/context';
import { idParam } from '../http/params';
import { ApiRouter } from '../http/routing';
import { renderMarkdown } from './markdown';
import { presentPost, presentPostSummary } from './present';
import type { BlogRepo } from './repo';
import { createPost, deletePost, publishPost, updatePost, visiblePost } from './service';

function isAdmin(ctx: AppContext): boolean {
  return ctx.state.user?.userRole === 'admin';
}

/** The blog: published posts for everyone, writing and publishing for admins. */
export function blogRoutes(repo: BlogRepo): ApiRouter {
  const api = new ApiRouter();

  api.get('/api/blog-posts', 'anonymous', async (ctx) => {
    const all = ctx.query.all === '1' && isAdmin(ctx);
    ctx.set('Cache-Control', all ? 'no-store' : 'no-cache');
    ctx.body = (await (all ? repo.listAll() : repo.listPublished())).map(presentPostSummary);
  });
  api.get('/api/blog-posts/:id', 'anonymous', async (ctx) => {
    const admin = isAdmin(ctx);
    ctx.set('Cache-Control', admin ? 'no-store' : 'no-cache');
    ctx.body = await presentPost(await visiblePost(repo, ctx.params.id ?? '', admin), { withSource: admin });
  });

  api.post('/api/admin/blog-posts/preview', 'admin', async (ctx) => {
    const { bodyMarkdown } = blogPreviewSchema.parse(ctx.state.body);
    ctx.body = { bodyHtml: await renderMarkdown(bodyMarkdown) };
  });
  api.post('/api/admin/blog-posts', 'admin', async (ctx) => {
    const post = await createPost(repo, blogPostInputSchema.parse(ctx.state.body));
    ctx.status = 201;
    ctx.body = await presentPost(post, { withSource: true });
  });
  api.put('/api/admin/blog-posts/:id', 'admin', async (ctx) => {
    const post = await updatePost(repo, idParam(ctx), blogPostInputSchema.parse(ctx.state.body));
    ctx.body = await presentPost(post, { withSource: true });
  });
  api.put('/api/admin/blog-posts/:id/publish', 'admin', async (ctx) => {
    const { published } = blogPublishSchema.parse(ctx.state.body);
    ctx.body = await presentPost(await publishPost(repo, idParam(ctx), published), { withSource: true });
  });
  api.delete('/api/admin/blog-posts/:id', 'admin', async (ctx) => {
    await deletePost(repo, idParam(ctx));
    ctx.status = 204;
  });
  return api;
}
