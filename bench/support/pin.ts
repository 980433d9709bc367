import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';

/**
 * Two servers compared together share one CPU (the machine's last), so the scheduler splits that CPU
 * between them at every instant and whatever else the machine runs weighs on both alike: loaded at once
 * but free to run on either CPU, each landed for seconds behind a different neighbour (two copies of one
 * venue read 0.8–2.7 × in the rounds of one comparison at a load average of 7; pinned, 0.98–1.22 at 12).
 * Linux only (`taskset` from util-linux); elsewhere, or on one CPU, nothing is pinned and the heading says
 * so. Only the bench's own children are pinned, and only while they are compared.
 */
const TASKSET = '/usr/bin/taskset';

function setAffinity(pid: number, cpuList: string): boolean {
  const result = spawnSync(TASKSET, ['-a', '-p', '-c', cpuList, String(pid)], { stdio: 'ignore' });
  return result.status === 0;
}

/** Whether servers can be pinned here: `taskset` answers and there is more than one CPU. */
export function canPin(): boolean {
  return cpus().length > 1 && spawnSync(TASKSET, ['-V'], { stdio: 'ignore' }).status === 0;
}

/** "pinned together to CPU 1", or why not: for the table's notes. */
export function pinningText(): string {
  return canPin()
    ? `servers compared together pinned to CPU ${cpus().length - 1}`
    : 'servers compared together not pinned (no taskset, or one CPU)';
}

/** Pins every thread of `pids` to the last CPU. */
export function pinTogether(pids: readonly number[]): void {
  if (!canPin()) return;
  const cpu = String(cpus().length - 1);
  for (const pid of pids) setAffinity(pid, cpu);
}

/** Lets `pids` run on every CPU again. */
export function unpin(pids: readonly number[]): void {
  if (!canPin()) return;
  const all = `0-${cpus().length - 1}`;
  for (const pid of pids) setAffinity(pid, all);
}

/** Runs `measure` with `pids` pinned together, and lets them go afterwards whatever happens. */
export async function whilePinned<T>(pids: readonly number[], measure: () => Promise<T>): Promise<T> {
  pinTogether(pids);
  try {
    return await measure();
  } finally {
    unpin(pids);
  }
}
