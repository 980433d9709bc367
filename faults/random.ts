/**
 * A seeded random source for fault timing, so a failure can be replayed: the seed is printed, and
 * FAULT_SEED=<n> repeats the same kill moments.
 */
export interface RandomSource {
  seed: number;
  /** A whole number in [min, max]. */
  between(min: number, max: number): number;
}

export function randomSource(label: string): RandomSource {
  const seed = Number(process.env.FAULT_SEED ?? Math.floor(Math.random() * 2 ** 31));
  console.log(`${label}: FAULT_SEED=${seed}`);
  // mulberry32: tiny, fast and good enough for picking moments.
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { seed, between: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}
