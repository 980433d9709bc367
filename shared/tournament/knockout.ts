/**
 * The knockout stages after the groups (quarter, semi, final; games.stage;
 * docs/behaviour.md#the-knockout-draw).
 *
 * Knockout games are numbered within their stage (stored as the game's roundNumber): QF1..QF4, SF1, SF2,
 * FINAL. The winner of match n feeds match ceil(n / 2) of the next stage, odd matches into the home side
 * and even matches into the away side, so QF1 and QF2 make SF1, QF3 and QF4 make SF2, SF1 and SF2 the final.
 */
export const KNOCKOUT_STAGES = ['quarter', 'semi', 'final'] as const;
export type KnockoutStage = (typeof KNOCKOUT_STAGES)[number];
export const GROUP_STAGE = 'group';

/**
 * The knockout's stages stop at the quarter finals, so a knockout field is at most 8 players. Decision: when
 * the groups would send more (5, 6 or 8 groups with 2 advancing), the group winners go through and the
 * remaining places go to the best runners-up (see seeding.ts).
 */
export const MAX_KNOCKOUT_PLAYERS = 8;

export function isKnockoutStage(stage: string | null | undefined): stage is KnockoutStage {
  return (KNOCKOUT_STAGES as readonly string[]).includes(stage ?? '');
}

/** Number of matches a full stage holds: quarter 4, semi 2, final 1. */
export function matchesInStage(stage: KnockoutStage): number {
  return 2 ** (KNOCKOUT_STAGES.length - 1 - KNOCKOUT_STAGES.indexOf(stage));
}

/** The smallest bracket (2, 4 or 8 players) that holds this many qualifiers. */
export function bracketSizeFor(qualifierCount: number): number {
  let size = 2;
  while (size < qualifierCount && size < MAX_KNOCKOUT_PLAYERS) size *= 2;
  return size;
}

/** The stage a bracket of this size starts with: 8 → quarter, 4 → semi, 2 → final. */
export function firstStageFor(bracketSize: number): KnockoutStage {
  if (bracketSize > 4) return 'quarter';
  return bracketSize > 2 ? 'semi' : 'final';
}

export function nextStage(stage: KnockoutStage): KnockoutStage | null {
  const i = KNOCKOUT_STAGES.indexOf(stage);
  return i < KNOCKOUT_STAGES.length - 1 ? KNOCKOUT_STAGES[i + 1] : null;
}

export interface BracketSlot {
  stage: KnockoutStage;
  matchNumber: number;
  side: 'home' | 'away';
}

/** Where the winner of this match plays next; null after the final. */
export function winnerFeeds(stage: KnockoutStage, matchNumber: number): BracketSlot | null {
  const next = nextStage(stage);
  if (!next) return null;
  return {
    stage: next,
    matchNumber: Math.ceil(matchNumber / 2),
    side: matchNumber % 2 === 1 ? 'home' : 'away',
  };
}

/** Match numbers, in the previous stage, of the two winners who meet in this match: [home, away]. */
export function feedersOf(matchNumber: number): [number, number] {
  return [matchNumber * 2 - 1, matchNumber * 2];
}

/**
 * The short label the TV and bracket show: QF1.., SF1.., FINAL (docs/behaviour.md#the-tournament-scoreboard).
 */
export function knockoutLabel(stage: KnockoutStage, matchNumber: number): string {
  switch (stage) {
    case 'quarter':
      return `QF${matchNumber}`;
    case 'semi':
      return `SF${matchNumber}`;
    case 'final':
      return 'FINAL';
  }
}

/** Human stage names for headings and the advance button. */
export const STAGE_TITLES: Record<KnockoutStage, string> = {
  quarter: 'Quarter Finals',
  semi: 'Semi Finals',
  final: 'Final',
};
