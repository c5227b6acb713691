import { atom } from 'jotai';
import type { BeforeInstallPromptEvent } from './early-install-prompt';

export type { BeforeInstallPromptEvent } from './early-install-prompt';

/** The install prompt the browser offered, kept until used; null when the app is not installable or already installed. */
export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null);

/** The owner closed the install offer for this visit. */
export const installDismissedAtom = atom(false);
