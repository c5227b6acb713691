import { atom } from 'jotai';

/** Which form the auth modal shows: sign in, register, ask for a reset link, or finish a sign-in with a second factor. */
export type AuthMode = 'login' | 'register' | 'forgot' | 'second-factor';

/** The ways a sign-in waiting for its second factor may finish (what the server answered). */
export type SecondFactorMethods = readonly ('totp' | 'passkey')[];

/** What a sign-up starts with: the free plan chosen, or the trial (a paid plan chosen, or none). */
export type SignUpOffer = 'free' | 'trial';

/** The login/register modal: closed, or open in a mode (one modal, not a route). */
export const authModalAtom = atom<{ open: boolean; mode: AuthMode; methods?: SecondFactorMethods; offer?: SignUpOffer }>({ open: false, mode: 'login' });

/** The "connecting" overlay of login step 2. */
export const connectingAtom = atom(false);

/** True for the 2 s after a login while the header shows placeholders. */
export const headerSkeletonAtom = atom(false);
