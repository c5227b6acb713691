/** The profiles feature's public surface: the owner's cards, their queries and the plan's card limit. */
export { profileKey, profileQueryOptions, useProfile } from './api/get-profile';
export { PROFILES_KEY, profilesQueryOptions } from './api/get-profiles';
export { useSlugAvailability } from './api/slug-availability';
export { useWalletLinks } from './api/get-wallet';
export { uploadImage } from './api/upload-image';
export { CardNotFound, isCardNotFound } from './CardNotFound';
export { FirstCardReady } from './FirstCardReady';
export { MyCards, type WaitingEdits } from './MyCards';
export { EXPIRED_PROFILE_KEY, isPlanLimit, useGoToSubscriptionRequired } from './plan-limit';
export { qrImagePath, cardSharePath, slugFromUsername } from './share';
