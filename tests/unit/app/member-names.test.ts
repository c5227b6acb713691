import { describe, expect, it } from 'vitest';
import { memberNames } from '../../../app/features/teams/member-names';

describe("the team's names of its members", () => {
  it('shows each name alone, and the username beside a name two members share (whatever its case and spaces)', () => {
    const names = memberNames([
      { userId: 1, displayName: 'נועה כהן', username: 'noa' },
      { userId: 2, displayName: 'Dana Levi', username: 'dana' },
      { userId: 3, displayName: ' dana levi', username: 'dana2' },
    ]);
    expect([...names]).toEqual([
      [1, 'נועה כהן'],
      [2, 'Dana Levi (@dana)'],
      [3, ' dana levi (@dana2)'],
    ]);
  });
});
