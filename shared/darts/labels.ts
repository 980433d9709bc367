import type { Dart } from './types';

/** The outer bull's section number; multiplier 2 on it is the inner bull (BULL, 50). */
export const BULL_SECTION = 25;
export const MISS_SECTION = 0;

/**
 * Why a dart is not on the board, or null when it is. A board has sections 1–20 with single, double and treble
 * rings, an outer bull (25) and an inner bull (25 x2 = 50), and Miss (section 0, multiplier 1). There is no
 * treble bull and no double or treble Miss. The server answers 400 with this text.
 */
export function dartError(section: unknown, multiplier: unknown): string | null {
  if (typeof section !== 'number' || !Number.isInteger(section)) return 'Dart section must be a whole number';
  if (multiplier !== 1 && multiplier !== 2 && multiplier !== 3) {
    return `Dart multiplier must be 1, 2 or 3 (got ${String(multiplier)})`;
  }
  if (section === MISS_SECTION) return multiplier === 1 ? null : 'A miss has no double or treble';
  if (section === BULL_SECTION) return multiplier === 3 ? 'There is no treble bull' : null;
  if (section < 0 || section > 20) return `Section ${section} is not on the board (1–20, 25 or 0 for a miss)`;
  return null;
}

/** A validated dart with its score; call dartError first (this trusts its input). */
export function makeDart(section: number, multiplier: 1 | 2 | 3): Dart {
  return { section, multiplier, score: section * multiplier };
}

/** The label players read: S1…S20, D1…D20, T1…T20, 25 (outer bull), BULL (inner bull), MISS. */
export function dartLabel(dart: Pick<Dart, 'section' | 'multiplier'>): string {
  if (dart.section === MISS_SECTION) return 'MISS';
  if (dart.section === BULL_SECTION) return dart.multiplier === 2 ? 'BULL' : '25';
  return `${'SDT'[dart.multiplier - 1]}${dart.section}`;
}

/** A double ring or the inner bull: what a double-out finish needs. */
export function isDouble(dart: Pick<Dart, 'multiplier'>): boolean {
  return dart.multiplier === 2;
}

/** Every dart on the board except Miss, singles first (used by the checkout search and the dartboard). */
export function boardDarts(): Dart[] {
  const darts: Dart[] = [];
  for (const multiplier of [1, 2, 3] as const) {
    for (let section = 1; section <= 20; section += 1) darts.push(makeDart(section, multiplier));
  }
  darts.push(makeDart(BULL_SECTION, 1), makeDart(BULL_SECTION, 2));
  return darts;
}

/**
 * The dart a label names (S20, D16, T19, 25, BULL, MISS, case-insensitive), or null for anything else. The
 * inverse of dartLabel; the board is checked with dartError, so 'T25' and 'S21' give null.
 */
export function parseDartLabel(label: string): Pick<Dart, 'section' | 'multiplier'> | null {
  const text = label.trim().toUpperCase();
  if (text === 'MISS') return { section: MISS_SECTION, multiplier: 1 };
  if (text === 'BULL') return { section: BULL_SECTION, multiplier: 2 };
  if (text === '25') return { section: BULL_SECTION, multiplier: 1 };
  const match = /^([SDT])(\d{1,2})$/.exec(text);
  if (match === null) return null;
  const multiplier = ('SDT'.indexOf(match[1]) + 1) as 1 | 2 | 3;
  const section = Number(match[2]);
  return dartError(section, multiplier) === null && section !== MISS_SECTION ? { section, multiplier } : null;
}
