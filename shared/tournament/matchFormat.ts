import { gameHeading } from './gameLabels';

/**
 * Match formats as legs (docs/behaviour.md#match-formats). A tournament match is one set: best_of_N is won by
 * the first to a majority of N legs (best_of_3/5/7 = first to 2/3/4), race_to_N by the first to N legs
 * (race_to_3/5 = 3/5). A format the server does not know counts as the default, best of 3, so an odd stored
 * value never stops a match.
 */
export interface MatchFormatRule {
  /** Legs a player must win to take the match. */
  legsToWin: number;
  /** The most legs the match can last (games.bestOf). */
  bestOf: number;
}

const DEFAULT_RULE: MatchFormatRule = { legsToWin: 2, bestOf: 3 };

export function matchFormatRule(matchFormat: string): MatchFormatRule {
  const m = /^(best_of|race_to)_(\d+)$/.exec(matchFormat);
  if (!m) return DEFAULT_RULE;
  const n = Number(m[2]);
  if (!Number.isInteger(n) || n < 1 || n > 19) return DEFAULT_RULE;
  return m[1] === 'best_of'
    ? { legsToWin: Math.ceil(n / 2), bestOf: n }
    : { legsToWin: n, bestOf: 2 * n - 1 };
}

/** Legs needed to win a match of this format. */
export function legsToWin(matchFormat: string): number {
  return matchFormatRule(matchFormat).legsToWin;
}

/** The format for people, as the lane's tablet shows it: 'Best of 3 · first to 2 legs'. */
export function matchFormatText(matchFormat: string): string {
  const m = /^(best_of|race_to)_(\d+)$/.exec(matchFormat);
  const { legsToWin: target, bestOf } = matchFormatRule(matchFormat);
  const name = m && m[1] === 'race_to' ? `Race to ${target}` : `Best of ${bestOf}`;
  return `${name} · first to ${target} ${target === 1 ? 'leg' : 'legs'}`;
}

/** The stage a match heading names: 'Group A', 'QF1', 'SF2', 'Final'. */
export function matchStageLabel(stage: string | null, groupId: string | null, matchNumber: number): string {
  return gameHeading({ stage, groupId, roundNumber: matchNumber });
}
