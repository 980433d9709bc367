/**
 * Paces costly work (a password check is a 32 MiB scrypt run, about a tenth of a second of a core): at most
 * `running` at once, up to `waiting` more queued in arrival order, and any beyond that refused at once. So a
 * flood of sign-ins, from however many addresses, holds `running` of the thread pool's threads and a short
 * queue, never the whole machine; the rest of the door keeps answering.
 */
export class CheckQueue {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limits: { running: number; waiting: number }) {}

  /** Runs `work` when a place is free; null at once when the queue is full (the caller answers 429). */
  run<T>(work: () => Promise<T>): Promise<T> | null {
    if (this.active >= this.limits.running && this.queue.length >= this.limits.waiting) return null;
    return this.start().then(async () => {
      try {
        return await work();
      } finally {
        this.active -= 1;
        this.queue.shift()?.();
      }
    });
  }

  private start(): Promise<void> {
    if (this.active < this.limits.running) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.queue.push(() => {
        this.active += 1;
        resolve();
      }),
    );
  }
}
