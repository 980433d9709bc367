import type { BareProcess } from './support/bareProcess';
import type { ServerProcess } from './support/serverProcess';

/** What every figure gets: the server under test, the baseline, and how long to push. */
export interface BenchContext {
  server: ServerProcess;
  bare: BareProcess;
  staffCookie: string;
  /** A venue day (YYYY-MM-DD) with seeded bookings on every lane: the availability grid's busy case. */
  busyDate: string;
  /** Seconds of load per autocannon run (short in smoke mode). */
  loadSeconds: number;
  /** Repetitions for sampled figures (contention rounds, fan-out rounds). */
  rounds: number;
  /** The renderer build the bundle figure reads. */
  staticDir: string;
  smoke: boolean;
}
