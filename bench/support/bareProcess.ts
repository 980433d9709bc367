import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

/** The bundled baseline server (bench/bareServer.ts → dist/bench/bareServer.mjs). */
export const BARE_ENTRY = resolve('dist/bench/bareServer.mjs');

export interface BareProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  printedAfterMs: number;
  stop(): Promise<void>;
}

/** Starts the bare Express baseline in its own process, as the server under test runs in its own. */
export function startBareProcess(port = 0): Promise<BareProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [BARE_ENTRY], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let text = '';
  child.stderr?.on('data', (c: Buffer) => (text += c.toString()));
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`bare server did not start:\n${text}`));
    }, 10_000);
    child.stdout?.on('data', (c: Buffer) => {
      text += c.toString();
      const url = /Bare door (http:\/\/\S+)/.exec(text)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolveStart({
        child,
        pid: child.pid ?? 0,
        url,
        printedAfterMs: performance.now() - started,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    void exited.then(() => reject(new Error(`bare server exited:\n${text}`)));
  });
}
