/**
 * A stand-in for the `electron` module, for the test that runs electron/main.ts under Node. It records
 * what main.ts asks of Electron (windows, handlers, menus) and lets the test fire app events. Only the
 * members main.ts uses exist; a new use fails loudly as "not a function" instead of passing silently.
 */
type Listener = (...args: unknown[]) => unknown;

class Emitter {
  readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Listener): this {
    return this.on(event, listener);
  }
  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

export interface QuitEvent {
  defaultPrevented: boolean;
  preventDefault(): void;
}

class FakeApp extends Emitter {
  /** Switches appended to Chromium's command line, in order. */
  readonly commandLine = {
    switches: [] as [string, string | undefined][],
    appendSwitch(name: string, value?: string): void {
      this.switches.push([name, value]);
    },
  };
  userData = '';
  appPath = '';
  gotLock = true;
  quitCount = 0;
  exited: number | null = null;
  getPath(name: string): string {
    if (name !== 'userData') throw new Error(`unexpected getPath(${name})`);
    return this.userData;
  }
  getAppPath(): string {
    return this.appPath;
  }
  requestSingleInstanceLock(): boolean {
    return this.gotLock;
  }
  whenReady(): Promise<void> {
    return Promise.resolve();
  }
  /** Like Electron: 'before-quit' listeners may cancel the quit. */
  quit(): void {
    const event: QuitEvent = {
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    this.emit('before-quit', event);
    if (!event.defaultPrevented) this.quitCount += 1;
  }
  exit(code: number): void {
    this.exited = code;
  }
}

export class BrowserWindow extends Emitter {
  static created: BrowserWindow[] = [];
  loadedUrl: string | null = null;
  visible = false;
  constructor(readonly options: Record<string, unknown>) {
    super();
    BrowserWindow.created.push(this);
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
    return Promise.resolve();
  }
  show(): void {
    this.visible = true;
  }
  hide(): void {
    this.visible = false;
  }
  focus(): void {}
  restore(): void {}
  isDestroyed(): boolean {
    return false;
  }
  isMinimized(): boolean {
    return false;
  }
}

export class Tray extends Emitter {
  menu: unknown = null;
  setToolTip(): void {}
  setContextMenu(menu: unknown): void {
    this.menu = menu;
  }
}

export const app = new FakeApp();
export const ipcMain = {
  handlers: new Map<string, Listener>(),
  handle(channel: string, listener: Listener) {
    this.handlers.set(channel, listener);
  },
};
export const Menu = {
  buildFromTemplate: (template: unknown) => ({ template }),
  setApplicationMenu: () => {},
};
export const dialog = {
  errors: [] as string[],
  messages: [] as { detail?: string }[],
  showErrorBox(title: string, content: string) {
    this.errors.push(`${title}: ${content}`);
  },
  showMessageBox(options: { detail?: string }) {
    this.messages.push(options);
    return Promise.resolve({ response: 0 });
  },
};
export const session = {
  defaultSession: {
    permissionRequest: null as Listener | null,
    setPermissionRequestHandler(handler: Listener) {
      this.permissionRequest = handler;
    },
    setPermissionCheckHandler() {},
    webRequest: { onHeadersReceived() {} },
  },
};
