import { describe, expect, it } from 'vitest';
import { DesktopChannel } from '../shared/api/preload';
import { registerDesktopBridge, type BridgeInvokeEvent } from './desktopBridge';
import { loadPreferences, savePreferences } from './preferences';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Handler = (event: BridgeInvokeEvent, ...args: unknown[]) => unknown;

function bridge() {
  const handlers = new Map<string, Handler>();
  let keep = false;
  registerDesktopBridge(
    { handle: (channel, handler) => handlers.set(channel, handler) },
    {
      appOrigin: () => 'http://127.0.0.1:5000',
      lanInfo: () => ({ lanUrls: ['http://192.168.1.20:5000'], publicUrl: 'http://x:8080' }),
      keepServingWhenClosed: () => keep,
      setKeepServingWhenClosed: (k) => (keep = k),
    },
  );
  const call = (channel: string, url: string | null, ...args: unknown[]) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler({ senderFrame: url === null ? null : { url } }, ...args);
  };
  return { call, handlers };
}

describe('desktop bridge (IPC) checks who is asking', () => {
  it('answers the app’s own page', () => {
    const { call } = bridge();
    expect(call(DesktopChannel.lanInfo, 'http://127.0.0.1:5000/devices')).toMatchObject({
      lanUrls: ['http://192.168.1.20:5000'],
    });
    expect(call(DesktopChannel.setKeepServing, 'http://127.0.0.1:5000/', true)).toBe(true);
    expect(call(DesktopChannel.getKeepServing, 'http://127.0.0.1:5000/')).toBe(true);
  });

  it.each([
    ['a foreign page', 'https://evil.example/'],
    ['another port', 'http://127.0.0.1:8080/'],
    ['a destroyed frame', null],
  ])('refuses %s', (_who, url) => {
    const { call } = bridge();
    for (const channel of Object.values(DesktopChannel)) {
      expect(() => call(channel, url, true)).toThrow(/Refused/);
    }
  });

  it('rejects a non-boolean keep-serving flag', () => {
    const { call } = bridge();
    expect(() => call(DesktopChannel.setKeepServing, 'http://127.0.0.1:5000/', 'yes')).toThrow();
    expect(call(DesktopChannel.getKeepServing, 'http://127.0.0.1:5000/')).toBe(false);
  });
});

describe('desktop preferences file', () => {
  it('round-trips, and falls back to keep-serving off when missing or mangled', () => {
    const dir = mkdtempSync(join(tmpdir(), 'doubletop-prefs-'));
    try {
      const file = join(dir, 'nested', 'desktop-preferences.json');
      expect(loadPreferences(file)).toEqual({ keepServingWhenClosed: false });
      savePreferences(file, { keepServingWhenClosed: true });
      expect(loadPreferences(file)).toEqual({ keepServingWhenClosed: true });
      writeFileSync(file, '{"keepServingWhenClosed": "yes"');
      expect(loadPreferences(file)).toEqual({ keepServingWhenClosed: false });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
