/** The auth feature's public surface. */
export { authModalAtom, headerSkeletonAtom, type AuthMode } from './atoms';
export { AuthEffects } from './AuthEffects';
export { ConnectingOverlay } from './ConnectingOverlay';
export { AccessRefusedNotice } from './AccessRefusedNotice';
export { DemoBanner, useIsDemo } from './DemoBanner';
export { GuardedOutlet } from './GuardedOutlet';
export { AccessRefused, requireAdmin, requireUser } from './route-guards';
export { CURRENT_USER_KEY, expireSession, keepUserFromDocument, useSession, type SessionState } from './session';
export { useAuthActions } from './use-auth-actions';
export { resetPassword, securityQueryOptions, useSecurity } from './api';
export { SecondFactorForm } from './SecondFactorForm';
export { tokenFromLink } from './link-token';
