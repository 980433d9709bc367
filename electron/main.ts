import { BrowserWindow, Menu, Tray, app, dialog, ipcMain, session } from 'electron';
import serverNodeFlags from '../lan-server/node-flags.json';
import { opsFromEnv } from '../lan-server/config';
import { createServer } from '../lan-server/server';
import { quitCoordinator, windowCloseHandler } from './closeBehaviour';
import { registerDesktopBridge } from './desktopBridge';
import {
  desktopServerSettings,
  iconPath,
  logPath,
  preferencesPath,
  preloadPath,
  windowOrigin,
  type DesktopPaths,
} from './desktopConfig';
import { loadPreferences, savePreferences, type DesktopPreferences } from './preferences';
import { createServerLifecycle, type ShellServer } from './serverLifecycle';
import { createDesktopLog } from './serverLog';
import { claimSingleInstance, revealWindow } from './singleInstance';
import { trayMenuTemplate } from './trayMenu';
import {
  denyAllPermissions,
  mainWindowOptions,
  navigationGuard,
  withContentSecurityPolicy,
} from './windowSecurity';

// The thin entry: every decision lives in a module beside this one, tested under Node; this file only
// connects those decisions to Electron's objects and events.

// The embedded server runs with the same V8 tuning as `npm start` (lan-server/node-flags.json).
app.commandLine.appendSwitch('js-flags', serverNodeFlags.v8.join(' '));

const paths: DesktopPaths = { userData: app.getPath('userData'), appPath: app.getAppPath() };
const preload = preloadPath(paths);
const log = createDesktopLog(logPath(paths));
// Logs, backup copies and HTTPS read the same variables as the headless server (lan-server/config.ts);
// a mistake in them surfaces through the start-up error dialog below. A restore from Settings reopens
// the server inside createServer on the same ports, so the shell keeps the same ShellServer throughout.
const lifecycle = createServerLifecycle<ShellServer>(() => {
  const settings = desktopServerSettings(paths, process.env);
  return createServer({ ...settings, ...opsFromEnv(process.env, settings.dataDir), log });
});
let preferences: DesktopPreferences = loadPreferences(preferencesPath(paths));
let mainWindow: BrowserWindow | null = null;
let tray: Tray | null = null;

const quitting = quitCoordinator(
  () => lifecycle.stop(),
  () => app.quit(),
  (error) => log(`The server did not close cleanly: ${String(error)}`),
);

function appOrigin(): string | null {
  const server = lifecycle.current();
  return server ? windowOrigin(server.lanPort) : null;
}

function lanUrls(): string[] {
  const server = lifecycle.current();
  return server?.lanUrls ?? [];
}

function setKeepServing(keep: boolean): void {
  preferences = { ...preferences, keepServingWhenClosed: keep };
  savePreferences(preferencesPath(paths), preferences);
  refreshTray();
}

function refreshTray(): void {
  tray?.setContextMenu(
    Menu.buildFromTemplate(
      trayMenuTemplate(
        { keepServingWhenClosed: preferences.keepServingWhenClosed, lanUrls: lanUrls() },
        { openDashboard: showWindow, setKeepServing, quit: () => app.quit() },
      ),
    ),
  );
}

function showWindow(): void {
  if (revealWindow(mainWindow)) return;
  const origin = appOrigin();
  if (!origin) return;
  const window = new BrowserWindow(mainWindowOptions(preload, iconPath(paths)));
  mainWindow = window;
  window.once('ready-to-show', () => window.show());
  window.on(
    'close',
    windowCloseHandler(window, () => preferences.keepServingWhenClosed, quitting.isQuitting),
  );
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  void window.loadURL(`${origin}/dashboard`);
}

function lockDown(origin: string): void {
  // Every web contents — the main window, same-origin pop-ups — gets the same guards.
  app.on('web-contents-created', (_event, contents) => {
    const guard = navigationGuard(origin, preload);
    contents.on('will-navigate', guard.onNavigate);
    contents.on('will-redirect', guard.onNavigate);
    contents.on('will-attach-webview', guard.onAttachWebview);
    contents.setWindowOpenHandler(guard.onWindowOpen);
  });
  denyAllPermissions(session.defaultSession);
  session.defaultSession.webRequest.onHeadersReceived((details, callback) =>
    callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders) }),
  );
}

async function startFrontDesk(): Promise<void> {
  let server;
  try {
    server = await lifecycle.start();
  } catch (error) {
    // Most likely the LAN port is taken (another copy of the server running headless).
    dialog.showErrorBox(
      'Doubletop could not start',
      `The venue server failed to start: ${error instanceof Error ? error.message : String(error)}`,
    );
    app.exit(1);
    return;
  }
  lockDown(windowOrigin(server.lanPort));
  registerDesktopBridge(ipcMain, {
    appOrigin,
    lanInfo: () => ({ lanUrls: lanUrls(), publicUrl: server.publicUrl }),
    keepServingWhenClosed: () => preferences.keepServingWhenClosed,
    setKeepServingWhenClosed: setKeepServing,
  });
  tray = new Tray(iconPath(paths));
  tray.setToolTip('Doubletop');
  tray.on('click', showWindow);
  refreshTray();
  log(`Doubletop LAN door: ${lanUrls().join(', ')}`);
  showWindow();
  const firstRun = log.firstRunLines();
  if (firstRun.length > 0) {
    void dialog.showMessageBox({
      type: 'info',
      title: 'Doubletop: staff passwords',
      message:
        'Doubletop created the staff sign-ins. Write these passwords down now; they are not shown again.',
      detail: firstRun.join('\n'),
    });
  }
}

if (claimSingleInstance(app, showWindow)) {
  Menu.setApplicationMenu(null);
  app.on('before-quit', quitting.onBeforeQuit);
  // With keep-serving off, the window's close already ran through; the app follows it out.
  app.on('window-all-closed', () => {
    if (!preferences.keepServingWhenClosed) app.quit();
  });
  app.on('activate', showWindow);
  void app.whenReady().then(startFrontDesk);
}
