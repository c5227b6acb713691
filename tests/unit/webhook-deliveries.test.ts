import { describe, expect, it } from 'vitest';
import { DELIVERY_RETRY_PERIOD_MS, outcomeOf, pauseAfter } from '../../api/webhooks/deliveries';
import { isPrivateAddress, isPrivateHost, publicOnlyLookup } from '../../api/webhooks/targets';

describe('where a webhook may point', () => {
  it('knows this machine, private networks, link-local and mapped addresses from public ones', () => {
    for (const address of ['127.0.0.1', '10.0.0.8', '172.16.5.4', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '172.32.0.1', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it.each([
    // [address, private?, what it is]
    ['64:ff9b::7f00:1', true, 'NAT64 of 127.0.0.1'],
    ['64:ff9b::10.1.2.3', true, 'NAT64 of 10.1.2.3, written dotted'],
    ['64:ff9b::c0a8:101', true, 'NAT64 of 192.168.1.1'],
    ['64:ff9b::808:808', false, 'NAT64 of 8.8.8.8'],
    ['64:ff9b:1::a00:1', true, 'local-use NAT64 (/96) of 10.0.0.1'],
    ['64:ff9b:1:a9fe:a9:fe00::', true, 'local-use NAT64 (/48) of 169.254.169.254'],
    ['64:ff9b:1:0:7f:1::', true, 'local-use NAT64 (/64) of 127.0.0.1'],
    ['64:ff9b:1::808:808', true, 'local-use NAT64: 8.8.8.8 as /96, 0.0.0.0 as /48'],
    ['64:ff9b:1:808:8:808:808:808', false, 'local-use NAT64 of 8.8.8.8 under every prefix length'],
    ['2002:7f00:1::', true, '6to4 of 127.0.0.1'],
    ['2002:c0a8:101:1::1', true, '6to4 of 192.168.1.1'],
    ['2002:a9fe:a9fe::', true, '6to4 of 169.254.169.254'],
    ['2002:808:808::1', false, '6to4 of 8.8.8.8'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', true, 'Teredo, client 127.0.0.1 (inverted)'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fefe', true, 'Teredo, client 10.0.1.1 (inverted)'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false, 'Teredo, client 192.0.2.45 (inverted), public server'],
    ['2001:0:a00:1::f7f7:f7f7', true, 'Teredo with a private server 10.0.0.1'],
    ['::7f00:1', true, 'IPv4-compatible 127.0.0.1'],
    ['::10.0.0.1', true, 'IPv4-compatible 10.0.0.1, written dotted'],
    ['::808:808', false, 'IPv4-compatible 8.8.8.8'],
    ['::ffff:7f00:1', true, 'IPv4-mapped 127.0.0.1, as a URL writes it'],
    ['::ffff:169.254.169.254', true, 'IPv4-mapped metadata address'],
    ['::ffff:0:7f00:1', true, 'SIIT of 127.0.0.1'],
    ['::ffff:0:192.168.0.1', true, 'SIIT of 192.168.0.1, written dotted'],
    ['::ffff:0:808:808', false, 'SIIT of 8.8.8.8'],
    ['fec0::1', true, 'site-local'],
    ['feff:ffff::1', true, 'site-local, its last block'],
    ['fe80::1%eth0', true, 'link-local with a zone'],
    ['2606:4700::1111', false, 'a public IPv6 address'],
    ['2001:db9::1', false, 'outside Teredo'],
  ])('classifies %s as private: %s (%s)', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
    expect(isPrivateHost(new URL(`https://[${address.replace(/%.*$/, '')}]/`))).toBe(expected);
  });

  it('refuses local names and private literals by the address alone', () => {
    for (const url of ['https://localhost/', 'https://LOCALHOST./', 'https://api.localhost/', 'https://nas.local/', 'https://db.internal/', 'https://[::1]:8443/', 'https://10.0.0.1/']) {
      expect(isPrivateHost(new URL(url)), url).toBe(true);
    }
    for (const url of ['https://hooks.example.com/', 'https://8.8.8.8/', 'https://localhost.example.com/']) {
      expect(isPrivateHost(new URL(url)), url).toBe(false);
    }
  });

  it('refuses to connect to a name that resolves to this machine', async () => {
    for (const all of [false, true]) {
      const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicOnlyLookup('localhost', { all }, (err) => resolve(err)));
      expect(error?.code, `all: ${all}`).toBe('EPRIVATETARGET');
    }
  });
});

describe('retries', () => {
  it('doubles the pause from the first retry, up to six hours', () => {
    expect([1, 2, 3, 4].map((n) => pauseAfter(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(pauseAfter(40, 30_000)).toBe(6 * 60 * 60 * 1000);
  });

  it('is delivered on a 2xx, retried on anything else, and given up once the next try would fall past a day', () => {
    const created = new Date('2026-11-25T10:00:00Z');
    const soon = new Date(created.getTime() + 60_000);
    expect(outcomeOf({ attempts: 0, created_at: created.toISOString(), event: 'lead.created' }, { statusCode: 204 }, soon, 30_000)).toMatchObject({ status: 'delivered', nextAttemptAt: null });
    expect(outcomeOf({ attempts: 0, created_at: created.toISOString(), event: 'lead.created' }, { statusCode: 410 }, soon, 30_000)).toMatchObject({
      status: 'pending',
      statusCode: 410,
      error: 'http_status',
      nextAttemptAt: new Date(soon.getTime() + 30_000).toISOString(),
    });
    expect(outcomeOf({ attempts: 3, created_at: created.toISOString(), event: 'lead.created' }, { error: 'refused' }, soon, 30_000)).toMatchObject({ status: 'pending', statusCode: null, error: 'refused' });
    const late = new Date(created.getTime() + DELIVERY_RETRY_PERIOD_MS - 60_000);
    expect(outcomeOf({ attempts: 12, created_at: created.toISOString(), event: 'lead.created' }, { error: 'timeout' }, late, 30_000)).toMatchObject({ status: 'failed', error: 'timeout', nextAttemptAt: null });
  });

  it('tries a sample lead once: delivered, or failed with why', () => {
    const created = new Date('2026-11-25T10:00:00Z');
    const sample = { attempts: 0, created_at: created.toISOString(), event: 'test' as const };
    expect(outcomeOf(sample, { statusCode: 200 }, created, 30_000)).toMatchObject({ status: 'delivered', statusCode: 200, nextAttemptAt: null });
    expect(outcomeOf(sample, { statusCode: 503 }, created, 30_000)).toMatchObject({ status: 'failed', statusCode: 503, error: 'http_status', nextAttemptAt: null });
    expect(outcomeOf(sample, { error: 'refused' }, created, 30_000)).toMatchObject({ status: 'failed', statusCode: null, error: 'refused', nextAttemptAt: null });
  });
});
