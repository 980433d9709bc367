import { describe, expect, it } from 'vitest';
import { CheckQueue } from './checkQueue';

/** Work that finishes when the test says so. */
function held() {
  let release: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { done, release };
}

describe('the check queue', () => {
  it('runs at most `running` at once, queues `waiting` more in order, and refuses the rest', async () => {
    const queue = new CheckQueue({ running: 2, waiting: 2 });
    const started: number[] = [];
    const holds = Array.from({ length: 5 }, () => held());
    const runs = holds.map((h, i) =>
      queue.run(async () => {
        started.push(i);
        await h.done;
        return i;
      }),
    );
    expect(runs.map((r) => r !== null)).toEqual([true, true, true, true, false]);
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    holds[1]?.release();
    await runs[1];
    expect(started).toEqual([0, 1, 2]);
    holds[0]?.release();
    holds[2]?.release();
    holds[3]?.release();
    expect(await Promise.all(runs.slice(0, 4))).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('frees the place of work that failed', async () => {
    const queue = new CheckQueue({ running: 1, waiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
  });
});
