/** Debian's Chromium: browser tests use the system browser, never a downloaded one. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for Chromium running as root in a container, without background services adding noise. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
