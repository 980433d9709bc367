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

/**
 * Sockets that keep every message with its arrival time, for figures where the message may arrive before
 * the HTTP answer that caused it is read (the venue view after a dart): `arrivalsSince` looks back to
 * `since` (performance clock) as well as forward.
 */
export interface RecordingPool {
  arrivalsSince(match: (m: Message) => boolean, since: number, timeoutMs?: number): Promise<number[]>;
  close(): void;
}

export async function openRecordingPool(
  baseUrl: string,
  count: number,
  cookie?: string,
): Promise<RecordingPool> {
  const url = baseUrl.replace(/^http/, 'ws') + '/ws';
  const sockets = await Promise.all(Array.from({ length: count }, () => openOne(url, cookie)));
  const logs = sockets.map(() => [] as { at: number; m: Message }[]);
  const wake = new Set<() => void>();
  sockets.forEach((ws, i) =>
    ws.on('message', (data) => {
      const at = performance.now();
      const log = logs[i];
      if (!log) return;
      try {
        log.push({ at, m: JSON.parse(String(data)) as Message });
      } catch {
        return;
      }
      // Only the last few seconds are ever looked back on: keep each check short.
      while (log.length > 0 && (log[0]?.at ?? at) < at - 5000) log.shift();
      for (const w of [...wake]) w();
    }),
  );
  const firstIn = (i: number, match: (m: Message) => boolean, since: number) =>
    logs[i]?.find((entry) => entry.at >= since && match(entry.m))?.at;
  return {
    arrivalsSince(match, since, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const times = sockets.map((_, i) => firstIn(i, match, since));
          if (times.every((t) => t !== undefined)) {
            done();
            resolve(times as number[]);
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`a TV socket had no matching message in ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          wake.delete(check);
        };
        wake.add(check);
        check();
      });
    },
    close() {
      for (const ws of sockets) ws.terminate();
    },
  };
}
