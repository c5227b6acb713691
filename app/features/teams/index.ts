/**
 * The teams feature's public surface: the lock a team template puts on its members' cards, for the editor; the seats
 * an owner's organisation uses, for the checkout; the account's organisation, for what deleting the account takes.
 */
export { lockedFields, TeamLockNotice, useTeamLock } from './TeamLockNotice';
export { useOwnedSeatsInUse } from './seats-in-use';
export { organisationsQueryOptions } from './api';
