import { atom } from 'jotai';

/** Which form the auth modal shows. */
export type AuthMode = 'login' | 'register';

/** The login/register modal: closed, or open in a mode (one modal, not a route). */
export const authModalAtom = atom<{ open: boolean; mode: AuthMode }>({ open: false, mode: 'login' });

/** The "connecting" overlay of login step 2. */
export const connectingAtom = atom(false);

/** True for the 2 s after a login while the header shows placeholders. */
export const headerSkeletonAtom = atom(false);
