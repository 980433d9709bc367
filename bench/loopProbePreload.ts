import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';

/**
 * Loaded into a server with `--import` by the tail probe (bench/tailProbe.ts): records how long the event
 * loop was held (a histogram, and every gap of a 1 ms timer longer than 5 ms, with its wall-clock moment and the process CPU used in
 * it: a gap the process spent computing is its own stall, one it spent without CPU is the scheduler's),
 * and every garbage collection with its duration. On SIGUSR2 it writes what it has to LOOP_PROBE_FILE and
 * starts afresh. The server's own code is not touched.
 */
const file = process.env.LOOP_PROBE_FILE ?? '';
const epoch = (t: number) => performance.timeOrigin + t;
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
let gcs: { at: number; ms: number; kind: number }[] = [];
let gaps: { at: number; ms: number; cpu: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const kind = ('detail' in e ? (e.detail as { kind?: number } | undefined)?.kind : undefined) ?? 0;
    gcs.push({ at: epoch(e.startTime), ms: e.duration, kind });
  }
}).observe({ entryTypes: ['gc'] });
const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
let last = performance.now();
let lastCpu = cpuNow();
// LOOP_PROBE_GAPS=0 leaves the 1 ms timer out: reading the process's CPU is a system call, and a
// thousand a second cost the server about 5 % of a CPU here.
if (process.env.LOOP_PROBE_GAPS !== '0')
  setInterval(() => {
    const now = performance.now();
    const cpu = cpuNow();
    if (now - last > 6) gaps.push({ at: epoch(last), ms: now - last - 1, cpu: cpu - lastCpu });
    last = now;
    lastCpu = cpu;
  }, 1).unref();
process.on('SIGUSR2', () => {
  const pct = (p: number) => delay.percentile(p) / 1e6;
  const out = {
    delay: { p50: pct(50), p99: pct(99), p999: pct(99.9), max: delay.max / 1e6, count: delay.count },
    gcs,
    gaps,
  };
  if (file) writeFileSync(file, JSON.stringify(out));
  delay.reset();
  gcs = [];
  gaps = [];
});
