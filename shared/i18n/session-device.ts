import type { SessionBrowser, SessionSystem } from '../contract/account-sessions';
import type { FeatureMessageKey } from './he';

/** The browsers' own names, the same in every language. */
export const BROWSER_NAMES: Readonly<Record<Exclude<SessionBrowser, 'other'>, string>> = {
  chrome: 'Chrome',
  safari: 'Safari',
  firefox: 'Firefox',
  edge: 'Edge',
  samsung: 'Samsung Internet',
  opera: 'Opera',
};

/**
 * A signed-in device in words: "Chrome on Android", "Safari on iPhone", "A browser on Windows", "Firefox", "Unknown
 * device". The account's list of signed-in devices and the mail about a sign-in from a new device both name it so.
 */
export function sessionDeviceName(
  device: { browser: SessionBrowser; system: SessionSystem },
  t: (key: FeatureMessageKey, params?: Record<string, string>) => string,
): string {
  if (device.browser === 'other' && device.system === 'other') return t('account.sessions.unknownDevice');
  const browser = device.browser === 'other' ? t('account.sessions.otherBrowser') : BROWSER_NAMES[device.browser];
  return device.system === 'other' ? browser : t('account.sessions.device', { browser, on: t(`account.sessions.on.${device.system}`) });
}
