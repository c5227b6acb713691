import { describe, expect, it } from 'vitest';
import { memberNames } from '../../../app/features/teams/member-names';

describe("the team's names of its members", () => {
  it('shows each name alone, and the username beside a name two members share (whatever its case and spaces), its @ kept in front in a Hebrew list', () => {
    const names = memberNames([
      { userId: 1, displayName: 'נועה כהן', username: 'noa' },
      { userId: 2, displayName: 'Dana Levi', username: 'dana' },
      { userId: 3, displayName: ' dana levi', username: 'dana2' },
    ]);
    expect([...names]).toEqual([
      [1, 'נועה כהן'],
      [2, 'Dana Levi (\u2066@dana\u2069)'],
      [3, ' dana levi (\u2066@dana2\u2069)'],
    ]);
  });
});
