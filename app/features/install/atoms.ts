import { atom } from 'jotai';

/** Chromium's deferred install prompt (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** The install prompt the browser offered, kept until used; null when the app is not installable or already installed. */
export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null);

/** The owner closed the install offer for this visit. */
export const installDismissedAtom = atom(false);
