import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DESKTOP_BRIDGE_KEY, DesktopChannel, type DesktopBridge } from '../shared/api/preload';

// The preload run under Node with `electron` replaced: what the page can see is exactly the bridge.
const electron = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoke: vi.fn<(channel: string, ...args: unknown[]) => Promise<unknown>>(),
}));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api) },
  ipcRenderer: { invoke: electron.invoke },
}));

let bridge: DesktopBridge;
beforeAll(async () => {
  await import('./preload');
  bridge = electron.exposed.get(DESKTOP_BRIDGE_KEY) as DesktopBridge;
});

describe('preload', () => {
  it('exposes one object with three named functions, and not ipcRenderer', () => {
    expect([...electron.exposed.keys()]).toEqual([DESKTOP_BRIDGE_KEY]);
    expect(Object.keys(bridge).sort()).toEqual([
      'keepServingWhenClosed',
      'lanInfo',
      'setKeepServingWhenClosed',
    ]);
    expect(Object.values(bridge).every((f) => typeof f === 'function')).toBe(true);
  });

  it('calls the declared channels and passes the answers through their schemas', async () => {
    electron.invoke.mockResolvedValueOnce({
      lanUrls: ['http://10.0.0.2:5000'],
      publicUrl: 'http://10.0.0.2:8080',
    });
    await expect(bridge.lanInfo()).resolves.toEqual({
      lanUrls: ['http://10.0.0.2:5000'],
      publicUrl: 'http://10.0.0.2:8080',
    });
    expect(electron.invoke).toHaveBeenLastCalledWith(DesktopChannel.lanInfo);

    electron.invoke.mockResolvedValueOnce(true);
    await expect(bridge.setKeepServingWhenClosed(true)).resolves.toBe(true);
    expect(electron.invoke).toHaveBeenLastCalledWith(DesktopChannel.setKeepServing, true);
  });

  it('refuses an answer of the wrong shape instead of handing it to the page', async () => {
    electron.invoke.mockResolvedValueOnce('yes');
    await expect(bridge.keepServingWhenClosed()).rejects.toThrow();
  });
});
