/**
 * The stages of the elimination, round-robin and Swiss formats as games store them (formats.ts), apart
 * from the rules so the API schema can name them without bundling the pairing code.
 */
export const ELIMINATION_STAGES = ['winners', 'losers', 'grand_final'] as const;
export const ROUND_STAGE = 'round';
export const FORMAT_STAGES = [...ELIMINATION_STAGES, ROUND_STAGE] as const;
export type FormatStage = (typeof FORMAT_STAGES)[number];

export function isFormatStage(stage: string | null | undefined): stage is FormatStage {
  return (FORMAT_STAGES as readonly string[]).includes(stage ?? '');
}

/** Heading of a format game for the tablet, the lists and the export: 'Match 5', 'Losers · Match 9' … */
export function formatGameLabel(stage: FormatStage, roundNumber: number): string {
  switch (stage) {
    case 'winners':
      return `Match ${roundNumber}`;
    case 'losers':
      return `Losers · Match ${roundNumber}`;
    case 'grand_final':
      return roundNumber === 1 ? 'Grand Final' : 'Grand Final Reset';
    case 'round':
      return `Round ${roundNumber}`;
  }
}
