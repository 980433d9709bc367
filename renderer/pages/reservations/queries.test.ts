import { describe, expect, it } from 'vitest';
import { laneLabel } from './queries';

describe('laneLabel: the staff screens name a lane through laneDisplayName', () => {
  it.each([
    ['a named lane, trimmed', { name: ' VIP ', number: 3 }, 9, 'VIP'],
    ['a blank name reads by the lane number, not its id', { name: '  ', number: 3 }, 9, 'Lane 3'],
    ['a lane the list no longer holds reads by its id', undefined, 9, 'Lane 9'],
  ])('%s', (_title, lane, laneId, expected) => {
    expect(laneLabel(lane, laneId)).toBe(expected);
  });
});
