import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../shared/contract/profiles';
import { cardInput } from '../fixtures/cards';
import { startTestServer, type TestServer } from '../helpers/server';
import { signedInClient } from '../helpers/sign-in';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('links and numbers as owners type them', () => {
  it('are saved as working links and a single phone format, and the card page links to them', async () => {
    const { client } = await signedInClient(server, { trialEndsAt: new Date(Date.now() + 7 * 86_400_000).toISOString() });
    const input = cardInput({
      items: [
        { kind: 'phone', label: 'נייד', value: '+972 50 123 4567' },
        { kind: 'website', label: 'אתר', url: 'dana-design.co.il' },
        { kind: 'social', brand: 'instagram', label: '', url: '@dana.design' },
        { kind: 'social', brand: 'linkedin', label: '', url: 'linkedin.com/in/dana-levi' },
      ],
    });
    const created = await client.send('POST', '/api/profiles', input);
    expect(created.status, await created.clone().text()).toBe(201);
    const card = (await created.json()) as Profile;
    expect(card.items.map((item) => ('url' in item ? item.url : 'value' in item ? item.value : ''))).toEqual([
      '050-123-4567',
      'https://dana-design.co.il',
      'https://www.instagram.com/dana.design',
      'https://linkedin.com/in/dana-levi',
    ]);
    const page = await (await fetch(`${server.url}/p/${card.slug}`)).text();
    for (const href of ['https://dana-design.co.il', 'https://www.instagram.com/dana.design', 'https://linkedin.com/in/dana-levi']) {
      expect(page).toContain(`href="${href}"`);
    }
    expect(page).toContain('href="tel:+972501234567"');
  });
});
