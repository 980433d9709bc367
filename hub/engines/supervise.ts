import type { ChildProcess } from 'node:child_process';
import { accepts, waitFor } from './ports';

/**
 * Watches an engine's process (nats-server, postgres) from spawn until it is ready: keeps the start of its
 * stderr for a failure message, kills it with `orphanSignal` if this process exits first, calls `onExit`
 * when it ends, and resolves once its log holds `readyLine` and its port accepts connections.
 */
export async function superviseUntilReady(
  child: ChildProcess,
  options: {
    name: string;
    port: number;
    readyLine: string;
    orphanSignal: NodeJS.Signals;
    onExit: () => void;
    timeoutMs?: number;
  },
): Promise<void> {
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    if (log.length < 20_000) log += chunk.toString();
  });
  let exited = false;
  const orphanGuard = () => child.kill(options.orphanSignal);
  process.once('exit', orphanGuard);
  child.once('exit', () => {
    exited = true;
    process.off('exit', orphanGuard);
    options.onExit();
  });
  await waitFor(
    `${options.name} on port ${options.port}`,
    async () => {
      if (exited) throw new Error(`${options.name} exited: ${log}`);
      return log.includes(options.readyLine) && (await accepts(options.port));
    },
    options.timeoutMs,
  );
}
