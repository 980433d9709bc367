import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import SERVER_NODE_FLAGS from '../../lan-server/node-flags.json';

/** The built headless server (scripts/build-server.mjs): benchmarks and fault tests run the real thing. */
export const SERVER_ENTRY = resolve('dist/server/main.mjs');
/** The server is measured and crashed as the appliance runs it: with its V8 flags. */
export { SERVER_NODE_FLAGS };
export const STAFF_PASSWORD = 'bench-staff-password';
export const ADMIN_PASSWORD = 'bench-admin-password';

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  lanUrl: string;
  publicUrl: string;
  /** Milliseconds from spawn until both doors were printed. */
  printedAfterMs: number;
  /** Resolves when the process has exited (by any signal). */
  exited: Promise<void>;
  /** Everything the process printed, for a failure message. */
  output(): string;
  /** SIGKILL: no chance to close anything, as a pulled plug. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful path (sockets told 1001, database closed). */
  stop(): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  /** Fixed ports let a restarted server come back where sockets expect it; 0 picks free ones. */
  port?: number;
  publicPort?: number;
  env?: Record<string, string>;
  entry?: string;
  /** Called at once with the child, before the doors are up (to kill a server while it starts). */
  onSpawn?: (child: ChildProcess) => void;
  /** Extra node flags, e.g. --cpu-prof to find where a failed budget's time goes. */
  nodeArgs?: string[];
  timeoutMs?: number;
}

/** A free loopback port, found by binding port 0 and letting it go. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Spawns `node dist/server/main.mjs` on loopback with a data dir of the caller's, the public door's limits
 * lifted (load tests send far more than a customer would) and mDNS off, and waits for both doors' URLs.
 */
export function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS.v8, ...(options.nodeArgs ?? []), options.entry ?? SERVER_ENTRY],
    {
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: String(options.port ?? 0),
        PUBLIC_PORT: String(options.publicPort ?? 0),
        DATA_DIR: options.dataDir,
        STAFF_PASSWORD,
        ADMIN_PASSWORD,
        MDNS: '0',
        PUBLIC_RATE_LIMIT: '100000000',
        PUBLIC_BOOKING_LIMIT: '100000000',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  options.onSpawn?.(child);
  let text = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const signal = (name: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };

  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not print its doors in time:\n${text}`));
    }, options.timeoutMs ?? 15_000);
    const onData = () => {
      const lan = /LAN door[^\n]*?(http:\/\/[^\s]+)/.exec(text)?.[1];
      const pub = /Public door[^\n]*?(http:\/\/[^\s]+)/.exec(text)?.[1];
      if (!lan || !pub) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolveStart({
        child,
        pid: child.pid ?? 0,
        lanUrl: lan,
        publicUrl: pub,
        printedAfterMs: performance.now() - started,
        exited,
        output: () => text,
        kill: signal('SIGKILL'),
        stop: signal('SIGTERM'),
      });
    };
    child.stdout?.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before printing its doors:\n${text}`));
    });
  });
}

/** Resident memory of a process in MB, from /proc (Linux: the appliance's and CI's platform). */
export async function rssMb(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}
