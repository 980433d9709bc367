import { describe, expect, it } from 'vitest';
import { MAX_RECONNECT_ATTEMPTS, afterClose, afterOpen } from './reconnectPolicy';

describe('socket reconnect policy', () => {
  it.each([
    ['an unclean close retries after 3000 ms', 0, false, { action: 'retry', delayMs: 3000, attempts: 1 }],
    ['the fifth attempt is still made', 4, false, { action: 'retry', delayMs: 3000, attempts: 5 }],
    ['after five attempts it stops', 5, false, { action: 'stop', reason: 'exhausted' }],
    ['a clean close never retries', 0, true, { action: 'stop', reason: 'clean' }],
  ])('%s', (_rule, attempts, wasClean, decision) => {
    expect(afterClose({ attempts }, wasClean)).toEqual(decision);
  });

  it('the counter resets on open', () => {
    let state = { attempts: 0 };
    for (let i = 0; i < MAX_RECONNECT_ATTEMPTS; i++) {
      const d = afterClose(state, false);
      if (d.action === 'retry') state = { attempts: d.attempts };
    }
    expect(afterClose(state, false).action).toBe('stop');
    state = afterOpen();
    expect(afterClose(state, false)).toMatchObject({ action: 'retry', attempts: 1 });
  });
});
