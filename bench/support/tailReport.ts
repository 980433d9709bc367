import { percentile } from './http';

/**
 * What the tail probe (bench/tailProbe.ts) prints for one pinning: each side's latencies pooled, where in
 * the second the slowest answers were sent, and what each process's event loop and collector did meanwhile.
 */

/** One measured answer: when it was sent (wall clock, ms) and how long it took. */
export interface Answer {
  at: number;
  ms: number;
}

/** What bench/loopProbePreload.ts wrote for one process over one paced load. */
export interface LoopProbe {
  delay: { p50: number; p99: number; p999: number; max: number; count: number };
  gcs: { at: number; ms: number; kind: number }[];
  /** Timer gaps over 5 ms, with the process CPU used during each (empty when the timer was left out). */
  gaps: { at: number; ms: number; cpu: number }[];
}

export interface Side {
  name: string;
  rounds: Answer[][];
  probes: LoopProbe[];
  /** Share of one CPU the process used during the paced loads. */
  busy: number;
}

const q = (values: readonly number[], p: number) => (values.length ? percentile(values, p) : 0);
const f = (n: number) => n.toFixed(1);
/** perf_hooks' kind of a young-generation collection (a scavenge). */
const MINOR_GC = 1;

/** Of the slowest 1 % of answers, the share that were in flight while one of `spans` lasted. */
export function overlapShare(
  answers: readonly Answer[],
  spans: readonly { at: number; ms: number }[],
): number {
  const cut = q(
    answers.map((a) => a.ms),
    99,
  );
  const slow = answers.filter((a) => a.ms >= cut);
  const hit = slow.filter((a) => spans.some((s) => s.at < a.at + a.ms && s.at + s.ms > a.at));
  return slow.length ? hit.length / slow.length : 0;
}

function sideLines(s: Side): string[] {
  const answers = s.rounds.flat();
  const gcs = s.probes.flatMap((p) => p.gcs);
  const gaps = s.probes.flatMap((p) => p.gaps);
  const own = gaps.filter((g) => g.cpu >= 0.7 * g.ms);
  const waited = gaps.filter((g) => g.cpu < 0.3 * g.ms);
  const cut = q(
    answers.map((a) => a.ms),
    99,
  );
  const bins = new Array<number>(10).fill(0);
  for (const a of answers) {
    const bin = Math.floor((a.at % 1000) / 100);
    if (a.ms >= cut) bins[bin] = (bins[bin] ?? 0) + 1;
  }
  const early = answers.filter((a) => a.at % 1000 < 3).map((a) => a.ms);
  const rest = answers.filter((a) => a.at % 1000 >= 3).map((a) => a.ms);
  const minor = gcs.filter((g) => g.kind === MINOR_GC).map((g) => g.ms);
  const other = gcs.filter((g) => g.kind !== MINOR_GC).map((g) => g.ms);
  const lines = [
    `${s.name}: loop delay p99 by round ${s.probes.map((p) => f(p.delay.p99)).join(' ')}, max ${s.probes.map((p) => f(p.delay.max)).join(' ')}`,
    `${s.name}: scavenges ${minor.length} (median ${f(q(minor, 50))} ms, p90 ${f(q(minor, 90))}); other collections ${other.length}: ${other.map(f).join(' ')} ms`,
    `${s.name}: slowest 1 % by when in the second they were sent (100 ms bins): ${bins.join(' ')}`,
    `${s.name}: sent in a second's first 3 ms median ${f(q(early, 50))} ms (p90 ${f(q(early, 90))}, ${early.length}); the rest median ${f(q(rest, 50))} ms (p90 ${f(q(rest, 90))})`,
  ];
  if (gaps.length > 0)
    lines.push(
      `${s.name}: timer gaps ≥ 5 ms spent computing ${own.length} (max ${f(Math.max(0, ...own.map((g) => g.ms)))} ms), spent waiting for the CPU ${waited.length}; slowest 1 % in flight during one: ${(100 * overlapShare(answers, own)).toFixed(0)} % / ${(100 * overlapShare(answers, waited)).toFixed(0)} %`,
    );
  return lines;
}

/** The probe's lines for one pinning: test against base, then each side's loop and collections. */
export function tailReport(heading: string, test: Side, base: Side): string {
  const t = test.rounds.flat().map((a) => a.ms);
  const b = base.rounds.flat().map((a) => a.ms);
  const spread = (s: Side) =>
    s.rounds
      .map((r) =>
        f(
          q(
            r.map((a) => a.ms),
            99,
          ),
        ),
      )
      .join(' ');
  const shape = (v: number[]) => [50, 90, 99].map((p) => f(q(v, p))).join('/');
  return [
    `\n== ${heading}`,
    `p50/p90/p99 ms: ${test.name} ${shape(t)}, ${base.name} ${shape(b)}; pooled p99 ratio ${(q(t, 99) / q(b, 99)).toFixed(2)}`,
    `round p99s: ${test.name} ${spread(test)} | ${base.name} ${spread(base)}`,
    `CPU busy during the paced loads: ${test.name} ${(100 * test.busy).toFixed(0)} %, ${base.name} ${(100 * base.busy).toFixed(0)} %`,
    ...sideLines(test),
    ...sideLines(base),
  ].join('\n');
}
