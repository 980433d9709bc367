import type { GameState } from '../../../shared/darts/types';
import { canFinishWith, isVisitTotal, type VisitDarts } from '../../../shared/darts/visit';
import type { Words } from '../../i18n/words';

/**
 * The 'Enter total' pad's rules: players who call a visit's total rather than tap each dart, as DartCounter
 * and n01 let them. What the pad may send is exactly what the engine takes, so a refusal never reaches the
 * toast: the pad says why before it is sent.
 */

/** Visit totals count points, so only x01 and High Score take them (the other modes need each dart). */
export function takesTotals(state: GameState): boolean {
  return state.mode.includes('01') || state.mode === 'High Score';
}

/** A total may be entered for the player throwing before any dart of the turn is tapped. */
export function canEnterTotal(state: GameState): boolean {
  return takesTotals(state) && state.turn.length === 0 && state.legWinner === null && !state.turnOver;
}

/** The digits typed after a key: at most three, no leading zero ('Delete' takes the last one back). */
export function typeKey(digits: string, key: string): string {
  if (key === 'Delete') return digits.slice(0, -1);
  if (!/^\d$/.test(key) || digits.length >= 3) return digits;
  return digits === '0' ? key : digits + key;
}

export interface VisitEntry {
  total: number | null;
  /** Why the typed total cannot be sent, or null. */
  problem: string | null;
  /** The total checks the leg out: the players are asked how many darts it took. */
  checkout: boolean;
  /** The dart counts that can make a checkout of this total (1, 2, 3 — the last dart scoring). */
  dartChoices: VisitDarts[];
}

/** What the pad makes of `digits` for the player throwing in `state`. */
export function visitEntry(state: GameState, digits: string, { t }: Words): VisitEntry {
  const total = digits === '' ? null : Number(digits);
  if (total === null) return { total, problem: null, checkout: false, dartChoices: [] };
  if (!isVisitTotal(total)) {
    const problem =
      total > 180 ? t('tablet.total.tooHigh') : t('tablet.total.impossible', { total: String(total) });
    return { total, problem, checkout: false, dartChoices: [] };
  }
  const checkout = state.mode.includes('01') && total === state.turnStart[state.currentPlayer].score;
  const dartChoices = checkout ? ([1, 2, 3] as const).filter((d) => canFinishWith(total, d)) : [];
  return { total, problem: null, checkout, dartChoices };
}
