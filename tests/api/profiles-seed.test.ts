import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_READ_ONLY_MESSAGE } from '../../shared/contract/auth';
import { profileInputSchema, profileUpdateSchema, TEMPLATES, type Profile, type ProfileSummary } from '../../shared/contract/profiles';
import { createLogger } from '../../api/log';
import { presentProfile } from '../../api/profiles/present';
import { profilesRepo } from '../../api/profiles/repo';
import { seed } from '../../api/seed/seed';
import { DEMO_ACCOUNT } from '../../api/users/accounts';
import { EXAMPLES_ACCOUNT, restoreDemoCard } from '../../api/seed/profiles';
import { EXAMPLE_CARDS } from '../../app/features/profiles/examples/example-cards';
import type { CardLanguage } from '../../shared/contract/card-languages';
import { TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedIn } from '../helpers/sign-in';
import { row, rows, sql } from '../helpers/sql';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const reseed = () => seed(server.query, { adminEmail: server.config.adminEmail, adminPassword: server.config.adminPassword, log: createLogger('silent'), files: server.services.files });
const dump = (table: string) => rows(server.query, sql`SELECT * FROM ${sql.table(table)} ORDER BY id`);
const cardBySlug = async (slug: string): Promise<Profile> => {
  const repo = profilesRepo(server.query);
  const row = (await repo.findBySlug(slug))!;
  return presentProfile(row, await repo.itemsOf(row.id));
};
/** Whether the file store holds the upload at `url` (or its vCard variant's name). */
const stored = (url: string) => server.services.files.has(url.replace('/uploads/', ''));

/** Letters of each card language's script: an example's words are written in its language. */
const SCRIPT_OF: Record<CardLanguage, RegExp> = { he: /[\u0590-\u05FF]/, ar: /[\u0600-\u06FF]/, ru: /[\u0400-\u04FF]/, en: /^[\x20-\x7E\n]+$/ };

const demoClient = () => signedIn(server.url, DEMO_ACCOUNT);

describe('seeded example cards', () => {
  it('gives each template a published Hebrew example card with a picture, and each other card language one, owned by an account nobody can sign in to', async () => {
    const owner = await row(server.query, sql`SELECT id, password_hash, google_sub FROM users WHERE email = ${EXAMPLES_ACCOUNT.email}`) as {
      id: number;
      password_hash: string | null;
      google_sub: string | null;
    };
    expect([owner.password_hash, owner.google_sub]).toEqual([null, null]);
    const repo = profilesRepo(server.query);
    const cards = await Promise.all((await repo.listByUser(owner.id)).map(async (row) => presentProfile(row, await repo.itemsOf(row.id))));
    const hebrew = cards.filter((c) => c.language === 'he');
    expect(hebrew.map((c) => c.template).sort()).toEqual([...TEMPLATES].sort());
    expect(cards.filter((c) => c.language !== 'he').map((c) => c.language).sort()).toEqual(['ar', 'en', 'ru']);
    for (const card of cards) {
      expect(card.published).toBe(true);
      expect(`${card.displayName} ${card.title} ${card.bio}`, card.slug).toMatch(SCRIPT_OF[card.language]);
      expect(card.bio.split('\n').length).toBeGreaterThanOrEqual(2);
      const kinds = new Set(card.items.map((i) => i.kind));
      for (const kind of card.language === 'he' ? ['phone', 'address', 'social', 'button', 'video'] : ['phone', 'social', 'button']) expect(kinds, `${card.slug} ${kind}`).toContain(kind);
      expect(card.items.filter((i) => i.kind === 'social').length).toBeGreaterThanOrEqual(2);
      const avatar = await fetch(server.url + card.avatar!);
      expect(avatar.status).toBe(200);
      expect(await sharp(Buffer.from(await avatar.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    }
    const login = await new TestClient(server.url).send('POST', '/api/auth/login', { email: EXAMPLES_ACCOUNT.email, password: 'anything-at-all' });
    expect(login.status).toBe(401);
  });

  it('lists on /examples exactly the seeded example cards, with their names, titles, templates and languages', async () => {
    const seeded = await Promise.all(EXAMPLE_CARDS.map(({ slug }) => cardBySlug(slug)));
    expect(seeded.map(({ slug, displayName, title, template, language }) => ({ slug, displayName, title, template, language }))).toEqual(EXAMPLE_CARDS);
  });

  it('serves the Arabic, Russian and English examples in their own language and direction', async () => {
    for (const [slug, lang, dir] of [['dr-sami-haddad', 'ar', 'rtl'], ['irina-sokolova-tax', 'ru', 'ltr'], ['daniel-katz-tours', 'en', 'ltr']] as const) {
      const html = await fetch(`${server.url}/p/${slug}`).then((r) => r.text());
      expect(html, slug).toContain(`<html lang="${lang}" dir="${dir}"`);
    }
  });

  it('gives the demo account its card at /p/demo, primary, with every kind of item', async () => {
    const demo = await cardBySlug('demo');
    expect(demo).toMatchObject({ displayName: 'דנה לוי', isPrimary: true, published: true });
    expect(new Set(demo.items.map((i) => i.kind))).toEqual(new Set(['phone', 'email', 'website', 'address', 'social', 'button', 'video', 'gallery']));
    const gallery = demo.items.find((i) => i.kind === 'gallery');
    expect(gallery?.kind === 'gallery' && gallery.images.length).toBe(3);
    expect(await stored(demo.avatar!.replace('.webp', '-vcard.jpg'))).toBe(true);
    const mine = (await (await demoClient()).fetch('/api/profiles').then((r) => r.json())) as ProfileSummary[];
    expect(mine.map((c) => c.slug)).toEqual(['demo']);
  });

  it('changes no row when run again, and redraws a picture whose file went missing', async () => {
    const before = { profiles: await dump('profiles'), items: await dump('profile_items'), uploads: await rows(server.query, sql`SELECT * FROM uploads ORDER BY id`) };
    const avatar = (await cardBySlug('cafe-sderot')).avatar!;
    await server.services.files.remove([avatar.replace('/uploads/', '')]);
    await reseed();
    expect({ profiles: await dump('profiles'), items: await dump('profile_items'), uploads: await rows(server.query, sql`SELECT * FROM uploads ORDER BY id`) }).toEqual(before);
    expect(await stored(avatar)).toBe(true);
  });
});

describe('restoreDemoCard', () => {
  it("puts the demo card back as seeded (same id, new version), deletes the demo's other cards and their images", async () => {
    const seeded = await cardBySlug('demo');
    // Changed behind the API's back (the API refuses the demo's changes): the hourly restore still puts it all back.
    const demo = { id: seeded.userId, userRole: 'user' as const, isDemo: true };
    const cards = server.cards;
    const { id: _id, userId: _user, isPrimary: _primary, updatedAt: _updated, ...fields } = seeded;
    await cards.update(demo, seeded.id, profileUpdateSchema.parse({ ...fields, slug: 'dana-renamed', displayName: 'שם אחר', items: [{ kind: 'phone', label: 'נייד', value: '050-000-0000' }] }));
    const extra = await cards.create(demo, profileInputSchema.parse({ slug: 'dana-second', displayName: 'כרטיס נוסף' }));
    cards.makePrimary(demo, extra.id);

    expect(await restoreDemoCard(server.query, server.services.files)).toBe(true);

    const restored = await cardBySlug('demo');
    const { id: _a, version, items, updatedAt: _u, ...rest } = restored;
    const { id: _b, version: seededVersion, items: seededItems, updatedAt: _s, ...seededRest } = seeded;
    expect(restored.id).toBe(seeded.id);
    expect(rest).toEqual(seededRest);
    expect(items.map(({ id: _i, ...item }) => item)).toEqual(seededItems.map(({ id: _i, ...item }) => item));
    expect(version).toBeGreaterThan(seededVersion + 1);
    expect(await profilesRepo(server.query).findBySlug('dana-second')).toBeUndefined();
    for (const url of [restored.avatar!, restored.cover!]) expect(await stored(url)).toBe(true);

    expect(await restoreDemoCard(server.query, server.services.files)).toBe(false);
    expect((await cardBySlug('demo')).version).toBe(version);
  });

  it('refuses every change the shared demo account sends, so nobody can put anything on /p/demo', async () => {
    const seeded = await cardBySlug('demo');
    const client = await demoClient();
    const attempts = [
      client.send('PUT', `/api/profiles/${seeded.id}`, { ...seeded, title: 'לחצו כאן לקבלת פרס', version: seeded.version }),
      client.send('POST', '/api/profiles', { slug: 'dana-second', displayName: 'כרטיס נוסף' }),
      client.send('DELETE', `/api/profiles/${seeded.id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: DEMO_READ_ONLY_MESSAGE, code: 'demo_read_only' });
    }
    expect(await cardBySlug('demo')).toEqual(seeded);
  });
});
