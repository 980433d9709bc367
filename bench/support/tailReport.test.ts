import { describe, expect, it } from 'vitest';
import { overlapShare, tailReport, type Answer, type Side } from './tailReport';

type Span = { at: number; ms: number };

/** 100 answers sent 10 ms apart from t = 0, each taking 1 ms, but for the ones given slower. */
function answers(slow: Record<number, number> = {}): Answer[] {
  return Array.from({ length: 100 }, (_, i) => ({ at: i * 10, ms: slow[i] ?? 1 }));
}

describe('overlapShare: the slowest answers in flight during a span', () => {
  // Two slow answers in a hundred: the p99 (nearest rank) is theirs.
  const cases: { name: string; slow: Record<number, number>; spans: Span[]; share: number }[] = [
    { name: 'no spans', slow: { 50: 40, 90: 40 }, spans: [], share: 0 },
    {
      name: 'each slow answer inside a span',
      slow: { 50: 40, 90: 40 },
      spans: [
        { at: 510, ms: 5 },
        { at: 905, ms: 1 },
      ],
      share: 1,
    },
    {
      name: 'a span ended before it was sent',
      slow: { 50: 40, 90: 40 },
      spans: [{ at: 480, ms: 19 }],
      share: 0,
    },
    { name: 'a span after it was answered', slow: { 50: 40, 90: 40 }, spans: [{ at: 541, ms: 5 }], share: 0 },
    { name: 'one of the two', slow: { 20: 30, 70: 30 }, spans: [{ at: 705, ms: 1 }], share: 0.5 },
  ];
  it.each(cases)('$name', ({ slow, spans, share }) => {
    expect(overlapShare(answers(slow), spans)).toBe(share);
  });
});

describe('tailReport', () => {
  const side = (name: string, slow: Record<number, number>): Side => ({
    name,
    rounds: [answers(slow)],
    probes: [{ delay: { p50: 1, p99: 2, p999: 3, max: 4, count: 10 }, gcs: [], gaps: [] }],
    busy: 0.25,
  });

  it('sets the two pooled p99s side by side', () => {
    const text = tailReport('lanes', side('server', { 5: 40, 50: 40 }), side('bare', { 5: 20, 50: 20 }));
    expect(text).toContain('pooled p99 ratio 2.00');
    expect(text).toContain('CPU busy during the paced loads: server 25 %, bare 25 %');
  });
});
