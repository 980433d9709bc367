import { SOCKET_PATH } from '../../shared/api/socketPath';
import { afterClose, afterOpen, type ReconnectState } from './reconnectPolicy';

export type SocketStatus = 'connecting' | 'open' | 'closed';

export interface LiveSocketHandlers<M> {
  /**
   * Turns a message's JSON into a message this screen knows, or undefined to ignore it: every screen uses
   * readServerMessage (shared/api/realtime.ts), the one schema.
   */
  read(data: unknown): M | undefined;
  onMessage(message: M): void;
  onStatus(status: SocketStatus): void;
  /** Called on every open after the first: the client missed messages and should re-sync. */
  onReconnect(): void;
}

/** The socket at /ws (or the path given) on the page's own host, following the reconnect policy of docs/behaviour.md#live-updates (api/reconnectPolicy.ts). */
export class LiveSocket<M> {
  private ws: WebSocket | null = null;
  private state: ReconnectState = { attempts: 0 };
  private timer: ReturnType<typeof setTimeout> | null = null;
  private opened = false;
  private stopped = false;
  private exhausted = false;

  /** `path`: the venue's /ws, or head office's own socket (HUB_LIVE_PATH). */
  constructor(
    private readonly handlers: LiveSocketHandlers<M>,
    private readonly path: string = SOCKET_PATH,
  ) {}

  start(): void {
    this.stopped = false;
    window.addEventListener('online', this.revive);
    document.addEventListener('visibilitychange', this.revive);
    this.connect();
  }

  /** Closes cleanly (no reconnect), e.g. on sign-out or unmount. */
  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.revive);
    document.removeEventListener('visibilitychange', this.revive);
    if (this.timer) clearTimeout(this.timer);
    this.ws?.close(1000);
    this.ws = null;
  }

  /** Reconnects now, e.g. after sign-in so the server hears the new session. */
  restart(): void {
    this.ws?.close(1000);
    this.ws = null;
    this.state = { attempts: 0 };
    this.connect();
  }

  private readonly revive = () => {
    if (this.stopped || !this.exhausted || document.visibilityState === 'hidden') return;
    this.exhausted = false;
    this.state = { attempts: 0 };
    this.connect();
  };

  private connect(): void {
    if (this.stopped) return;
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(`${scheme}://${location.host}${this.path}`);
    this.ws = ws;
    this.handlers.onStatus('connecting');
    ws.onopen = () => {
      this.state = afterOpen();
      this.handlers.onStatus('open');
      if (this.opened) this.handlers.onReconnect();
      this.opened = true;
    };
    ws.onmessage = (event) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const message = this.handlers.read(data);
      if (message !== undefined) this.handlers.onMessage(message);
    };
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      this.handlers.onStatus('closed');
      if (this.stopped) return;
      const decision = afterClose(this.state, event.wasClean && event.code === 1000);
      if (decision.action === 'retry') {
        this.state = { attempts: decision.attempts };
        this.timer = setTimeout(() => this.connect(), decision.delayMs);
      } else if (decision.reason === 'exhausted') {
        this.exhausted = true;
      }
    };
  }
}
