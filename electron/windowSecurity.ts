import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';

/**
 * The front-desk window's security settings, one function per item of Electron's security checklist
 * (https://www.electronjs.org/docs/latest/tutorial/security) that applies to us.
 *
 * The window shows the LAN door's own web app from http://127.0.0.1:<port>. That page is ordinary web
 * content — the same bundle tablets load — so it gets no Node powers; the preload exposes the few named
 * functions of shared/api/preload.ts and nothing else.
 */

/** Checklist 2, 3, 4, 6, 8, 9, 10: renderer isolation. Every value is explicit so a default changing in
 * a future Electron cannot silently weaken it. */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
  };
}

export function mainWindowOptions(preloadPath: string, iconPath?: string): BrowserWindowConstructorOptions {
  return {
    width: 1400,
    height: 900,
    minWidth: 900,
    minHeight: 600,
    title: 'Doubletop',
    // Shown on 'ready-to-show' so staff never see a blank white frame while the dashboard loads.
    show: false,
    backgroundColor: '#0f172a',
    autoHideMenuBar: true,
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: secureWebPreferences(preloadPath),
  };
}

/** The app's origin: scheme, host and port of the LAN door the window loads. */
export function appOriginOf(url: string): string {
  return new URL(url).origin;
}

/** True when `url` is on the app's own origin. Unparseable URLs and other schemes are foreign. */
export function isAppUrl(url: string | undefined, appOrigin: string): boolean {
  if (!url) return false;
  try {
    return new URL(url).origin === appOrigin;
  } catch {
    return false;
  }
}

export interface NavigationEvent {
  url: string;
  preventDefault(): void;
}

export type WindowOpenDecision =
  { action: 'deny' } | { action: 'allow'; overrideBrowserWindowOptions: BrowserWindowConstructorOptions };

export interface NavigationGuard {
  /** For 'will-navigate' and 'will-redirect'. */
  onNavigate(event: NavigationEvent): void;
  /** For 'will-attach-webview': the app has no <webview>, so one appearing is an attack. */
  onAttachWebview(event: { preventDefault(): void }): void;
  /** For setWindowOpenHandler. */
  onWindowOpen(details: { url: string }): WindowOpenDecision;
}

/**
 * Checklist 12, 13, 14: navigation and new windows stay on the app's origin.
 *
 * A same-origin `window.open` (say, staff opening /tv/scoreboard on a second screen) gets a window with
 * the same locked-down preferences. A foreign link is refused outright rather than handed to
 * `shell.openExternal`, which checklist 15 warns against for untrusted content: nothing in the app needs
 * to leave it, and a venue PC is better off not opening arbitrary URLs from customer-entered text.
 * Handlers rather than a function taking WebContents, so tests drive them without Electron.
 */
export function navigationGuard(appOrigin: string, preloadPath: string): NavigationGuard {
  return {
    onNavigate(event) {
      if (!isAppUrl(event.url, appOrigin)) event.preventDefault();
    },
    onAttachWebview(event) {
      event.preventDefault();
    },
    onWindowOpen({ url }) {
      return isAppUrl(url, appOrigin)
        ? { action: 'allow', overrideBrowserWindowOptions: mainWindowOptions(preloadPath) }
        : { action: 'deny' };
    },
  };
}

/** The slice of Electron's Session used to refuse permissions and add the CSP. */
export interface GuardedSession {
  setPermissionRequestHandler(
    handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
}

/**
 * Checklist 5: the dashboard needs no camera, microphone, notifications, geolocation or the like, so every
 * permission request and check is refused rather than allow-listed — a new feature that needs one must
 * say so here.
 */
export function denyAllPermissions(session: GuardedSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

/**
 * Checklist 7: a CSP for anything the window loads. The LAN door already sends its own strict policy;
 * this fallback applies only when a response carries none, so the server's policy stays the one source.
 */
export const FALLBACK_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

export function withContentSecurityPolicy(
  headers: Record<string, string[]> | undefined,
): Record<string, string[]> {
  const result: Record<string, string[]> = { ...(headers ?? {}) };
  const hasPolicy = Object.keys(result).some((name) => name.toLowerCase() === 'content-security-policy');
  if (!hasPolicy) result['Content-Security-Policy'] = [FALLBACK_CSP];
  return result;
}
