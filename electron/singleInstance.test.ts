import { describe, expect, it, vi } from 'vitest';
import { claimSingleInstance, revealWindow, type RevealableWindow } from './singleInstance';

function fakeApp(gotLock: boolean) {
  const listeners: Array<() => void> = [];
  return {
    requestSingleInstanceLock: vi.fn(() => gotLock),
    quit: vi.fn(),
    on: vi.fn((_event: 'second-instance', listener: () => void) => listeners.push(listener)),
    secondInstanceStarts: () => listeners.forEach((l) => l()),
  };
}

describe('one Doubletop per PC', () => {
  it('the first instance keeps running and reveals its window when a second one starts', () => {
    const app = fakeApp(true);
    const reveal = vi.fn();
    expect(claimSingleInstance(app, reveal)).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    app.secondInstanceStarts();
    expect(reveal).toHaveBeenCalledTimes(1);
  });

  it('a second instance quits without waiting for anything', () => {
    const app = fakeApp(false);
    const reveal = vi.fn();
    expect(claimSingleInstance(app, reveal)).toBe(false);
    expect(app.quit).toHaveBeenCalledTimes(1);
    expect(app.on).not.toHaveBeenCalled();
  });
});

describe('revealing the window', () => {
  function fakeWindow(state: { minimized?: boolean; destroyed?: boolean }): RevealableWindow {
    return {
      isDestroyed: () => state.destroyed ?? false,
      isMinimized: () => state.minimized ?? false,
      restore: vi.fn(),
      show: vi.fn(),
      focus: vi.fn(),
    };
  }

  it('restores a minimised window and shows a tray-hidden one', () => {
    const window = fakeWindow({ minimized: true });
    expect(revealWindow(window)).toBe(true);
    expect(window.restore).toHaveBeenCalled();
    expect(window.show).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
  });

  it('reports when there is no window to reveal', () => {
    expect(revealWindow(null)).toBe(false);
    expect(revealWindow(fakeWindow({ destroyed: true }))).toBe(false);
  });
});
