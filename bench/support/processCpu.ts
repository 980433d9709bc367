import { readFileSync } from 'node:fs';

/**
 * CPU time (user + system, milliseconds) a process has used so far, read from /proc (Linux only; null
 * elsewhere). The throughput figures divide it by the requests served: CPU per request does not move
 * when another program shares the machine, where latency does — it says where a latency budget's time goes.
 */
export function processCpuMs(pid: number): number | null {
  try {
    // Fields after the command name (which may hold spaces, inside parentheses): utime is 14th, stime 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    // The kernel's USER_HZ is 100 on every Linux the appliance runs on.
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}
