import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_MESSAGES, blogPostListSchema, blogPostSchema, type BlogPost } from '../../shared/contract/blog';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { buildUser } from '../helpers/users';

let server: TestServer;
let admin: TestClient;
let user: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://kartis.example' });
  admin = await signedIn(server.url, { email: 'admin@kartis.app', password: 'admin-password-1' });
  const plain = await buildUser(server.query);
  user = await signedIn(server.url, { email: plain.email, password: plain.password });
  anonymous = new TestClient(server.url);
});
afterAll(() => server.close());

const draft = { title: 'כרטיס חדש לגמרי', excerpt: 'תקציר קצר', bodyMarkdown: '## כותרת\n\nפסקה עם **הדגשה**.', author: 'צוות כרטיס' };

async function publicList() {
  const response = await anonymous.fetch('/api/blog-posts');
  expect(response.status).toBe(200);
  return blogPostListSchema.parse(await response.json());
}

async function createAsAdmin(body: Record<string, unknown>): Promise<BlogPost> {
  const response = await admin.send('POST', '/api/admin/blog-posts', body);
  expect(response.status).toBe(201);
  return blogPostSchema.parse(await response.json());
}

describe('reading the blog', () => {
  it('lists the seeded Hebrew and English posts, published and newest first, without their bodies', async () => {
    const posts = await publicList();
    expect(posts.filter((post) => post.language === 'he').length).toBeGreaterThanOrEqual(3);
    expect(posts.filter((post) => post.language === 'en').map((post) => post.slug)).toEqual(['from-card-lead-to-customer', 'seven-things-for-a-digital-business-card']);
    expect(posts.every((post) => post.isPublished && post.publishedAt !== null)).toBe(true);
    const dates = posts.map((post) => post.publishedAt!);
    expect(dates).toEqual(dates.toSorted().toReversed());
    expect(posts.map((post) => post.title)).toContain('איך עובד כרטיס NFC, ולמה הוא עובד גם באייפון');
    expect(posts[0]).not.toHaveProperty('bodyHtml');
  });

  it('serves one post by id or slug with its Markdown rendered to HTML, but not the source', async () => {
    const [first] = await publicList();
    const byId = blogPostSchema.parse(await (await anonymous.fetch(`/api/blog-posts/${first!.id}`)).json());
    expect(byId.title).toBe(first!.title);
    expect(byId.bodyHtml).toMatch(/<h2>.+<\/h2>/);
    expect(byId.bodyMarkdown).toBeUndefined();
    const bySlug = blogPostSchema.parse(await (await anonymous.fetch(`/api/blog-posts/${first!.slug}`)).json());
    expect(bySlug.id).toBe(first!.id);
  });

  it('answers 404 for a post that does not exist', async () => {
    const response = await anonymous.fetch('/api/blog-posts/999999');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: STATUS_MESSAGES[404], code: 'not_found' });
  });
});

describe('who may write', () => {
  const writes: [string, string, unknown][] = [
    ['POST', '/api/admin/blog-posts', draft],
    ['PUT', '/api/admin/blog-posts/1', draft],
    ['PUT', '/api/admin/blog-posts/1/publish', { published: false }],
    ['DELETE', '/api/admin/blog-posts/1', undefined],
    ['POST', '/api/admin/blog-posts/preview', { bodyMarkdown: '# x' }],
  ];

  it('refuses visitors with 401 and signed-in users with 403, and changes nothing', async () => {
    const before = await publicList();
    for (const [method, path, body] of writes) {
      const asVisitor = await anonymous.send(method, path, body);
      expect([path, asVisitor.status, await asVisitor.json()]).toEqual([path, 401, { message: STATUS_MESSAGES[401], code: 'unauthorized' }]);
      const asUser = await user.send(method, path, body);
      expect([path, asUser.status, await asUser.json()]).toEqual([path, 403, { message: STATUS_MESSAGES[403], code: 'forbidden' }]);
    }
    expect(await publicList()).toEqual(before);
  });

  it('ignores ?all=1 from someone who is not an admin', async () => {
    const hidden = await createAsAdmin({ ...draft, title: 'טיוטה סודית' });
    for (const client of [anonymous, user]) {
      const posts = blogPostListSchema.parse(await (await client.fetch('/api/blog-posts?all=1')).json());
      expect(posts.map((post) => post.id)).not.toContain(hidden.id);
    }
  });
});

describe('an admin writing a post', () => {
  it('creates a hidden post, publishes it, edits it, hides it again and deletes it', async () => {
    const created = await createAsAdmin(draft);
    expect(created).toMatchObject({ title: draft.title, isPublished: false, publishedAt: null, bodyMarkdown: draft.bodyMarkdown });
    expect(created.bodyHtml).toBe('<h2>כותרת</h2>\n<p>פסקה עם <strong>הדגשה</strong>.</p>');

    expect((await anonymous.fetch(`/api/blog-posts/${created.id}`)).status).toBe(404);
    expect((await publicList()).map((post) => post.id)).not.toContain(created.id);
    const adminView = blogPostListSchema.parse(await (await admin.fetch('/api/blog-posts?all=1')).json());
    expect(adminView.find((post) => post.id === created.id)?.isPublished).toBe(false);

    const published = blogPostSchema.parse(await (await admin.send('PUT', `/api/admin/blog-posts/${created.id}/publish`, { published: true })).json());
    expect(published.isPublished).toBe(true);
    expect(published.publishedAt).not.toBeNull();
    expect((await publicList())[0]?.id).toBe(created.id);

    const edited = await admin.send('PUT', `/api/admin/blog-posts/${created.id}`, { ...draft, title: 'כותרת מתוקנת', slug: 'Fixed-Title' });
    expect(edited.status).toBe(200);
    expect(blogPostSchema.parse(await edited.json())).toMatchObject({ title: 'כותרת מתוקנת', slug: 'fixed-title', isPublished: true });
    const read = blogPostSchema.parse(await (await anonymous.fetch('/api/blog-posts/fixed-title')).json());
    expect(read.title).toBe('כותרת מתוקנת');

    const hidden = blogPostSchema.parse(await (await admin.send('PUT', `/api/admin/blog-posts/${created.id}/publish`, { published: false })).json());
    expect(hidden.isPublished).toBe(false);
    expect(hidden.publishedAt).toBe(published.publishedAt);
    expect((await anonymous.fetch(`/api/blog-posts/${created.id}`)).status).toBe(404);

    expect((await admin.send('DELETE', `/api/admin/blog-posts/${created.id}`)).status).toBe(204);
    expect((await admin.fetch(`/api/blog-posts/${created.id}`)).status).toBe(404);
    expect((await admin.send('DELETE', `/api/admin/blog-posts/${created.id}`)).status).toBe(404);
  });

  it('explains invalid input in Hebrew, field by field', async () => {
    const response = await admin.send('POST', '/api/admin/blog-posts', { title: '  ', bodyMarkdown: '', author: '', cover: 'javascript:alert(1)', slug: '123', language: 'fr' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; details: { path: string; message: string }[] };
    expect(body.code).toBe('validation_failed');
    expect(Object.fromEntries(body.details.map((d) => [d.path, d.message]))).toEqual({
      title: BLOG_MESSAGES.titleRequired,
      slug: BLOG_MESSAGES.slugFormat,
      bodyMarkdown: BLOG_MESSAGES.bodyRequired,
      cover: BLOG_MESSAGES.coverUrl,
      author: BLOG_MESSAGES.authorRequired,
      language: BLOG_MESSAGES.languageInvalid,
    });
  });

  it('keeps the language a post is written in: Hebrew unless told, English when chosen, and changed by an edit', async () => {
    expect((await createAsAdmin(draft)).language).toBe('he');
    const english = await createAsAdmin({ ...draft, title: 'Kartis at the כנס יזמים fair', language: 'en', isPublished: true });
    expect(english.language).toBe('en');
    expect((await publicList()).find((post) => post.id === english.id)?.language).toBe('en');
    const edited = await admin.send('PUT', `/api/admin/blog-posts/${english.id}`, { ...draft, language: 'he' });
    expect(blogPostSchema.parse(await edited.json()).language).toBe('he');
  });

  it('refuses a slug another post already uses with 409', async () => {
    await createAsAdmin({ ...draft, slug: 'taken-slug' });
    const response = await admin.send('POST', '/api/admin/blog-posts', { ...draft, slug: 'taken-slug' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: BLOG_MESSAGES.slugTaken, code: 'slug_taken' });
  });

  it('answers 404 when editing or publishing a post that does not exist', async () => {
    expect((await admin.send('PUT', '/api/admin/blog-posts/999999', draft)).status).toBe(404);
    expect((await admin.send('PUT', '/api/admin/blog-posts/999999/publish', { published: true })).status).toBe(404);
  });
});

const hostile = [
  '# כותרת',
  '<script>alert("xss")</script>',
  '<img src="/x.png" onerror="alert(1)">',
  '[לחצו כאן](javascript:alert(1))',
  '<a href="https://example.com" onclick="alert(1)" target="_blank">קישור</a>',
  '<iframe src="https://evil.example"></iframe><p style="color:red">טקסט</p>',
].join('\n\n');

function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=|target=/i);
  expect(html).toContain('<img src="/x.png" alt="" loading="lazy" decoding="async" />');
  expect(html).toContain('<a rel="noopener nofollow">לחצו כאן</a>');
  expect(html).toContain('<a href="https://example.com" rel="noopener nofollow">קישור</a>');
  expect(html).toContain('<h2>כותרת</h2>');
}

describe('Markdown is sanitised on the server', () => {
  it('in a saved post', async () => {
    const post = await createAsAdmin({ ...draft, bodyMarkdown: hostile, isPublished: true });
    expectHarmless(post.bodyHtml);
    const read = blogPostSchema.parse(await (await anonymous.fetch(`/api/blog-posts/${post.id}`)).json());
    expectHarmless(read.bodyHtml);
  });

  it('in the editor preview, which uses the same renderer', async () => {
    const response = await admin.send('POST', '/api/admin/blog-posts/preview', { bodyMarkdown: hostile });
    expect(response.status).toBe(200);
    expectHarmless(((await response.json()) as { bodyHtml: string }).bodyHtml);
  });
});

describe('sitemap.xml', () => {
  it('lists published posts with their last change and leaves hidden ones out', async () => {
    const shown = await createAsAdmin({ ...draft, title: 'מופיע במפה', isPublished: true });
    const hidden = await createAsAdmin({ ...draft, title: 'לא מופיע במפה' });
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(xml).toContain(`<url><loc>https://kartis.example/blog/${shown.id}</loc><lastmod>${shown.updatedAt}</lastmod></url>`);
    expect(xml).not.toContain(`/blog/${hidden.id}<`);
    for (const post of await publicList()) expect(xml).toContain(`<loc>https://kartis.example/blog/${post.id}</loc>`);
  });
});
