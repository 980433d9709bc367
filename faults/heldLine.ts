import { connect, createServer, type Server, type Socket } from 'node:net';
import { freePort } from '../hub/engines/ports';

/**
 * A venue's line to the hub as a flaky 4G router behaves: a TCP relay to nats-server that can be *held* —
 * it stops forwarding in both directions without closing anything, so neither end notices (no reset, no
 * FIN, the kernel keeps accepting) — and released, when everything it held back goes on in order.
 */
export interface HeldLine {
  /** The port the venue dials instead of nats-server's. */
  port: number;
  url: string;
  hold(): void;
  /**
   * Holds the line the moment a chunk from the venue that `match` accepts has gone through (e.g. its answer
   * to a booking question, so the hub's word on that booking is caught on its way back).
   */
  holdAfterUpstream(match: (chunk: Buffer) => boolean): Promise<void>;
  /** Resolves once a chunk from the venue that `match` accepts has gone through. */
  nextUpstream(match: (chunk: Buffer) => boolean): Promise<void>;
  release(): void;
  close(): Promise<void>;
}

export async function heldLineTo(target: number): Promise<HeldLine> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  const flushes = new Set<() => void>();
  const watchers = new Set<{ match: (chunk: Buffer) => boolean; then: () => void }>();
  let held = false;

  /** Forwards `from` to `to`, queueing what arrives while the line is held. */
  function forward(from: Socket, to: Socket, upstream: boolean): () => void {
    const queued: Buffer[] = [];
    from.on('data', (chunk: Buffer) => {
      if (held) {
        queued.push(chunk);
        return;
      }
      to.write(chunk);
      if (!upstream) return;
      // Synchronously, before the next chunk either way is forwarded.
      for (const w of [...watchers])
        if (w.match(chunk)) {
          watchers.delete(w);
          w.then();
        }
    });
    return () => {
      for (const chunk of queued.splice(0)) to.write(chunk);
    };
  }

  const server: Server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    sockets.add(client);
    sockets.add(upstream);
    const flushUp = forward(client, upstream, true);
    const flushDown = forward(upstream, client, false);
    const flush = () => {
      flushUp();
      flushDown();
    };
    flushes.add(flush);
    const end = () => {
      flushes.delete(flush);
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const s of [client, upstream]) {
      s.on('error', end);
      s.on('close', end);
    }
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    port,
    url: `nats://127.0.0.1:${port}`,
    hold() {
      held = true;
    },
    holdAfterUpstream: (match) =>
      new Promise<void>((resolve) => {
        watchers.add({
          match,
          then: () => {
            held = true;
            resolve();
          },
        });
      }),
    nextUpstream: (match) => new Promise<void>((resolve) => watchers.add({ match, then: resolve })),
    release() {
      held = false;
      for (const flush of flushes) flush();
    },
    close: () =>
      new Promise<void>((done) => {
        for (const s of sockets) s.destroy();
        server.close(() => done());
      }),
  };
}
