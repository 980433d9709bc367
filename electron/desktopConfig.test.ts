import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { desktopServerSettings, windowOrigin } from './desktopConfig';

const paths = {
  userData: join('/home', 'venue', '.config', 'Doubletop'),
  appPath: join('/opt', 'Doubletop'),
};

describe('desktop server settings', () => {
  it('keeps the database under the OS app-data folder and serves the built renderer', () => {
    const settings = desktopServerSettings(paths, {});
    expect(settings.dataDir).toBe(join(paths.userData, 'data'));
    expect(settings.staticDir).toBe(join(paths.appPath, 'dist', 'renderer'));
  });

  it('listens on all interfaces on 5000/8080 and advertises over mDNS by default', () => {
    expect(desktopServerSettings(paths, {})).toMatchObject({
      host: '0.0.0.0',
      port: 5000,
      publicPort: 8080,
      advertise: true,
    });
  });

  it.each([
    ['a valid port is used', '5050', 5050],
    ['a non-number falls back', 'abc', 5000],
    ['zero means any free port', '0', 0],
    ['a negative number falls back', '-1', 5000],
    ['out of range falls back', '70000', 5000],
  ])('%s', (_rule, value, expected) => {
    expect(desktopServerSettings(paths, { PORT: value }).port).toBe(expected);
  });

  it('opens no public door with PUBLIC_PORT=off, as the headless server does', () => {
    expect(desktopServerSettings(paths, { PUBLIC_PORT: 'off' }).publicPort).toBeNull();
    expect(desktopServerSettings(paths, { PUBLIC_PORT: '8081' }).publicPort).toBe(8081);
  });

  it('advertises unless MDNS=0, as the headless server does', () => {
    expect(desktopServerSettings(paths, { MDNS: '0' }).advertise).toBe(false);
  });

  it('passes first-run passwords through only when set', () => {
    expect(desktopServerSettings(paths, {})).not.toHaveProperty('staffPassword');
    expect(desktopServerSettings(paths, { STAFF_PASSWORD: 's3cret' }).staffPassword).toBe('s3cret');
  });

  it('loads the window from loopback', () => {
    expect(windowOrigin(5000)).toBe('http://127.0.0.1:5000');
  });
});
