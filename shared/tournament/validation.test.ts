import { describe, expect, it } from 'vitest';
import {
  addFormPlayer,
  cleanPlayerNames,
  groupKnockoutProblem,
  legsProblem,
  tournamentFormProblem,
  winnerByLegs,
} from './validation';

const names = (n: number) => Array.from({ length: n }, (_, i) => `Player ${i + 1}`);
const valid = { name: 'Friday Night Darts', gameMode: '501', groupCount: 4, players: names(16) };

describe('groupKnockoutProblem: group knockout creation', () => {
  // prettier-ignore
  it.each([
    ['a valid 16-player, 4-group tournament', {}, null],
    ['name required', { name: '' }, 'Tournament name is required'],
    ['name required after trimming', { name: '   ' }, 'Tournament name is required'],
    ['game mode required', { gameMode: '' }, 'Game mode is required'],
    ['5 players are too few', { players: names(5) }, 'At least 6 players required'],
    ['blank names are dropped before counting', { players: [...names(5), '  ', ''] }, 'At least 6 players required'],
    ['6 players are enough for 2 groups', { players: names(6), groupCount: 2 }, null],
    ['48 players are allowed', { players: names(48), groupCount: 8 }, null],
    ['49 players are too many', { players: names(49) }, 'Maximum 48 players allowed'],
    ['7 groups are not offered', { groupCount: 7 }, 'Group count must be 2, 3, 4, 5, 6 or 8'],
    ['1 group is not a group stage', { groupCount: 1 }, 'Group count must be 2, 3, 4, 5, 6 or 8'],
    ['every group needs 3 players', { players: names(6), groupCount: 3 }, 'Each group needs at least 3 players'],
    ['the same name twice is refused', { players: [...names(15), 'player 1'] }, 'Player names must be different: player 1 is entered twice'],
    ['name is checked before players', { name: '', players: names(5) }, 'Tournament name is required'],
  ])('%s', (_rule, change, problem) => {
    expect(groupKnockoutProblem({ ...valid, ...change })).toBe(problem);
  });
});

describe('tournamentFormProblem: tournament form', () => {
  // prettier-ignore
  it.each([
    ['a valid form', {}, null],
    ['name required after trimming', { name: ' ' }, 'Please enter a tournament name'],
    ['at least 2 players', { players: ['Ann'] }, 'Tournament needs at least 2 players'],
    ['at least one lane', { selectedLanes: [] }, 'Please select at least one lane'],
  ])('%s', (_rule, change, problem) => {
    expect(tournamentFormProblem({ name: 'Cup', players: ['Ann', 'Bob'], selectedLanes: [1], ...change })).toBe(problem);
  });
});

describe('addFormPlayer: one at a time, duplicates ignored', () => {
  it.each([
    ['adds a trimmed name', ['Ann'], ' Bob ', ['Ann', 'Bob']],
    ['ignores a duplicate', ['Ann'], 'Ann', ['Ann']],
    ['ignores a blank', ['Ann'], '  ', ['Ann']],
  ])('%s', (_rule, players, name, result) => {
    expect(addFormPlayer(players, name)).toEqual(result);
  });
  it('drops blank names and trims the rest on submit', () => {
    expect(cleanPlayerNames([' Ann', '', '  ', 'Bob '])).toEqual(['Ann', 'Bob']);
  });
});

describe('legsProblem: score entry', () => {
  it.each([
    ['2-1 is a result', 2, 1, null],
    ['0-10 is a result', 0, 10, null],
    ['equal legs have no winner', 2, 2, 'Legs cannot be equal: a game needs a winner'],
    ['11 legs is out of range', 11, 2, 'Legs must be whole numbers from 0 to 10'],
    ['negative legs are out of range', 2, -1, 'Legs must be whole numbers from 0 to 10'],
    ['fractions are out of range', 1.5, 0, 'Legs must be whole numbers from 0 to 10'],
  ])('%s (%d-%d)', (_rule, home, away, problem) => {
    expect(legsProblem(home, away)).toBe(problem);
  });
  it.each([
    ['home wins with more legs', 2, 1, 'Ann'],
    ['away wins with more legs', 0, 2, 'Bob'],
  ])('%s', (_rule, home, away, winner) => {
    expect(winnerByLegs('Ann', 'Bob', home, away)).toBe(winner);
  });
});
