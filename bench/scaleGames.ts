import { newGame, tryApplyAction } from '../shared/darts/game';
import type { GameAction, GameState } from '../shared/darts/types';

/** One finished lane game as the scoring screen would have left it: its actions in order and final state. */
export interface PlayedGame {
  actions: { player: number; action: GameAction }[];
  state: GameState;
}

/** A small seeded generator, so every bench run seeds the same history. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Dart = Extract<GameAction, { type: 'dart' }>;
const dart = (section: number, multiplier: 1 | 2 | 3): Dart => ({ type: 'dart', section, multiplier });

/** Where a pub player aims with `score` left in plain 501: treble 20, then a finish they can see. */
function aim(score: number): Dart {
  if (score > 60) return dart(20, 3);
  if (score <= 20) return dart(score, 1);
  if (score === 25 || score === 50) return dart(25, score === 50 ? 2 : 1);
  if (score <= 40 && score % 2 === 0) return dart(score / 2, 2);
  if (score % 3 === 0) return dart(score / 3, 3);
  return dart(Math.min(20, score - 20), 1);
}

/** What lands: the aimed dart 22 % of the time, else its single or a neighbour. */
function land(aimed: Dart, random: () => number): Dart {
  const r = random();
  if (r < 0.22) return aimed;
  if (r < 0.75) return dart(aimed.section, 1);
  return dart(r < 0.9 ? 1 : 5, 1);
}

/**
 * A two-player game of 501 (plain finish) played dart by dart through the real engine, every action
 * recorded as the scoring screen sends it: darts, then Finish Turn after each visit.
 */
export function playGame(random: () => number, players: [string, string]): PlayedGame {
  let state = newGame({ mode: '501', players: [...players], sets: 1, legs: 1 });
  const actions: PlayedGame['actions'] = [];
  const apply = (action: GameAction) => {
    const result = tryApplyAction(state, action);
    if (!result.ok) return false;
    actions.push({ player: state.currentPlayer, action });
    state = result.state;
    return true;
  };
  for (let guard = 0; state.matchWinner === null && guard < 400; guard++) {
    if (state.turnOver) {
      apply({ type: 'finishTurn' });
      continue;
    }
    const remaining = state.players[state.currentPlayer]?.score ?? 0;
    if (!apply(land(aim(remaining), random))) apply({ type: 'finishTurn' });
  }
  return { actions, state };
}
