import type { BareProcess } from './support/bareProcess';
import type { PairedShape } from './support/paired';
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
  /** Repetitions for sampled figures (fan-out starts: ten per round). */
  rounds: number;
  /** How every paired comparison is run: its rounds, and the seconds of each load. */
  paired: PairedShape;
  /** The renderer build the bundle figure reads. */
  staticDir: string;
  smoke: boolean;
}
