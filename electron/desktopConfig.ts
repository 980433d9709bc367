import { join } from 'node:path';

/** The LAN door's port when the venue set none, the one clients fall back to (README.md#configuration). */
export const DEFAULT_LAN_PORT = 5000;
/** The public (port-forwarded) booking door (README.md#the-two-doors). */
export const DEFAULT_PUBLIC_PORT = 8080;

export interface DesktopPaths {
  /** Electron's app.getPath('userData'): per-user app data (%APPDATA%\Doubletop, ~/.config/Doubletop). */
  userData: string;
  /** Electron's app.getAppPath(): where package.json and dist/ are (inside app.asar when packaged). */
  appPath: string;
}

/** The part of lan-server's ServerConfig the desktop app decides. */
export interface DesktopServerSettings {
  port: number;
  /** null: no public door (PUBLIC_PORT=off), as for the headless server. */
  publicPort: number | null;
  host: string;
  dataDir: string;
  staticDir: string;
  staffPassword?: string;
  adminPassword?: string;
  advertise: boolean;
}

/**
 * Server settings for the front-desk app. The database lives under the OS app-data folder, never beside
 * the executable: Program Files is read-only for staff accounts and an update replaces the install dir.
 * It binds all interfaces because tablets and the TV must reach it; ports and first-run passwords can be
 * set through the same environment variables as the headless server (README), so both behave alike.
 */
export function desktopServerSettings(paths: DesktopPaths, env: NodeJS.ProcessEnv): DesktopServerSettings {
  return {
    port: portFrom(env.PORT, DEFAULT_LAN_PORT),
    publicPort:
      env.PUBLIC_PORT?.trim().toLowerCase() === 'off' ? null : portFrom(env.PUBLIC_PORT, DEFAULT_PUBLIC_PORT),
    host: '0.0.0.0',
    dataDir: join(paths.userData, 'data'),
    staticDir: join(paths.appPath, 'dist', 'renderer'),
    ...(env.STAFF_PASSWORD ? { staffPassword: env.STAFF_PASSWORD } : {}),
    ...(env.ADMIN_PASSWORD ? { adminPassword: env.ADMIN_PASSWORD } : {}),
    advertise: env.MDNS !== '0',
  };
}

/**
 * A port from the environment (0–65535). Unlike the headless server, which refuses to start on a bad value, a bad
 * value here falls back to the default: the desktop app has no terminal to show the complaint in.
 */
function portFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || !/^\d+$/.test(value.trim())) return fallback;
  const port = Number(value);
  // 0 means "any free port", as for the headless server; tests rely on it.
  return port <= 65535 ? port : fallback;
}

/** The window loads the LAN door over loopback: always reachable, whatever Wi-Fi the PC is on. */
export function windowOrigin(lanPort: number): string {
  return `http://127.0.0.1:${lanPort}`;
}

export function preloadPath(paths: DesktopPaths): string {
  return join(paths.appPath, 'dist', 'electron', 'preload.cjs');
}

export function iconPath(paths: DesktopPaths): string {
  return join(paths.appPath, 'dist', 'electron', 'icon.png');
}

export function logPath(paths: DesktopPaths): string {
  return join(paths.userData, 'logs', 'doubletop.log');
}

export function preferencesPath(paths: DesktopPaths): string {
  return join(paths.userData, 'desktop-preferences.json');
}
