import WebSocket from 'ws';

export type Message = Record<string, unknown>;

/** Many real WebSocket clients at once, each noting when a wanted message arrived. */
export interface SocketPool {
  size: number;
  /**
   * Resolves with each socket's arrival time (performance clock) of its first message matching `match`
   * sent after this call; rejects when any socket has not had one within `timeoutMs`.
   */
  arrivals(match: (m: Message) => boolean, timeoutMs?: number): Promise<number[]>;
  close(): void;
}

function openOne(url: string, cookie: string | undefined): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: cookie ? { cookie } : {} });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Opens `count` sockets to `baseUrl`/ws (a staff cookie makes them staff; without, they are TV sockets). */
export async function openSocketPool(baseUrl: string, count: number, cookie?: string): Promise<SocketPool> {
  const url = baseUrl.replace(/^http/, 'ws') + '/ws';
  const sockets = await Promise.all(Array.from({ length: count }, () => openOne(url, cookie)));
  return {
    size: count,
    arrivals(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const times: (number | undefined)[] = new Array(count).fill(undefined);
        let pending = count;
        const handlers = sockets.map((ws, i) => {
          const onMessage = (data: WebSocket.RawData) => {
            if (times[i] !== undefined) return;
            const at = performance.now();
            let m: unknown;
            try {
              m = JSON.parse(String(data));
            } catch {
              return;
            }
            if (typeof m !== 'object' || m === null || !match(m as Message)) return;
            times[i] = at;
            if (--pending === 0) finish();
          };
          ws.on('message', onMessage);
          return onMessage;
        });
        const finish = (error?: Error) => {
          clearTimeout(timer);
          sockets.forEach((ws, i) => ws.off('message', handlers[i] as (data: WebSocket.RawData) => void));
          if (error) reject(error);
          else resolve(times as number[]);
        };
        const timer = setTimeout(
          () =>
            finish(new Error(`${pending} of ${count} sockets had no matching message in ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
    },
    close() {
      for (const ws of sockets) ws.terminate();
    },
  };
}
