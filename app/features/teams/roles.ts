import type { OrganisationMember, OrganisationRole } from '../../../shared/contract/organisations';

/** Whether a role runs the organisation (invites, removes, sees every figure and lead). */
export const runsIt = (role: OrganisationRole): boolean => role === 'owner' || role === 'admin';

/** Whether `role` may remove `member`: never the owner; an admin only plain members (the server decides the same). */
export const mayRemove = (role: OrganisationRole, member: OrganisationMember): boolean =>
  member.role !== 'owner' && (role === 'owner' || (role === 'admin' && member.role === 'member'));
