/** The teams feature's public surface: the lock a team template puts on its members' cards, for the editor. */
export { lockedFields, TeamLockNotice, useTeamLock } from './TeamLockNotice';
