import { contextBridge, ipcRenderer } from 'electron';
import {
  DESKTOP_BRIDGE_KEY,
  DesktopChannel,
  DesktopLanInfo,
  KeepServingFlag,
  type DesktopBridge,
} from '../shared/api/preload';

// Runs sandboxed with context isolation: the page sees only these three functions, never ipcRenderer.
// Answers are parsed so the page gets exactly the declared shapes.
const bridge: DesktopBridge = {
  async lanInfo() {
    return DesktopLanInfo.parse(await ipcRenderer.invoke(DesktopChannel.lanInfo));
  },
  async keepServingWhenClosed() {
    return KeepServingFlag.parse(await ipcRenderer.invoke(DesktopChannel.getKeepServing));
  },
  async setKeepServingWhenClosed(keep: boolean) {
    return KeepServingFlag.parse(await ipcRenderer.invoke(DesktopChannel.setKeepServing, keep));
  },
};

contextBridge.exposeInMainWorld(DESKTOP_BRIDGE_KEY, bridge);
