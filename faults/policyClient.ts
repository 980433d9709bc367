import WebSocket from 'ws';
import { afterClose, afterOpen, type ReconnectState } from '../renderer/api/reconnectPolicy';
import { call, jsonOf } from '../bench/support/http';

/**
 * A Node stand-in for a screen's live socket (renderer/api/socket.ts) that follows the browser client's own
 * reconnect policy module: reconnect 3000 ms after an unclean close, at most 5 attempts, counter reset on
 * open. On every reopen it re-syncs by fetching `resyncPath`, as the screens refetch their data.
 */
export class PolicyClient {
  private ws: WebSocket | null = null;
  private state: ReconnectState = { attempts: 0 };
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private opens = 0;
  /** Performance-clock times of each close and each open, for the reconnect-time check. */
  readonly closedAt: number[] = [];
  readonly openedAt: number[] = [];
  /** The most attempts one outage took, and whether the client ever gave up. */
  maxAttempts = 0;
  gaveUp = false;
  /** The last re-sync answer's JSON. */
  synced: unknown = null;
  readonly messages: Record<string, unknown>[] = [];
  private waiters: (() => void)[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly resyncPath: string,
    private readonly cookie?: string,
  ) {}

  start(): Promise<void> {
    this.connect();
    return this.nextOpen();
  }

  /** Resolves on the next successful open (a reconnect, after a restart). */
  nextOpen(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.ws?.close(1000);
  }

  private connect(): void {
    if (this.stopped) return;
    const headers = this.cookie ? { cookie: this.cookie } : {};
    const ws = new WebSocket(`${this.baseUrl.replace(/^http/, 'ws')}/ws`, { headers });
    this.ws = ws;
    ws.on('open', () => {
      this.state = afterOpen();
      this.openedAt.push(performance.now());
      const reopened = this.opens++ > 0;
      void (async () => {
        if (reopened) this.synced = await this.resync();
        for (const w of this.waiters.splice(0)) w();
      })();
    });
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as Record<string, unknown>;
      this.messages.push(m);
    });
    // A refused upgrade (server still starting) errors, then closes uncleanly: the policy decides.
    ws.on('error', () => undefined);
    ws.on('close', (code) => {
      if (this.ws !== ws || this.stopped) return;
      this.closedAt.push(performance.now());
      const decision = afterClose(this.state, code === 1000);
      if (decision.action === 'retry') {
        this.state = { attempts: decision.attempts };
        this.maxAttempts = Math.max(this.maxAttempts, decision.attempts);
        this.timer = setTimeout(() => this.connect(), decision.delayMs);
      } else if (decision.reason === 'exhausted') {
        this.gaveUp = true;
      }
    });
  }

  private async resync(): Promise<unknown> {
    const answer = await call(`${this.baseUrl}${this.resyncPath}`, { cookie: this.cookie });
    return answer.status === 200 ? jsonOf(answer) : { status: answer.status };
  }
}
