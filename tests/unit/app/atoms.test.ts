import { describe, expect, it } from 'vitest';
import { atom } from '../../../app/lib/atoms';

describe('atom', () => {
  it('holds its value until written, with a value or an update of the current one', () => {
    const modal = atom({ open: false, mode: 'login' });
    expect(modal.read()).toEqual({ open: false, mode: 'login' });
    modal.write({ open: true, mode: 'register' });
    modal.write((current) => ({ ...current, open: false }));
    expect(modal.read()).toEqual({ open: false, mode: 'register' });
  });

  it('tells its readers of each change, not of a write of the same value, and stops once they leave', () => {
    const skeleton = atom(false);
    const seen: boolean[] = [];
    const leave = skeleton.subscribe(() => seen.push(skeleton.read()));
    skeleton.write(true);
    skeleton.write(true);
    skeleton.write(false);
    leave();
    skeleton.write(true);
    expect(seen).toEqual([true, false]);
  });
});
