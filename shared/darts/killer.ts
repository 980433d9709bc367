import { recordDarts } from './averages';
import { perDartRules, updatePlayer, withPlayerChanges } from './players';
import type { Dart, GameState, ModeRules, PlayerState, TurnResult } from './types';

/** Killer starts on 3 lives. */
export const KILLER_LIVES = 3;

/**
 * Killer, as pub players know it (docs/behaviour.md#killer; `score` is lives, and no dart ever adds points):
 * - Picking numbers: a player without a number gets the number of the first dart they land in 1–20 that no
 *   one else has (the "throw for your number" dart); that ends their visit. Misses, bulls and numbers already
 *   taken pick nothing. Numbers are kept for the rest of the game.
 * - A player becomes a killer by hitting the double of their own number.
 * - A killer's dart in another living player's double takes one life from that player. A killer who hits their
 *   own double loses a life (the usual penalty). Doubles hit by a non-killer on other numbers do nothing.
 * - A player with no lives is out and skipped. The last player with lives wins the leg on the dart that
 *   decides it — even if it was thrown by someone knocking themselves out. Playing alone, becoming a
 *   killer wins.
 */
export const killerRules: ModeRules = perDartRules(
  (player) => withPlayerChanges(player, { score: KILLER_LIVES, isKiller: false }),
  evaluate,
  (player) => player.score <= 0,
);

function evaluate(state: GameState, darts: Dart[]): TurnResult {
  const current = state.currentPlayer;
  let players = state.players;
  let turnOver = darts.length >= 3;
  for (const dart of darts) {
    const picking = players[current].killerNumber === null;
    players = updatePlayer(killerDart(players, current, dart), current, (p) => recordDarts(p, 1, dart.score));
    if (picking && players[current].killerNumber !== null) turnOver = true;
    const winner = lastStanding(players);
    if (winner !== null) return { players, bust: null, legWinner: winner, turnOver: true };
    if (players[current].score <= 0) turnOver = true;
  }
  return { players, bust: null, legWinner: null, turnOver };
}

function killerDart(players: PlayerState[], current: number, dart: Dart): PlayerState[] {
  const thrower = players[current];
  const onNumber = dart.section >= 1 && dart.section <= 20;
  if (thrower.killerNumber === null) {
    const taken = players.some((p) => p.killerNumber === dart.section);
    return onNumber && !taken
      ? updatePlayer(players, current, (p) => withPlayerChanges(p, { killerNumber: dart.section }))
      : players;
  }
  if (dart.multiplier !== 2 || !onNumber) return players;
  if (dart.section === thrower.killerNumber) {
    return updatePlayer(players, current, (p) =>
      p.isKiller ? withPlayerChanges(p, { score: p.score - 1 }) : withPlayerChanges(p, { isKiller: true }),
    );
  }
  if (!thrower.isKiller) return players;
  return players.map((p) =>
    p.killerNumber === dart.section && p.score > 0 ? withPlayerChanges(p, { score: p.score - 1 }) : p,
  );
}

function lastStanding(players: PlayerState[]): number | null {
  if (players.length === 1) return players[0].isKiller ? 0 : null;
  const alive = players.flatMap((p, i) => (p.score > 0 ? [i] : []));
  return alive.length === 1 ? alive[0] : null;
}
