import { describe, expect, it } from 'vitest';
import { newGame } from '../../../shared/darts/game';
import { play, withScores } from '../../../shared/darts/play';
import { ENGLISH_WORDS } from '../../i18n/englishWords';
import { turnView, type TurnView } from './turnView';

const game = (players: string[], scores: number[], script: string) =>
  play(withScores(newGame({ mode: '501 Double Out', players, sets: 1, legs: 1 }), scores), script);

// prettier-ignore
const cases: [what: string, players: string[], scores: number[], script: string, view: TurnView][] = [
  ['no darts yet', ['Ann', 'Ben'], [501, 501], '', { result: '0', busted: false, nextStep: null }],
  ['darts being thrown: their total', ['Ann', 'Ben'], [501, 501], 'T20 S5', { result: '65', busted: false, nextStep: null }],
  ['three darts: the total, and Finish Turn next', ['Ann', 'Ben'], [501, 501], 'T20 T20 T20', { result: '180', busted: false, nextStep: 'Three darts thrown: tap Finish Turn — Ben throws next' }],
  ['a bust reads as the bust, not the busted total', ['Ann', 'Ben'], [40, 501], 'T20', { result: 'Bust · scores 0', busted: true, nextStep: 'Bust: tap Finish Turn — Ben throws next' }],
  ['a bust by the last player: the first throws next', ['Ann', 'Ben'], [501, 40], 'S1 S1 S1 F D19 S1', { result: 'Bust · scores 0', busted: true, nextStep: 'Bust: tap Finish Turn — Ann throws next' }],
  ['a bust alone on the lane', ['Ann'], [40], 'S20 S19', { result: 'Bust · scores 0', busted: true, nextStep: 'Bust: tap Finish Turn to throw again' }],
  ['an undone busting dart: the turn goes on', ['Ann', 'Ben'], [40, 501], 'S20 S19 U', { result: '20', busted: false, nextStep: null }],
  ['a finished bust turn: the next player starts clean', ['Ann', 'Ben'], [40, 501], 'T20 F', { result: '0', busted: false, nextStep: null }],
  ['a leg won: no next step here (the win dialog has it)', ['Ann', 'Ben'], [40, 501], 'D20', { result: '40', busted: false, nextStep: null }],
];

describe('Turn Controls after a bust', () => {
  it.each(cases)('%s', (_what, players, scores, script, view) => {
    expect(turnView(game(players, scores, script), ENGLISH_WORDS)).toEqual(view);
  });
});
