import { describe, expect, it } from 'vitest';
import { addDays, israelDay } from '../../api/events/day';
import { deviceClass, isBotAgent, referrerHost, visitorHash } from '../../api/events/visitor';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

describe('visitor classification', () => {
  it('tells phones, tablets and computers apart', () => {
    expect([IPHONE, ANDROID_PHONE, ANDROID_TABLET, MAC, 'SmartTV/1.0'].map(deviceClass)).toEqual(['mobile', 'mobile', 'tablet', 'desktop', 'other']);
  });

  it('recognises crawlers, link previews, headless browsers and scripts as robots', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
      '',
    ]) {
      expect(isBotAgent(agent), agent).toBe(true);
    }
    expect([IPHONE, ANDROID_PHONE, MAC].some(isBotAgent)).toBe(false);
  });

  it('keeps only the host of another site as the referrer', () => {
    expect(referrerHost('https://www.Facebook.com/groups/1?x=2', 'kartis.app')).toBe('facebook.com');
    expect(referrerHost('https://kartis.app/dashboard', 'kartis.app')).toBeNull();
    expect(referrerHost('android-app://com.google.android.gm/', 'kartis.app')).toBeNull();
    expect(referrerHost('not a url', 'kartis.app')).toBeNull();
    expect(referrerHost(undefined, 'kartis.app')).toBeNull();
  });

  it('hashes a visitor differently under another day’s salt and never contains the address', () => {
    const today = visitorHash('salt-a', '203.0.113.7', IPHONE);
    expect(visitorHash('salt-a', '203.0.113.7', IPHONE)).toBe(today);
    expect(visitorHash('salt-b', '203.0.113.7', IPHONE)).not.toBe(today);
    expect(today).not.toContain('203');
  });
});

describe('days', () => {
  it('are Israeli calendar days', () => {
    expect(israelDay(new Date('2025-03-14T21:30:00Z'))).toBe('2025-03-14');
    expect(israelDay(new Date('2025-03-14T22:30:00Z'))).toBe('2025-03-15');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });
});
