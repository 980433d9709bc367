import { Agent, request } from 'node:http';
import { percentile } from './http';
import { dueRequests } from './pacing';

/** What a paced load measured: latencies of the requests sent after its settling time. */
export interface PacedLoad {
  /** The rate offered, requests per second. */
  offered: number;
  /** Requests measured (sent after the settling time and answered before the end). */
  answered: number;
  /** p99 of the measured requests, ms (microsecond resolution), from sending to the answer's last byte. */
  p99: number;
  /** Every measured request's latency, ms, in the order they were answered (pooled across rounds). */
  latencies: number[];
  /** Answers that were not 2xx, and requests that failed or timed out. */
  non2xx: number;
  errors: number;
}

export interface PacedOptions {
  headers?: Record<string, string>;
  /** At most this many connections open at once (requests beyond wait for one, and that wait counts). */
  connections?: number;
  /** Milliseconds at the start whose requests are sent but not measured (connections being opened). */
  settleMs?: number;
}

/**
 * `perSecond` GET requests to `url` at evenly spaced moments for `seconds` (open loop: a slow answer does
 * not hold the next request back), over kept-alive connections. Each latency runs from the moment the
 * request was handed to Node's HTTP client, a wait for a free connection included.
 */
export async function pacedLoad(
  url: string,
  perSecond: number,
  seconds: number,
  o: PacedOptions = {},
): Promise<PacedLoad> {
  const agent = new Agent({ keepAlive: true, maxSockets: o.connections ?? 50 });
  const settleMs = o.settleMs ?? 300;
  const totalMs = settleMs + seconds * 1000;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  const pending = new Set<Promise<void>>();
  const start = performance.now();

  // Request k is due at k / perSecond seconds; it is measured when that moment is past the settling time.
  const send = (k: number) => {
    const sentAt = performance.now();
    const measured = (k * 1000) / perSecond >= settleMs;
    const done = new Promise<void>((resolve) => {
      const req = request(url, { agent, headers: o.headers ?? {} }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status < 200 || status > 299) non2xx++;
          else if (measured) latencies.push(performance.now() - sentAt);
          resolve();
        });
        res.on('error', () => {
          errors++;
          resolve();
        });
      });
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - start;
      const due = Math.min(dueRequests(elapsed, perSecond), dueRequests(totalMs, perSecond) - 1);
      while (sent < due) {
        send(sent);
        sent++;
      }
      if (elapsed >= totalMs) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.all([...pending]);
  agent.destroy();
  return {
    offered: perSecond,
    answered: latencies.length,
    p99: percentile(latencies, 99),
    latencies,
    non2xx,
    errors,
  };
}
