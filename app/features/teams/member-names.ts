import { isolatedLtr } from '../../i18n/isolated';

/** A member as the team's lists name them. */
interface Named {
  userId: number;
  displayName: string;
  username: string;
}

/** A name as the team's lists compare names: whatever its case and surrounding spaces. */
export const nameKey = (name: string) => name.trim().toLocaleLowerCase();

/**
 * Each member's name as the team's lists show it: their name, and where two members share a name, their username
 * beside it (`Dana Levi (@dana2)`), so no two rows read the same. The username is isolated left to right: in a Hebrew
 * list its @ stays in front.
 */
export function memberNames(members: readonly Named[]): Map<number, string> {
  const key = (member: Named) => nameKey(member.displayName);
  const counts = new Map<string, number>();
  for (const member of members) counts.set(key(member), (counts.get(key(member)) ?? 0) + 1);
  return new Map(members.map((member) => [member.userId, counts.get(key(member))! > 1 ? `${member.displayName} (${isolatedLtr(`@${member.username}`)})` : member.displayName]));
}
