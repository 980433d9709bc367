import { call } from '../support/http';
import { startBareProcess } from '../support/bareProcess';
import { freePort, startServerProcess } from '../support/serverProcess';
import { ms, verdict, type Row } from '../report';

/** Process start to the first 200 on both doors ≤ 1.5 s, data dir already migrated. */
export const MAX_STARTUP_MS = 1500;

/** Polls `url` every 5 ms until it answers 200; returns the performance-clock time it did. */
async function first200(url: string, deadline: number): Promise<number> {
  for (;;) {
    const answer = await call(url, { timeoutMs: 1000 }).catch(() => null);
    if (answer?.status === 200) return answer.at;
    if (performance.now() > deadline) throw new Error(`${url} gave no 200 in time`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * `extra`: more node flags and environment for the server (the bench's deliberate slowdown), and what to do
 * with its process id the moment it is spawned (pin it beside the server it is compared with).
 */
export async function serverStartup(
  dataDir: string,
  staticDir: string,
  extra: { nodeArgs?: string[]; env?: Record<string, string>; onSpawn?: (pid: number) => void } = {},
): Promise<number> {
  const [port, publicPort] = [await freePort(), await freePort()];
  const spawned = performance.now();
  const deadline = spawned + 15_000;
  const running = startServerProcess({
    dataDir,
    port,
    publicPort,
    env: { STATIC_DIR: staticDir, ...extra.env },
    nodeArgs: extra.nodeArgs,
    onSpawn: (child) => {
      if (child.pid !== undefined) extra.onSpawn?.(child.pid);
    },
  });
  try {
    // Both doors are polled from the moment of spawn: the figure is what a tablet or a customer sees.
    const [lan, pub] = await Promise.all([
      first200(`http://127.0.0.1:${port}/`, deadline),
      first200(`http://127.0.0.1:${publicPort}/`, deadline),
    ]);
    return Math.max(lan, pub) - spawned;
  } finally {
    await (await running).stop();
  }
}

async function bareStartup(): Promise<number> {
  const port = await freePort();
  const spawned = performance.now();
  const running = startBareProcess(port);
  try {
    return (await first200(`http://127.0.0.1:${port}/bare`, spawned + 10_000)) - spawned;
  } finally {
    await (await running).stop();
  }
}

/**
 * Starts the built server `runs` times on the seeded (already migrated) data dir and reports the slowest
 * start, so one lucky run cannot hide a slow one. The bare Express process is timed the same way.
 */
export async function startupFigures(dataDir: string, staticDir: string, runs: number): Promise<Row[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await serverStartup(dataDir, staticDir));
  const bare: number[] = [];
  for (let i = 0; i < runs; i++) bare.push(await bareStartup());
  const worst = Math.max(...times);
  return [
    {
      figure: `Start-up: process start → first 200 on both doors (worst of ${runs})`,
      measured: ms(worst),
      baseline: `${ms(Math.max(...bare))} (bare Express process)`,
      budget: `≤ ${ms(MAX_STARTUP_MS)}`,
      verdict: verdict(worst <= MAX_STARTUP_MS),
    },
  ];
}
