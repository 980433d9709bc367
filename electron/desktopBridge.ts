import { DesktopChannel, KeepServingFlag, type DesktopLanInfo } from '../shared/api/preload';
import { isAppUrl } from './windowSecurity';

/** The invoke event as far as sender validation needs it (Electron's IpcMainInvokeEvent). */
export interface BridgeInvokeEvent {
  senderFrame: { url: string } | null;
}

/** The slice of Electron's ipcMain used here. */
export interface BridgeIpc {
  handle(channel: string, listener: (event: BridgeInvokeEvent, ...args: unknown[]) => unknown): void;
}

export interface BridgeDeps {
  /** Origin of the LAN door the window loads; null while the server is not running. */
  appOrigin(): string | null;
  lanInfo(): DesktopLanInfo;
  keepServingWhenClosed(): boolean;
  setKeepServingWhenClosed(keep: boolean): void;
}

/**
 * Main-process side of shared/api/preload.ts. Checklist 17: every call's sender must be a frame of the
 * app's own origin — a page that slipped past the navigation guard still cannot reach these — and
 * arguments are validated, because the page is web content like any other.
 */
export function registerDesktopBridge(ipc: BridgeIpc, deps: BridgeDeps): void {
  const fromApp = (event: BridgeInvokeEvent): void => {
    const origin = deps.appOrigin();
    if (!origin || !isAppUrl(event.senderFrame?.url, origin)) {
      throw new Error('Refused: the desktop bridge answers only the app’s own pages');
    }
  };
  ipc.handle(DesktopChannel.lanInfo, (event) => {
    fromApp(event);
    return deps.lanInfo();
  });
  ipc.handle(DesktopChannel.getKeepServing, (event) => {
    fromApp(event);
    return deps.keepServingWhenClosed();
  });
  ipc.handle(DesktopChannel.setKeepServing, (event, keep) => {
    fromApp(event);
    deps.setKeepServingWhenClosed(KeepServingFlag.parse(keep));
    return deps.keepServingWhenClosed();
  });
}
