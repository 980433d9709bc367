/**
 * Paired comparisons: how every verdict that sets one measurement against another is decided.
 *
 * A shared machine's pace wanders by tens of per cent from one second to the next, so a single measurement
 * of each side compares two moments as much as two programs (one run of unchanged code read −12 % on one
 * venue's lanes and +40 % on its booking race). Here both sides are up at once and measured in rounds;
 * each round gives one ratio, and the verdict is on the median of those ratios, so a burst of someone
 * else's work spoils a round or two, not the comparison, and the spread of the ratios says how much the
 * machine moved while they were taken.
 *
 * Servers are measured **together**: in each round both are loaded at the same moment (which one is
 * started first alternates), pinned to the same CPU (bench/support/pin.ts), so whatever else runs on the
 * machine takes its time from both alike — taking turns, a burst landed in one side's turn and not the
 * other's, and rounds of three seconds still spread 0.3–4.8 × at a load average of 10. What runs in the
 * bench's own process (database reads) takes turns, call by call, as it cannot be loaded twice at once.
 */

/** The shape of every paired comparison in a run. */
export interface PairedShape {
  /** Rounds per comparison: odd, so the median is one round's ratio. */
  rounds: number;
  /** Seconds of each load in a round (HTTP figures). */
  seconds: number;
}

/**
 * Eleven rounds of three-second loads: 35 s per endpoint pair loaded together; `--smoke`: three of one
 * second. A p99 of three seconds swings with a garbage collection or two, so the median needs rounds.
 */
export function pairedShape(smoke: boolean): PairedShape {
  return smoke ? { rounds: 3, seconds: 1 } : { rounds: 11, seconds: 3 };
}

/** Each side's measurements, round by round (base[i] and test[i] were taken in the same round). */
export interface Paired<T> {
  base: T[];
  test: T[];
}

/**
 * Measures both sides `rounds` times. Taking turns (the default), round by round the order alternates (A
 * then B, B then A); `together`, both are measured at once and which one is started first alternates.
 */
export async function pairedRounds<T>(
  rounds: number,
  base: (round: number) => Promise<T>,
  test: (round: number) => Promise<T>,
  o: { together?: boolean } = {},
): Promise<Paired<T>> {
  const out: Paired<T> = { base: [], test: [] };
  for (let round = 0; round < rounds; round++) {
    if (o.together) {
      const [b, t] = await together(round, base, test);
      out.base.push(b);
      out.test.push(t);
    } else if (round % 2 === 0) {
      out.base.push(await base(round));
      out.test.push(await test(round));
    } else {
      out.test.push(await test(round));
      out.base.push(await base(round));
    }
  }
  return out;
}

/** One round of both sides measured at once; which one is started first alternates with the round. */
export function together<B, T>(
  round: number,
  base: (round: number) => Promise<B>,
  test: (round: number) => Promise<T>,
): Promise<readonly [B, T]> {
  return round % 2 === 0
    ? Promise.all([base(round), test(round)])
    : Promise.all([test(round), base(round)]).then(([t, b]) => [b, t] as const);
}

/** The per-round ratios test ÷ base, their median and their spread (lowest and highest). */
export interface RatioSummary {
  ratios: number[];
  median: number;
  low: number;
  high: number;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function medianOf(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2;
}

/**
 * Summarises per-round ratios. `floor` keeps a ratio finite where a measurement can read 0 (autocannon's
 * latencies are whole milliseconds: a p99 of 0 counts as the floor).
 */
export function ratioSummary(base: readonly number[], test: readonly number[], floor = 0): RatioSummary {
  if (base.length !== test.length) throw new Error('a paired comparison needs one base per test');
  const ratios = test.map((t, i) => Math.max(t, floor) / Math.max(base[i] ?? Number.NaN, floor));
  return {
    ratios,
    median: medianOf(ratios),
    low: Math.min(...ratios),
    high: Math.max(...ratios),
  };
}

/** "×1.02 (median of 7 rounds, 0.97–1.06)": the ratio that decides and how far the rounds spread. */
export function ratioText(s: RatioSummary): string {
  return `×${s.median.toFixed(2)} (median of ${s.ratios.length} rounds, ${s.low.toFixed(2)}–${s.high.toFixed(2)})`;
}
