import { z } from 'zod';

/**
 * The desktop bridge: the only things the front-desk window's page may ask Electron's main process.
 *
 * The page is the same web app every tablet and browser loads over the LAN, so everything here is an
 * optional extra — `window[DESKTOP_BRIDGE_KEY]` is undefined outside the Electron window and the renderer
 * must work without it. The preload exposes these named functions, never `ipcRenderer` itself (Electron
 * security checklist).
 */
export const DESKTOP_BRIDGE_KEY = 'doubletopDesktop';

/** IPC channel names, written once so main and preload cannot drift apart. */
export const DesktopChannel = {
  lanInfo: 'doubletop:lan-info',
  getKeepServing: 'doubletop:keep-serving:get',
  setKeepServing: 'doubletop:keep-serving:set',
} as const;
export type DesktopChannel = (typeof DesktopChannel)[keyof typeof DesktopChannel];

/**
 * Where the venue's devices can reach this appliance: one URL per LAN IPv4 address. (The Devices page reads
 * the same, plus the mDNS name, over HTTP so it works in any browser; this is for the desktop shell.)
 */
export const DesktopLanInfo = z.object({
  lanUrls: z.array(z.string()),
  publicUrl: z.string(),
});
export type DesktopLanInfo = z.infer<typeof DesktopLanInfo>;

/** Argument of the keep-serving setter; the main process validates it because the page is untrusted. */
export const KeepServingFlag = z.boolean();

export interface DesktopBridge {
  /** LAN addresses for the Devices panel, read from the running server. */
  lanInfo(): Promise<DesktopLanInfo>;
  /** Whether closing the window keeps the server running in the tray (the venue's choice; default off). */
  keepServingWhenClosed(): Promise<boolean>;
  setKeepServingWhenClosed(keep: boolean): Promise<boolean>;
}
