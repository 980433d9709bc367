import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A deliberate slowdown, to show the bench's verdicts can fail: `BENCH_SLOWDOWN=20 npm run bench` makes the
 * side under test of every comparison burn 20 % more CPU for the same work — the server measured against
 * bare Express, the five-year venue measured against the small one, and the five-year venue's database
 * reads timed in process. Nothing in the server reads the variable: the bench starts that server with a
 * preload of its own (bench/slowdownPreload.ts), and the bench's own reads are slowed here. The run's
 * heading says a slowdown was injected, so its table cannot be mistaken for a real one.
 */
export const SLOWDOWN_VARIABLE = 'BENCH_SLOWDOWN';
const MAX_PERCENT = 500;

/** The injected slowdown in per cent (0: none). A value that is not a whole number 0–500 stops the run. */
export function slowdownPercent(env: NodeJS.ProcessEnv = process.env): number {
  const text = env[SLOWDOWN_VARIABLE];
  if (text === undefined || text === '') return 0;
  const percent = Number(text);
  if (!Number.isInteger(percent) || percent < 0 || percent > MAX_PERCENT)
    throw new Error(
      `${SLOWDOWN_VARIABLE} must be a whole number of per cent from 0 to ${MAX_PERCENT} (e.g. 20), not "${text}"`,
    );
  return percent;
}

/** The bundled preload (bench/slowdownPreload.ts → dist/bench/slowdownPreload.mjs). */
export const PRELOAD_ENTRY = resolve('dist/bench/slowdownPreload.mjs');

/** What to start the server under test with: the preload and its share, or nothing when no slowdown. */
export function slowedServer(percent = slowdownPercent()): {
  nodeArgs: string[];
  env: Record<string, string>;
} {
  if (percent === 0) return { nodeArgs: [], env: {} };
  return {
    nodeArgs: ['--import', pathToFileURL(PRELOAD_ENTRY).href],
    env: { [SLOWDOWN_VARIABLE]: String(percent) },
  };
}

/** Process CPU (user + system) so far, in milliseconds. */
export function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/** How long each spin lasts before the process's CPU is read again: reading it is a system call. */
const SPIN_MS = 0.05;

/**
 * Burns `ms` of this process's CPU (not of the wall clock: a descheduled spin would burn less). It spins on
 * the wall clock in short slices and reads the CPU used between them: a system call per check, in a tight
 * loop, slowed the process's other work too (a 20 % burn cost 45 % in all), where slices do not.
 */
export function burnCpu(ms: number): void {
  if (!(ms > 0)) return;
  const until = cpuMs() + ms;
  while (cpuMs() < until) {
    const slice = performance.now() + SPIN_MS;
    while (performance.now() < slice) {
      // The work is the waiting.
    }
  }
}

/** `read`, made `percent` % more expensive in CPU: after each call, a fifth more for 20. */
export function slowed<T>(read: () => T, percent: number): () => T {
  if (percent === 0) return read;
  return () => {
    const before = cpuMs();
    const out = read();
    burnCpu(((cpuMs() - before) * percent) / 100);
    return out;
  };
}
