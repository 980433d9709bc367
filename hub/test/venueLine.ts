import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from '../engines/ports';

/**
 * A venue's line to nats-server, between the venue and the port it dials. While up it passes each connection
 * through; while down it takes each connection and drops it at once, counting them (each is one try of the
 * relay). `cut` takes the line down and drops the connections open on it, as a venue's internet going away
 * does; `restore` brings it back.
 */
export interface VenueLine {
  url: string;
  tries(): number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function venueLine(target: number, { up = false }: { up?: boolean } = {}): Promise<VenueLine> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let tries = 0;
  const server: Server = createServer((client) => {
    if (!up) {
      tries += 1;
      client.destroy();
      return;
    }
    const upstream = connect(target, '127.0.0.1');
    for (const s of [client, upstream]) sockets.add(s);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      for (const s of [client, upstream]) {
        s.destroy();
        sockets.delete(s);
      }
    };
    for (const s of [client, upstream]) {
      s.on('error', end);
      s.on('close', end);
    }
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `nats://127.0.0.1:${port}`,
    tries: () => tries,
    cut: () => {
      up = false;
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    restore: () => {
      up = true;
    },
    close: () =>
      new Promise<void>((done) => {
        for (const s of sockets) s.destroy();
        server.close(() => done());
      }),
  };
}
