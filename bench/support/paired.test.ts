import { describe, expect, it } from 'vitest';
import { medianOf, pairedRounds, ratioSummary, ratioText } from './paired';
import { burnCpu, cpuMs, slowdownPercent, slowed, slowedServer } from './slowdown';

describe('medianOf', () => {
  it.each([
    [[], Number.NaN],
    [[3], 3],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
    [[1, 1, 9], 1],
  ])('%j → %d', (values, expected) => {
    expect(medianOf(values)).toBe(expected);
  });
});

describe('ratioSummary: the verdict is on the median of per-round ratios', () => {
  it.each([
    { base: [10, 10, 10], test: [11, 12, 10], median: 1.1, low: 1, high: 1.2 },
    // One round spoilt by someone else's burst (×3) moves the median not at all.
    { base: [10, 10, 10, 10, 10], test: [10, 10, 30, 10, 10], median: 1, low: 1, high: 3 },
    // Both sides slowed together in a round: the ratio holds where raw figures would not.
    { base: [10, 20, 40], test: [12, 24, 48], median: 1.2, low: 1.2, high: 1.2 },
  ])('$base against $test', ({ base, test, median, low, high }) => {
    const s = ratioSummary(base, test);
    expect(s.median).toBeCloseTo(median, 10);
    expect(s.low).toBeCloseTo(low, 10);
    expect(s.high).toBeCloseTo(high, 10);
  });

  it('counts a reading under the floor as the floor (a whole-millisecond p99 of 0)', () => {
    expect(ratioSummary([0, 0, 2], [1, 0, 2], 1).ratios).toEqual([1, 1, 1]);
  });

  it('refuses sides of different lengths', () => {
    expect(() => ratioSummary([1, 2], [1])).toThrow(/one base per test/);
  });

  it('says the ratio, the rounds and their spread', () => {
    expect(ratioText(ratioSummary([10, 10, 10], [9.7, 10.2, 10.6]))).toBe(
      '×1.02 (median of 3 rounds, 0.97–1.06)',
    );
  });
});

describe('pairedRounds', () => {
  it('alternates which side goes first, round by round', async () => {
    const order: string[] = [];
    const side = (name: string) => (round: number) => {
      order.push(`${name}${round}`);
      return Promise.resolve(round);
    };
    const out = await pairedRounds(4, side('a'), side('b'));
    expect(order).toEqual(['a0', 'b0', 'b1', 'a1', 'a2', 'b2', 'b3', 'a3']);
    expect(out).toEqual({ base: [0, 1, 2, 3], test: [0, 1, 2, 3] });
  });
});

describe('the deliberate slowdown', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['20', 20],
    ['500', 500],
  ])('BENCH_SLOWDOWN=%j is %d %%', (text, percent) => {
    expect(slowdownPercent({ BENCH_SLOWDOWN: text })).toBe(percent);
  });

  it.each(['twenty', '-5', '12.5', '501'])('refuses BENCH_SLOWDOWN=%j with a sentence', (text) => {
    expect(() => slowdownPercent({ BENCH_SLOWDOWN: text })).toThrow(/whole number of per cent from 0 to 500/);
  });

  it('starts a server with the preload only when asked', () => {
    expect(slowedServer(0)).toEqual({ nodeArgs: [], env: {} });
    const slowedBy20 = slowedServer(20);
    expect(slowedBy20.nodeArgs[0]).toBe('--import');
    expect(slowedBy20.nodeArgs[1]).toMatch(/^file:.*slowdownPreload\.mjs$/);
    expect(slowedBy20.env).toEqual({ BENCH_SLOWDOWN: '20' });
  });

  it('makes a read burn the given share more CPU', () => {
    const read = () => burnCpu(20);
    const cpuOf = (f: () => void) => {
      const before = cpuMs();
      f();
      return cpuMs() - before;
    };
    const plain = cpuOf(read);
    const slower = cpuOf(slowed(read, 50));
    expect(plain).toBeGreaterThanOrEqual(20);
    expect(slower).toBeGreaterThanOrEqual(30);
    expect(slowed(read, 0)).toBe(read);
  });
});
