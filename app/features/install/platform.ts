/** What decides which install help a browser gets. */
export interface InstallPlatform {
  userAgent: string;
  maxTouchPoints: number;
  /** Already running from the home screen (iOS `navigator.standalone` or the standalone display mode). */
  standalone: boolean;
}

/** The current browser's install platform; on the server, which draws owner pages before the app starts, none. */
export function currentPlatform(): InstallPlatform {
  if (typeof navigator === 'undefined') return { userAgent: '', maxTouchPoints: 0, standalone: false };
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone: (navigator as Navigator & { standalone?: boolean }).standalone === true || window.matchMedia('(display-mode: standalone)').matches,
  };
}

/**
 * True in Safari on an iPhone or iPad, outside the home screen app: there is no install prompt there,
 * only the Share menu's "Add to Home Screen". iPadOS reports a Mac, told apart by its touch screen.
 */
export function needsIosInstallHint({ userAgent, maxTouchPoints, standalone }: InstallPlatform): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const safari = /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
  return ios && safari && !standalone;
}
