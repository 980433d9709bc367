/**
 * One Doubletop per PC. A second copy would try to open the same SQLite file and bind the same LAN port;
 * instead it hands over to the first, which brings its window to the front (for example when staff
 * double-click the desktop icon while the app sits in the tray).
 */

/** The slice of Electron's `app` used here. */
export interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean;
  quit(): void;
  on(event: 'second-instance', listener: () => void): unknown;
}

/**
 * Returns true when this process is the one that should run. When another copy already runs, asks this
 * one to quit and returns false, so the caller must not start a server or open a window.
 */
export function claimSingleInstance(app: SingleInstanceApp, revealExisting: () => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', revealExisting);
  return true;
}

/** The slice of BrowserWindow needed to bring it back, whether minimised or hidden in the tray. */
export interface RevealableWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/** Brings the window back; returns false when there is none (the caller then opens a new one). */
export function revealWindow(window: RevealableWindow | null): boolean {
  if (!window || window.isDestroyed()) return false;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
  return true;
}
