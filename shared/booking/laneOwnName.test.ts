import { describe, expect, it } from 'vitest';
import { laneDisplayName, laneOwnName } from './slots';

describe('a lane’s own name, or none (a screen words “Lane {n}” from the number)', () => {
  it.each([
    ['a blank name', { name: '  ', number: 3 }, null, 'Lane 3'],
    ['the name the server gives a new lane', { name: 'Lane 3', number: 3 }, null, 'Lane 3'],
    ['another lane’s default name is a name of its own', { name: 'Lane 4', number: 3 }, 'Lane 4', 'Lane 4'],
    ['a name of its own', { name: ' VIP Lane ', number: 2 }, 'VIP Lane', 'VIP Lane'],
  ])('%s', (_what, lane, own, shown) => {
    expect(laneOwnName(lane)).toBe(own);
    expect(laneDisplayName(lane)).toBe(shown);
  });
});
