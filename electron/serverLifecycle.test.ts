import { describe, expect, it, vi } from 'vitest';
import { createServerLifecycle, type ShellServer } from './serverLifecycle';

function fakeServer(): ShellServer & { close: ReturnType<typeof vi.fn> } {
  return {
    lanUrl: 'http://127.0.0.1:5000',
    publicUrl: 'http://127.0.0.1:8080',
    lanPort: 5000,
    lanUrls: [],
    close: vi.fn(async () => {}),
  };
}

describe('server lifecycle inside the front-desk app', () => {
  it('starts the server once however often start is called', async () => {
    const server = fakeServer();
    const launch = vi.fn(async () => server);
    const lifecycle = createServerLifecycle(launch);
    const [a, b] = await Promise.all([lifecycle.start(), lifecycle.start()]);
    expect(a).toBe(server);
    expect(b).toBe(server);
    expect(launch).toHaveBeenCalledTimes(1);
    expect(lifecycle.current()).toBe(server);
  });

  it('closes the server exactly once on stop, and forgets it', async () => {
    const server = fakeServer();
    const lifecycle = createServerLifecycle(async () => server);
    await lifecycle.start();
    await Promise.all([lifecycle.stop(), lifecycle.stop()]);
    expect(server.close).toHaveBeenCalledTimes(1);
    expect(lifecycle.current()).toBeNull();
  });

  it('a stop during start waits for the start and then closes, so nothing is left listening', async () => {
    const server = fakeServer();
    let finishStart: (s: ShellServer) => void = () => {};
    const lifecycle = createServerLifecycle(
      () => new Promise<ShellServer>((resolve) => (finishStart = resolve)),
    );
    const started = lifecycle.start();
    const stopped = lifecycle.stop();
    finishStart(server);
    await started;
    await stopped;
    expect(server.close).toHaveBeenCalledTimes(1);
  });

  it('stop without start does nothing, and start after stop is refused', async () => {
    const launch = vi.fn(async () => fakeServer());
    const lifecycle = createServerLifecycle(launch);
    await lifecycle.stop();
    await expect(lifecycle.start()).rejects.toThrow(/shutting down/);
    expect(launch).not.toHaveBeenCalled();
  });

  it('a failed start can be retried', async () => {
    const server = fakeServer();
    const launch = vi
      .fn<() => Promise<ShellServer>>()
      .mockRejectedValueOnce(new Error('EADDRINUSE'))
      .mockResolvedValueOnce(server);
    const lifecycle = createServerLifecycle(launch);
    await expect(lifecycle.start()).rejects.toThrow('EADDRINUSE');
    await expect(lifecycle.start()).resolves.toBe(server);
  });
});
