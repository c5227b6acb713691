import type { SessionBrowser, SessionSystem } from '../../shared/contract/account-sessions';

/** A signed-in device as the account's list names it: its browser and its system, from the User-Agent it signed in with. */
export interface SessionDevice {
  browser: SessionBrowser;
  system: SessionSystem;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome on iOS also says "Safari", and every Android
// browser says "Linux".
const BROWSERS: [RegExp, SessionBrowser][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'edge'],
  [/\bSamsungBrowser\//, 'samsung'],
  [/\bOPR\/|\bOPiOS\/|\bOpera\b/, 'opera'],
  [/\bFirefox\/|\bFxiOS\//, 'firefox'],
  [/\bCriOS\/|Chrome\/|\bChromium\//, 'chrome'],
  [/\bSafari\/|\bAppleWebKit\/.*\bMobile\//, 'safari'],
];

const SYSTEMS: [RegExp, SessionSystem][] = [
  [/\biPhone\b|\biPod\b/, 'iphone'],
  [/\biPad\b/, 'ipad'],
  [/\bAndroid\b/, 'android'],
  [/\bCrOS\b/, 'chromeos'],
  [/\bWindows\b/, 'windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'mac'],
  [/\bLinux\b|\bX11\b/, 'linux'],
];

/**
 * The browser and system a User-Agent names, for the common families only (the list says "a browser" or "a device" for
 * anything else). An iPad that asks for desktop pages says "Macintosh", so it shows as a Mac: the header does not tell.
 */
export function deviceOf(userAgent: string | undefined): SessionDevice {
  const ua = userAgent ?? '';
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'other',
    system: SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'other',
  };
}
