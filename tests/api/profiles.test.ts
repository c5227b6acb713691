import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, type Profile, type ProfileFormValues, type ProfileSummary, type SlugAvailability } from '../../shared/contract/profiles';
import type { LeadList } from '../../shared/contract/leads';
import { buildCard, cardInput } from '../fixtures/cards';
import { submitLead } from '../helpers/lead-form';
import { json, TestClient } from '../helpers/client';
import { startTestServer, type TestServer } from '../helpers/server';
import { signIn, signedInClient } from '../helpers/sign-in';
import { buildUser } from '../helpers/users';
import { row, run, sql } from '../helpers/sql';

const anonymous = () => new TestClient(server.url);
const IN_A_WEEK = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const create = (client: TestClient, body: ProfileFormValues) => client.send('POST', '/api/profiles', body);
const save = (client: TestClient, card: Profile, changes: Partial<ProfileFormValues> = {}) =>
  client.send('PUT', `/api/profiles/${card.id}`, { ...card, ...changes, version: card.version });

describe('creating and reading cards', () => {
  it("names a new account after its first card, cut at the account name's 60 characters without splitting an emoji", async () => {
    const { client } = await signedInClient(server, { username: 'maya.art', displayName: 'maya.art' });
    // 59 letters and an emoji of two UTF-16 units: cut at 60 units, half the emoji was stored and showed as "�".
    await json<Profile>(await create(client, cardInput({ slug: 'maya-art', displayName: `${'א'.repeat(59)}🎨 Studio`, givenName: '', familyName: '' })), 201);
    const account = await json<{ user: { displayName: string } }>(await client.fetch('/api/account'), 200);
    expect(account.user.displayName).toBe('א'.repeat(59));
  });

  it('creates a card with defaults, numbered items and version 1; the first card is primary', async () => {
    const { user, client } = await signedInClient(server);
    const card = await json<Profile>(await create(client, cardInput({ slug: 'Noa-Israeli' })), 201);
    expect(card).toMatchObject({
      slug: 'noa-israeli',
      userId: user.id,
      displayName: 'נועה ישראלי',
      language: 'he',
      template: 'classic',
      primaryColor: '#1d4ed8',
      backgroundColor: '#ffffff',
      avatar: null,
      published: true,
      version: 1,
      isPrimary: true,
    });
    expect(card.items.map((i) => [i.kind, i.enabled, typeof i.id])).toEqual([
      ['phone', true, 'number'],
      ['email', true, 'number'],
    ]);
    expect(await json<Profile>(await client.fetch(`/api/profiles/${card.id}`), 200)).toEqual(card);
    const list = await json<ProfileSummary[]>(await client.fetch('/api/profiles'), 200);
    expect(list).toEqual([
      {
        id: card.id,
        slug: 'noa-israeli',
        displayName: 'נועה ישראלי',
        title: 'יועצת משכנתאות',
        avatar: null,
        template: 'classic',
        published: true,
        isPrimary: true,
        languages: ['he'],
        version: 1,
        updatedAt: card.updatedAt,
      },
    ]);
  });

  it('keeps how contacts save the card: a person’s names, a business without them, and each phone’s type', async () => {
    const { client } = await signedInClient(server);
    const person = await json<Profile>(
      await create(client, cardInput({ displayName: 'עו״ד מיכל כהן', givenName: ' מיכל ', familyName: 'כהן', items: [{ kind: 'phone', type: 'work', label: 'משרד', value: '03-555-1234' }] })),
      201,
    );
    expect(person).toMatchObject({ contactKind: 'person', givenName: 'מיכל', familyName: 'כהן' });
    expect(person.items[0]).toMatchObject({ kind: 'phone', type: 'work', label: 'משרד' });

    const cafe = await signedInClient(server);
    const business = await json<Profile>(await create(cafe.client, cardInput({ displayName: 'קפה שדרות', contactKind: 'business', givenName: 'קפה', familyName: 'שדרות' })), 201);
    expect(business).toMatchObject({ contactKind: 'business', givenName: '', familyName: '' });
    expect(business.items[0]).toMatchObject({ kind: 'phone', type: 'mobile' });

    const refused = await create(client, cardInput({ contactKind: 'robot' as 'person', items: [{ kind: 'phone', type: 'pager' as 'work', label: '', value: '03-555-1234' }] }));
    expect(refused.status).toBe(400);
  });

  it('answers 401 to a signed-out visitor', async () => {
    expect((await new TestClient(server.url).fetch('/api/profiles')).status).toBe(401);
  });

  it('refuses an empty name with the Hebrew message on the field', async () => {
    const { client } = await signedInClient(server);
    const body = await json<{ code: string; details: { path: string; message: string }[] }>(await create(client, cardInput({ displayName: ' ' })), 400);
    expect(body.code).toBe('validation_failed');
    expect(body.details).toEqual([{ path: 'displayName', message: PROFILE_MESSAGES.displayNameRequired }]);
  });

  it('refuses a one-letter address and an empty button text by saying what is missing', async () => {
    const { client } = await signedInClient(server);
    const items: ProfileFormValues['items'] = [
      { kind: 'address', label: '', value: ' 1 ' },
      { kind: 'button', label: '  ', url: 'https://example.test' },
    ];
    const body = await json<{ details: { path: string; message: string }[] }>(await create(client, cardInput({ items })), 400);
    expect(body.details).toEqual([
      { path: 'items.0.value', message: PROFILE_MESSAGES.addressIncomplete },
      { path: 'items.1.label', message: PROFILE_MESSAGES.buttonLabelRequired },
    ]);
  });
});

describe('ownership', () => {
  it("answers 404 for someone else's card on read, save, delete, duplicate and primary, and leaves it untouched", async () => {
    const owner = await buildUser(server.query, { trialEndsAt: IN_A_WEEK() });
    const card = await buildCard(server.query, owner.id);
    const { client } = await signedInClient(server, { trialEndsAt: IN_A_WEEK() });
    const notFound = { message: PROFILE_MESSAGES.notFound, code: 'not_found' };
    expect(await json(await client.fetch(`/api/profiles/${card.id}`), 404)).toEqual(notFound);
    expect(await json(await save(client, card, { displayName: 'נגנב' }), 404)).toEqual(notFound);
    expect(await json(await client.send('POST', `/api/profiles/${card.id}/duplicate`), 404)).toEqual(notFound);
    expect(await json(await client.send('PUT', `/api/profiles/${card.id}/primary`), 404)).toEqual(notFound);
    expect(await json(await client.send('DELETE', `/api/profiles/${card.id}`), 404)).toEqual(notFound);
    // Not even a body problem reveals that the card exists.
    expect(await json(await client.send('PUT', `/api/profiles/${card.id}`, {}), 404)).toEqual(notFound);
    expect(await json(await (await signIn(server.url, owner)).client.fetch(`/api/profiles/${card.id}`), 200)).toEqual(card);
  });

  it('answers 404 for ids that are not numbers or do not exist', async () => {
    const { client } = await signedInClient(server);
    for (const id of ['abc', '1e3', '0', '-1', '99999999', '12345678901234567890']) {
      expect((await client.fetch(`/api/profiles/${id}`)).status, id).toBe(404);
    }
  });

  it("lets an admin read, save and delete a user's card", async () => {
    const owner = await buildUser(server.query);
    const card = await buildCard(server.query, owner.id);
    const { client } = await signedInClient(server, { userRole: 'admin' });
    expect((await json<Profile>(await client.fetch(`/api/profiles/${card.id}`), 200)).userId).toBe(owner.id);
    const saved = await json<Profile>(await save(client, card, { title: 'נערך בידי מנהל' }), 200);
    expect(saved).toMatchObject({ userId: owner.id, title: 'נערך בידי מנהל', version: 2 });
    expect((await client.send('DELETE', `/api/profiles/${card.id}`)).status).toBe(204);
    expect((await (await signIn(server.url, owner)).client.fetch(`/api/profiles/${card.id}`)).status).toBe(404);
  });
});

describe('saving', () => {
  it('bumps the version on every save and refuses a stale version with the stored card', async () => {
    const { client } = await signedInClient(server);
    const card = await json<Profile>(await create(client, cardInput()), 201);
    const first = await json<Profile>(await save(client, card, { title: 'כותרת חדשה' }), 200);
    expect(first).toMatchObject({ version: 2, title: 'כותרת חדשה' });
    const second = await json<Profile>(await save(client, first, { bio: 'שורה אחת\nשורה שתיים' }), 200);
    expect(second).toMatchObject({ version: 3, bio: 'שורה אחת\nשורה שתיים' });

    const stale = await json<{ code: string; message: string; current: Profile }>(await save(client, first, { title: 'מהטאב הישן' }), 409);
    expect(stale).toEqual({ code: 'version_conflict', message: PROFILE_MESSAGES.versionConflict, current: second });
    expect((await json<Profile>(await client.fetch(`/api/profiles/${card.id}`), 200)).title).toBe('כותרת חדשה');
  });

  it('keeps the ids of items sent back, numbers new ones, deletes missing ones, and keeps the order', async () => {
    const { client } = await signedInClient(server);
    const card = await json<Profile>(
      await create(
        client,
        cardInput({
          items: [
            { kind: 'phone', label: 'נייד', value: '050-123-4567' },
            { kind: 'email', label: 'מייל', value: 'a@example.test' },
            { kind: 'website', label: 'אתר', url: 'https://example.test' },
          ],
        }),
      ),
      201,
    );
    const [phone, email, website] = card.items as [Profile['items'][number], Profile['items'][number], Profile['items'][number]];
    const saved = await json<Profile>(
      await save(client, card, {
        items: [
          { ...website, label: 'האתר שלי' },
          { kind: 'address', label: 'משרד', value: 'הרצל 1, חיפה' },
          { ...phone, enabled: false },
        ],
      }),
      200,
    );
    expect(saved.items.map((i) => [i.id, i.kind, i.enabled])).toEqual([
      [website.id, 'website', true],
      [expect.any(Number), 'address', true],
      [phone.id, 'phone', false],
    ]);
    expect(saved.items[0]).toMatchObject({ label: 'האתר שלי' });
    expect(saved.items.map((i) => i.id)).not.toContain(email.id);
    expect([phone.id, email.id, website.id]).not.toContain(saved.items[1]!.id);
    expect(await json<Profile>(await client.fetch(`/api/profiles/${card.id}`), 200)).toEqual(saved);
  });

  it("does not take over another card's item id", async () => {
    const { client } = await signedInClient(server, { trialEndsAt: IN_A_WEEK() });
    const a = await json<Profile>(await create(client, cardInput()), 201);
    const b = await json<Profile>(await create(client, cardInput()), 201);
    const foreign = a.items[0]!;
    const saved = await json<Profile>(await save(client, b, { items: [foreign] }), 200);
    expect(saved.items[0]!.id).not.toBe(foreign.id);
    expect((await json<Profile>(await client.fetch(`/api/profiles/${a.id}`), 200)).items).toEqual(a.items);
  });

  it('refuses javascript:, data:, vbscript: and disguised schemes in every link field', async () => {
    const { client } = await signedInClient(server);
    const card = await json<Profile>(await create(client, cardInput()), 201);
    const attacks = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'];
    for (const url of attacks) {
      const items: ProfileFormValues['items'] = [
        { kind: 'website', label: 'אתר', url: 'https://example.test' },
        { kind: 'button', label: 'לחצו', url },
      ];
      const body = await json<{ details: { path: string; message: string }[] }>(await save(client, card, { items }), 400);
      expect(body.details, url).toEqual([{ path: 'items.1.url', message: PROFILE_MESSAGES.unsafeUrl }]);
    }
    const social = await json<{ details: { path: string; message: string }[] }>(
      await save(client, card, { items: [{ kind: 'social', brand: 'instagram', label: 'IG', url: 'javascript://x.com/%0aalert(1)' }] }),
      400,
    );
    expect(social.details).toEqual([{ path: 'items.0.url', message: PROFILE_MESSAGES.unsafeUrl }]);
    const created = await json<{ details: { path: string }[] }>(
      await create(client, cardInput({ items: [{ kind: 'website', label: 'x', url: 'JAVASCRIPT:alert(1)' }] })),
      400,
    );
    expect(created.details.map((d) => d.path)).toEqual(['items.0.url']);
  });

  it('accepts the web, mail, phone, SMS and WhatsApp links', async () => {
    const { client } = await signedInClient(server);
    const items: ProfileFormValues['items'] = [
      { kind: 'website', label: 'אתר', url: 'https://example.test/שלום' },
      { kind: 'button', label: 'מייל', url: 'mailto:a@example.test' },
      { kind: 'button', label: 'חיוג', url: 'tel:+972501234567' },
      { kind: 'button', label: 'הודעה', url: 'sms:+972501234567' },
      { kind: 'social', brand: 'whatsapp', label: 'וואטסאפ', url: 'https://wa.me/972501234567' },
      { kind: 'video', label: 'סרטון', url: 'https://youtu.be/aqz-KE-bpKQ' },
    ];
    expect((await json<Profile>(await create(client, cardInput({ items })), 201)).items).toHaveLength(6);
  });

  it('refuses avatars and gallery pictures that are not uploads of the card owner', async () => {
    const { client } = await signedInClient(server);
    const card = await json<Profile>(await create(client, cardInput()), 201);
    const body = await json<{ code: string; details: { path: string; message: string }[] }>(
      await save(client, card, {
        avatar: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp',
        items: [{ kind: 'gallery', label: 'גלריה', images: ['/uploads/bbbbbbbbbbbbbbbbbbbbbbbb.webp'] }],
      }),
      400,
    );
    expect(body.code).toBe('validation_failed');
    expect(body.details).toEqual([
      { path: 'avatar', message: PROFILE_MESSAGES.image },
      { path: 'items.0.images.0', message: PROFILE_MESSAGES.image },
    ]);
    const outside = await json<{ details: { path: string }[] }>(await save(client, card, { cover: 'https://evil.example/x.webp' }), 400);
    expect(outside.details.map((d) => d.path)).toEqual(['cover']);
  });
});

describe('slugs', () => {
  it('refuses bad formats and reserved words with 400, and a taken slug (any case) with 409 and suggestions', async () => {
    const { client } = await signedInClient(server, { trialEndsAt: IN_A_WEEK() });
    for (const slug of ['ab', '-dana', 'dana-', 'da--na', 'דנה', 'dana levi', 'a'.repeat(41)]) {
      const body = await json<{ details: { path: string; message: string }[] }>(await create(client, cardInput({ slug })), 400);
      expect(body.details, slug).toEqual([{ path: 'slug', message: PROFILE_MESSAGES.slugFormat }]);
    }
    for (const slug of ['admin', 'Dashboard', 'demo']) {
      const body = await json<{ details: { path: string; message: string }[] }>(await create(client, cardInput({ slug })), 400);
      expect(body.details, slug).toEqual([{ path: 'slug', message: PROFILE_MESSAGES.slugReserved }]);
    }
    const other = await buildUser(server.query);
    await buildCard(server.query, other.id, { slug: 'rina-cohen' });
    await buildCard(server.query, other.id, { slug: 'rina-cohen-2' });
    const taken = await json<unknown>(await create(client, cardInput({ slug: 'Rina-Cohen' })), 409);
    expect(taken).toEqual({ code: 'slug_taken', message: PROFILE_MESSAGES.slugTaken, suggestions: ['rina-cohen-3', 'rina-cohen-4', 'rina-cohen-5'] });
  });

  it('tells the editor whether a slug is free, counting the edited card’s own slug as free', async () => {
    const { client } = await signedInClient(server);
    const card = await json<Profile>(await create(client, cardInput({ slug: 'yossi-plumber' })), 201);
    const check = async (query: string) => json<SlugAvailability>(await client.fetch(`/api/profiles/slug-available?${query}`), 200);
    expect(await check('slug=yossi-plumber')).toEqual({
      slug: 'yossi-plumber',
      available: false,
      message: PROFILE_MESSAGES.slugTaken,
      suggestions: ['yossi-plumber-2', 'yossi-plumber-3', 'yossi-plumber-4'],
    });
    expect(await check(`slug=Yossi-Plumber&profileId=${card.id}`)).toEqual({ slug: 'yossi-plumber', available: true, suggestions: [] });
    expect(await check('slug=yossi-electric')).toEqual({ slug: 'yossi-electric', available: true, suggestions: [] });
    // Another owner's card named as the one being edited does not make its address free.
    const other = await signedInClient(server);
    expect(await json<SlugAvailability>(await other.client.fetch(`/api/profiles/slug-available?slug=yossi-plumber&profileId=${card.id}`), 200)).toMatchObject({ available: false });
    expect(await check('slug=editor')).toEqual({
      slug: 'editor',
      available: false,
      message: PROFILE_MESSAGES.slugReserved,
      suggestions: ['editor-2', 'editor-3', 'editor-4'],
    });
    expect(await check('slug=Yossi%20Levi!')).toMatchObject({ available: false, message: PROFILE_MESSAGES.slugFormat, suggestions: ['yossi-levi', 'yossi-levi-2', 'yossi-levi-3'] });
  });

  it('answers two owners claiming one address at the same moment with one card and one «taken», never a server error', async () => {
    const [first, second] = await Promise.all([signedInClient(server), signedInClient(server)]);
    const answers = await Promise.all([first, second].map(({ client }) => create(client, cardInput({ slug: 'same-moment' }))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await answers.find((answer) => answer.status === 409)!.json()).toMatchObject({ code: 'slug_taken', suggestions: ['same-moment-2', 'same-moment-3', 'same-moment-4'] });
  });

  it('keeps a card’s slug on save and refuses taking another card’s', async () => {
    const { client } = await signedInClient(server, { trialEndsAt: IN_A_WEEK() });
    const a = await json<Profile>(await create(client, cardInput({ slug: 'first-card' })), 201);
    const b = await json<Profile>(await create(client, cardInput({ slug: 'second-card' })), 201);
    expect((await save(client, a, { title: 'שינוי' })).status).toBe(200);
    expect(await json<{ code: string }>(await save(client, b, { slug: 'FIRST-card' }), 409)).toMatchObject({ code: 'slug_taken' });
  });
});

describe('a card’s former address', () => {

  it('leads to the card’s new address, with the rest of the path and the query, and stays the card’s', async () => {
    const { client } = await signedInClient(server, { trialEndsAt: IN_A_WEEK() });
    const card = await json<Profile>(await create(client, cardInput({ slug: 'dana-flowers' })), 201);
    await json<Profile>(await save(client, card, { slug: 'dana-garden' }), 200);

    const visitor = anonymous();
    const page = await visitor.fetch('/p/dana-flowers?src=qr');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/p/dana-garden?src=qr');
    expect((await visitor.fetch('/p/Dana-Flowers/vcard')).headers.get('location')).toBe('/p/dana-garden/vcard');
    expect((await visitor.fetch('/p/dana-flowers/qr.svg')).headers.get('location')).toBe('/p/dana-garden/qr.svg');
    expect((await visitor.fetch('/p/dana-garden')).status).toBe(200);

    // Nobody else may take it while the card exists: it still leads there from prints.
    const other = await signedInClient(server);
    expect(await json<{ code: string }>(await create(other.client, cardInput({ slug: 'dana-flowers' })), 409)).toMatchObject({ code: 'slug_taken' });
    expect(await json<SlugAvailability>(await other.client.fetch('/api/profiles/slug-available?slug=dana-flowers'), 200)).toMatchObject({ available: false });
  });

  it('still takes the details a visitor leaves on a page opened before the change, or that waited offline', async () => {
    const { client } = await signedInClient(server, { trialEndsAt: IN_A_WEEK() });
    const card = await json<Profile>(await create(client, cardInput({ slug: 'shira-yoga' })), 201);
    await json<Profile>(await save(client, card, { slug: 'shira-studio' }), 200);
    expect((await submitLead(server, 'shira-yoga', { name: 'מיכל', phone: '050-123-4567' })).status).toBe(201);
    const leads = await json<LeadList>(await client.fetch('/api/leads'), 200);
    expect(leads.items.map((lead) => [lead.name, lead.profileId])).toEqual([['מיכל', card.id]]);
  });

  it('may go back to its card or to another card of the same owner, and goes free with the card', async () => {
    const { client } = await signedInClient(server, { trialEndsAt: IN_A_WEEK() });
    const card = await json<Profile>(await create(client, cardInput({ slug: 'avi-tours' })), 201);
    const moved = await json<Profile>(await save(client, card, { slug: 'avi-trips' }), 200);
    const back = await json<Profile>(await save(client, moved, { slug: 'avi-tours' }), 200);
    expect((await anonymous().fetch('/p/avi-tours')).status).toBe(200);
    expect((await anonymous().fetch('/p/avi-trips')).headers.get('location')).toBe('/p/avi-tours');

    // The owner gives the address the card left to their new card: it is that card's own address now.
    expect(await json<SlugAvailability>(await client.fetch('/api/profiles/slug-available?slug=avi-trips'), 200)).toMatchObject({ available: true });
    await json<Profile>(await create(client, cardInput({ slug: 'avi-trips', displayName: 'אבי טיולים' })), 201);
    const second = await anonymous().fetch('/p/avi-trips');
    expect(second.status).toBe(200);
    expect(await second.text()).toContain('אבי טיולים');

    await save(client, back, { slug: 'avi-travel' });
    expect((await client.send('DELETE', `/api/profiles/${back.id}`)).status).toBe(204);
    expect((await anonymous().fetch('/p/avi-tours')).status).toBe(404);
    const other = await signedInClient(server);
    expect((await create(other.client, cardInput({ slug: 'avi-tours' }))).status).toBe(201);
  });

  it('does not lead a visitor to a card that is not published', async () => {
    const { client } = await signedInClient(server, { trialEndsAt: IN_A_WEEK() });
    const card = await json<Profile>(await create(client, cardInput({ slug: 'hidden-before' })), 201);
    await json<Profile>(await save(client, card, { slug: 'hidden-after', published: false }), 200);
    expect((await anonymous().fetch('/p/hidden-before')).status).toBe(404);
    expect((await client.fetch('/p/hidden-before')).headers.get('location')).toBe('/p/hidden-after');
  });
});

describe('plan limit', () => {
  it('gives a basic user one card: a second one or a duplicate is 402 with the plan message', async () => {
    const { client } = await signedInClient(server);
    const card = await json<Profile>(await create(client, cardInput()), 201);
    const refusal = { code: 'plan_limit', message: PROFILE_MESSAGES.planLimit };
    expect(await json(await create(client, cardInput()), 402)).toEqual(refusal);
    expect(await json(await client.send('POST', `/api/profiles/${card.id}/duplicate`), 402)).toEqual(refusal);
    expect((await json<ProfileSummary[]>(await client.fetch('/api/profiles'), 200)).length).toBe(1);
  });

  it('gives a trial user five cards and a paid user five, whatever the trial', async () => {
    const { client } = await signedInClient(server, { trialEndsAt: IN_A_WEEK() });
    for (let i = 0; i < 5; i++) expect((await create(client, cardInput())).status).toBe(201);
    expect(await json(await create(client, cardInput()), 402)).toMatchObject({ code: 'plan_limit' });

    const paid = await signedInClient(server, { trialEndsAt: new Date(Date.now() - 86_400_000).toISOString() });
    expect((await create(paid.client, cardInput())).status).toBe(201);
    expect((await create(paid.client, cardInput())).status).toBe(402);
    const paidPlan = await row(server.query, sql`SELECT id FROM products WHERE seed_key = 'pro'`) as { id: number };
    await run(server.query, sql`INSERT INTO subscriptions (user_id, product_id, billing_cycle, status, current_period_end, created_at, updated_at) VALUES (${paid.user.id}, ${paidPlan.id}, 'monthly', 'active', ${IN_A_WEEK()}, ${new Date().toISOString()}, ${new Date().toISOString()})`);
    expect((await create(paid.client, cardInput())).status).toBe(201);
  });
});

describe('primary card, duplicate and delete', () => {
  it('duplicates as an unpublished, non-primary copy with a new slug and new item ids', async () => {
    const { client } = await signedInClient(server, { trialEndsAt: IN_A_WEEK() });
    const card = await json<Profile>(await create(client, cardInput({ slug: 'moshe-garage' })), 201);
    const copy = await json<Profile>(await client.send('POST', `/api/profiles/${card.id}/duplicate`), 201);
    expect(copy).toMatchObject({ slug: 'moshe-garage-2', displayName: 'נועה ישראלי (עותק)', published: false, isPrimary: false, version: 1 });
    expect(copy.items.map(({ id: _id, ...item }) => item)).toEqual(card.items.map(({ id: _id, ...item }) => item));
    expect(copy.items.map((i) => i.id).some((id) => card.items.some((i) => i.id === id))).toBe(false);
  });

  it('moves the primary role on request, and to the oldest remaining card when the primary is deleted', async () => {
    const { client } = await signedInClient(server, { trialEndsAt: IN_A_WEEK() });
    const first = await json<Profile>(await create(client, cardInput()), 201);
    const second = await json<Profile>(await create(client, cardInput()), 201);
    const third = await json<Profile>(await create(client, cardInput()), 201);
    expect(second.isPrimary).toBe(false);
    expect(await json<Profile>(await client.send('PUT', `/api/profiles/${third.id}/primary`), 200)).toMatchObject({ id: third.id, isPrimary: true, version: 1 });
    const primaries = async () =>
      (await json<ProfileSummary[]>(await client.fetch('/api/profiles'), 200)).filter((c) => c.isPrimary).map((c) => c.id);
    expect(await primaries()).toEqual([third.id]);
    expect((await client.send('DELETE', `/api/profiles/${third.id}`)).status).toBe(204);
    expect(await primaries()).toEqual([first.id]);
    expect((await client.fetch(`/api/profiles/${third.id}`)).status).toBe(404);
  });
});
