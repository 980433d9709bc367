import { describe, expect, it } from 'vitest';
import { installAbortController } from './abortControllerPolyfill';

interface Controller {
  signal: { aborted: boolean; reason: unknown; addEventListener(t: string, l: () => void): void };
  abort(reason?: unknown): void;
}

describe('the AbortController shim for Chromium 53 TVs', () => {
  it('is installed only where the browser has none', () => {
    const native = { AbortController };
    expect(installAbortController(native)).toBe(false);
    expect(native.AbortController).toBe(AbortController);
    const oldTv: { AbortController?: unknown } = {};
    expect(installAbortController(oldTv)).toBe(true);
    expect(typeof oldTv.AbortController).toBe('function');
  });

  it('aborts once: the signal reports it and each listener hears it one time', () => {
    const oldTv: { AbortController?: unknown } = {};
    installAbortController(oldTv);
    const Ctor = oldTv.AbortController as new () => Controller;
    const controller = new Ctor();
    let heard = 0;
    controller.signal.addEventListener('abort', () => heard++);
    expect(controller.signal.aborted).toBe(false);
    controller.abort('stop');
    controller.abort('again');
    expect([controller.signal.aborted, controller.signal.reason, heard]).toEqual([true, 'stop', 1]);
  });
});
