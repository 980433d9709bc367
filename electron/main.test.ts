import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as electron from './testing/fakeElectron';

// electron/main.ts run for real under Node — real createServer, real HTTP and sockets — with only the
// `electron` module replaced. Proves the thin entry wires the tested modules together: one instance,
// the server under app data, a locked-down window on the dashboard, and a quit that closes the server.
vi.mock('electron', () => import('./testing/fakeElectron'));

const userData = mkdtempSync(join(tmpdir(), 'doubletop-desktop-'));
const savedEnv = { ...process.env };

beforeAll(async () => {
  Object.assign(process.env, { PORT: '0', PUBLIC_PORT: '0', MDNS: '0' });
  delete process.env.STAFF_PASSWORD;
  delete process.env.ADMIN_PASSWORD;
  electron.app.userData = userData;
  electron.app.appPath = resolve(import.meta.dirname, '..');
  await import('./main');
  await vi.waitFor(() => expect(electron.BrowserWindow.created[0]?.loadedUrl).toBeTruthy(), {
    timeout: 10_000,
  });
});

afterAll(() => {
  process.env = savedEnv;
  rmSync(userData, { recursive: true, force: true });
});

describe('the front-desk app’s main process', () => {
  const window = () => electron.BrowserWindow.created[0];
  const origin = () => new URL(window()?.loadedUrl ?? 'http://invalid').origin;

  it('opens one locked-down window on the dashboard of the LAN door, over loopback', () => {
    expect(electron.BrowserWindow.created).toHaveLength(1);
    expect(window()?.loadedUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
    const prefs = window()?.options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    expect(String(prefs.preload)).toMatch(/dist[\\/]electron[\\/]preload\.cjs$/);
  });

  it('runs the embedded server with the same V8 memory tuning as npm start', () => {
    expect(electron.app.commandLine.switches).toContainEqual([
      'js-flags',
      '--max-semi-space-size=4 --heap-growing-percent=50',
    ]);
  });

  it('keeps the database under app data and shows generated first-run passwords once', () => {
    expect(existsSync(join(userData, 'data'))).toBe(true);
    expect(electron.dialog.messages).toHaveLength(1);
    expect(electron.dialog.messages[0]?.detail).toMatch(/staff[\s\S]*admin/);
  });

  it('serves the API and answers the desktop bridge only for its own origin', async () => {
    const me = await fetch(`${origin()}/api/auth/me`);
    expect(me.status).toBe(401);
    const lanInfo = electron.ipcMain.handlers.get('doubletop:lan-info');
    expect(lanInfo?.({ senderFrame: { url: `${origin()}/devices` } })).toMatchObject({
      lanUrls: expect.any(Array),
    });
    expect(() => lanInfo?.({ senderFrame: { url: 'https://example.com/' } })).toThrow(/Refused/);
  });

  it('guards every web contents it creates and refuses permission requests', () => {
    const listeners = new Map<string, (event: { url?: string; preventDefault(): void }) => void>();
    let openHandler: ((details: { url: string }) => { action: string }) | undefined;
    const contents = {
      on: (event: string, listener: (event: { url?: string; preventDefault(): void }) => void) =>
        listeners.set(event, listener),
      setWindowOpenHandler: (handler: (details: { url: string }) => { action: string }) =>
        (openHandler = handler),
    };
    electron.app.emit('web-contents-created', {}, contents);
    const navigate = (url: string) => {
      const event = { url, preventDefault: vi.fn() };
      listeners.get('will-navigate')?.(event);
      return event.preventDefault.mock.calls.length > 0;
    };
    expect(navigate(`${origin()}/calendar`)).toBe(false);
    expect(navigate('https://example.com/')).toBe(true);
    expect(listeners.has('will-redirect')).toBe(true);
    expect(listeners.has('will-attach-webview')).toBe(true);
    expect(openHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });

    const granted = vi.fn();
    electron.session.defaultSession.permissionRequest?.(null, 'media', granted);
    expect(granted).toHaveBeenCalledWith(false);
  });

  it('a second instance only brings the window back', () => {
    window()?.hide();
    electron.app.emit('second-instance');
    expect(window()?.visible).toBe(true);
    expect(electron.BrowserWindow.created).toHaveLength(1);
  });

  it('quitting tells sockets, closes the server and then quits', async () => {
    const socket = new WebSocket(`${origin().replace('http', 'ws')}/ws`);
    await new Promise((resolveOpen, reject) => socket.once('open', resolveOpen).once('error', reject));
    const closed = new Promise<number>((resolveClose) => socket.once('close', (code) => resolveClose(code)));

    electron.app.quit();
    expect(await closed).toBe(1001);
    await vi.waitFor(() => expect(electron.app.quitCount).toBe(1));
    await expect(fetch(`${origin()}/api/auth/me`)).rejects.toThrow();
    // A cleanly closed SQLite database checkpoints and removes its write-ahead log.
    expect(existsSync(join(userData, 'data', 'doubletop.sqlite-wal'))).toBe(false);
    expect(existsSync(join(userData, 'data', 'doubletop.sqlite'))).toBe(true);
  });
});
