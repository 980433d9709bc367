import { describe, expect, it, vi } from 'vitest';
import { quitCoordinator, windowCloseHandler } from './closeBehaviour';

describe('closing the window', () => {
  const closeWith = (keepServing: boolean, quitting: boolean) => {
    const window = { hide: vi.fn() };
    const event = { preventDefault: vi.fn() };
    windowCloseHandler(
      window,
      () => keepServing,
      () => quitting,
    )(event);
    return {
      closed: event.preventDefault.mock.calls.length === 0,
      hidden: window.hide.mock.calls.length > 0,
    };
  };

  it('closes (and so quits) by default', () => {
    expect(closeWith(false, false)).toEqual({ closed: true, hidden: false });
  });

  it('hides to the tray and keeps serving when the venue chose so', () => {
    expect(closeWith(true, false)).toEqual({ closed: false, hidden: true });
  });

  it('really closes during a quit even when keeping serving is chosen', () => {
    expect(closeWith(true, true)).toEqual({ closed: true, hidden: false });
  });
});

describe('quitting closes the server first', () => {
  it('holds the first quit until the server closed, then quits for real once', async () => {
    let finishClose: () => void = () => {};
    const stopServer = vi.fn(() => new Promise<void>((resolve) => (finishClose = resolve)));
    const quit = vi.fn();
    const coordinator = quitCoordinator(stopServer, quit, vi.fn());

    const first = { preventDefault: vi.fn() };
    coordinator.onBeforeQuit(first);
    expect(first.preventDefault).toHaveBeenCalled();
    expect(coordinator.isQuitting()).toBe(true);

    const impatient = { preventDefault: vi.fn() }; // staff click Quit again while closing
    coordinator.onBeforeQuit(impatient);
    expect(impatient.preventDefault).toHaveBeenCalled();
    expect(stopServer).toHaveBeenCalledTimes(1);
    expect(quit).not.toHaveBeenCalled();

    finishClose();
    await vi.waitFor(() => expect(quit).toHaveBeenCalledTimes(1));

    const final = { preventDefault: vi.fn() };
    coordinator.onBeforeQuit(final);
    expect(final.preventDefault).not.toHaveBeenCalled();
  });

  it('still quits when closing the server fails, and reports why', async () => {
    const quit = vi.fn();
    const report = vi.fn();
    const coordinator = quitCoordinator(async () => Promise.reject(new Error('disk gone')), quit, report);
    coordinator.onBeforeQuit({ preventDefault: vi.fn() });
    await vi.waitFor(() => expect(quit).toHaveBeenCalledTimes(1));
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'disk gone' }));
  });
});
