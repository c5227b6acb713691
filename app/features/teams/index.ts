/**
 * The teams feature's public surface: the lock a team template puts on its members' cards, for the editor; the seats
 * an owner's organisation uses, for the checkout.
 */
export { lockedFields, TeamLockNotice, useTeamLock } from './TeamLockNotice';
export { useOwnedSeatsInUse } from './seats-in-use';
