import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { DateTime } from 'luxon';
import { seedRealisticVenue, VENUE_ZONE } from './seed';
import { call, signIn } from './support/http';
import { dueRequests } from './support/pacing';
import { processCpuMs } from './support/processCpu';
import { STAFF_PASSWORD, startServerProcess } from './support/serverProcess';
import { slowedServer } from './support/slowdown';
import { tailReport, type Answer, type LoopProbe } from './support/tailReport';

/**
 * A diagnostic, not a verdict: where the paced p99's tail comes from (docs/performance.md, "Where the paced
 * tail comes from"). Seeds the bench's venue, starts the real server and bare Express each with
 * bench/loopProbePreload.ts, and for each pinning asked for runs rounds of a saturated half (for bare's
 * rate) and a paced half at a quarter of it, recording every answer's moment, both event loops' delays
 * and every collection. After `npm run bench` has built it:
 *
 *   node dist/bench/tailProbe.mjs lanes|availability shared,split,none ROUNDS
 *
 * shared: both on the last CPU, as the bench; split: the server on the last, bare on the first; none:
 * unpinned. Knobs: PROBE_NICE=-15 lifts the probe's session above the machine's other work (the scheduler
 * shares a CPU between sessions first), PROBE_RATE=N a fixed rate with no saturated halves, PROBE_PROF=DIR
 * a CPU profile of the server, PROBE_SERVER_ARGS more node flags for it, PROBE_SPIN_US=N or PROBE_BURN=N a
 * second bare Express costlier per request (a spin on the request path, or the bench's slowdown preload)
 * in the server's place, LOOP_PROBE_GAPS=0 the preload without its 1 ms timer.
 */
const [endpoint = 'lanes', modesArg = 'shared', roundsArg = '5'] = process.argv.slice(2);
const modes = modesArg.split(',');
const rounds = Number(roundsArg);
const SECONDS = 3;
const PRELOAD = pathToFileURL(resolve('dist/bench/loopProbePreload.mjs')).href;

const taskset = (pid: number, cpus: string) =>
  spawnSync('/usr/bin/taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });

async function paced(url: string, headers: Record<string, string>, perSecond: number): Promise<Answer[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 50 });
  const settle = 300;
  const total = settle + SECONDS * 1000;
  const out: Answer[] = [];
  const pending: Promise<void>[] = [];
  let sent = 0;
  const start = performance.now();
  await new Promise<void>((done) => {
    const tick = () => {
      const elapsed = performance.now() - start;
      const due = Math.min(dueRequests(elapsed, perSecond), dueRequests(total, perSecond) - 1);
      while (sent < due) {
        const measured = (sent * 1000) / perSecond >= settle;
        const t0 = performance.now();
        pending.push(
          new Promise<void>((ok) => {
            request(url, { agent, headers }, (res) => {
              res.on('data', () => undefined);
              res.on('end', () => {
                if (measured) out.push({ at: performance.timeOrigin + t0, ms: performance.now() - t0 });
                ok();
              });
            })
              .on('error', () => ok())
              .end();
          }),
        );
        sent++;
      }
      if (elapsed >= total) done();
      else setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  return out;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function probeOf(pid: number, file: string): Promise<LoopProbe> {
  process.kill(pid, 'SIGUSR2');
  await sleep(200);
  return JSON.parse(readFileSync(file, 'utf8')) as LoopProbe;
}
const f = (n: number) => n.toFixed(1);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'doubletop-probe-'));
  const now = new Date();
  seedRealisticVenue(dataDir, now);
  const serverFile = join(dataDir, 'server-probe.json');
  const bareFile = join(dataDir, 'bare-probe.json');
  const slowed = slowedServer();
  const server = await startServerProcess({
    dataDir,
    env: { LOOP_PROBE_FILE: serverFile, LOOP_PROBE_GAPS: process.env.LOOP_PROBE_GAPS ?? '1', ...slowed.env },
    nodeArgs: [
      '--import',
      PRELOAD,
      ...slowed.nodeArgs,
      ...(process.env.PROBE_SERVER_ARGS ?? '').split(' ').filter(Boolean),
      ...(process.env.PROBE_PROF
        ? ['--cpu-prof', '--cpu-prof-interval', '250', '--cpu-prof-dir', process.env.PROBE_PROF]
        : []),
    ],
  });
  const bare = spawn(process.execPath, ['--import', PRELOAD, resolve('dist/bench/bareServer.mjs')], {
    env: { ...process.env, PORT: '0', LOOP_PROBE_FILE: bareFile, BENCH_SLOWDOWN: '', BARE_SPIN_US: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const urlOf = (child: typeof bare) =>
    new Promise<string>((ok) => {
      let text = '';
      child.stdout.on('data', (c: Buffer) => {
        text += c.toString();
        const m = /Bare door (http:\/\/\S+)/.exec(text);
        if (m?.[1]) ok(m[1]);
      });
    });
  const bareUrl = await urlOf(bare);
  // PROBE_BURN=N: the side under test is a second bare Express burning N % more CPU per request, evenly
  // (bench/slowdownPreload.ts): how much of the p99 ratio a uniformly costlier server gets on a shared CPU.
  const burn = process.env.PROBE_BURN ?? (process.env.PROBE_SPIN_US ? '0' : undefined);
  const twinFile = join(dataDir, 'twin-probe.json');
  const twin = burn
    ? spawn(
        process.execPath,
        [
          '--import',
          PRELOAD,
          '--import',
          pathToFileURL(resolve('dist/bench/slowdownPreload.mjs')).href,
          resolve('dist/bench/bareServer.mjs'),
        ],
        {
          env: {
            ...process.env,
            PORT: '0',
            LOOP_PROBE_FILE: twinFile,
            BENCH_SLOWDOWN: burn,
            BARE_SPIN_US: process.env.PROBE_SPIN_US ?? '0',
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      )
    : null;
  const twinUrl = twin ? await urlOf(twin) : '';
  const testPid = twin?.pid ?? server.pid;
  const testFile = twin ? twinFile : serverFile;
  const nice = process.env.PROBE_NICE;
  // The scheduler shares a CPU between sessions (autogroups) before processes: a nice for the probe's own
  // session is what lifts its servers above the rest of the machine.
  if (nice) writeFileSync('/proc/self/autogroup', nice);
  console.log(readFileSync('/proc/self/autogroup', 'utf8').trim());
  try {
    const busy = DateTime.fromJSDate(now, { zone: VENUE_ZONE }).plus({ days: 1 }).toISODate() ?? '';
    const read: { url: string; headers: Record<string, string> } =
      endpoint === 'lanes'
        ? {
            url: `${server.lanUrl}/api/lanes`,
            headers: { cookie: await signIn(server.lanUrl, 'staff', STAFF_PASSWORD) },
          }
        : { url: `${server.publicUrl}/api/public/availability?date=${busy}&duration=60`, headers: {} };
    const body = await call(read.url, { headers: read.headers });
    await call(`${bareUrl}/bare/payload`, { method: 'PUT', body: body.text });
    if (twin) await call(`${twinUrl}/bare/payload`, { method: 'PUT', body: body.text });
    const target = twin ? { url: `${twinUrl}/bare/payload`, headers: {} } : read;
    const bareTarget = { url: `${bareUrl}/bare/payload`, headers: {} };
    for (const t of [target, bareTarget, { url: `${bareUrl}/bare`, headers: {} }])
      await autocannon({ url: t.url, headers: t.headers, connections: 50, duration: 1 });
    for (const mode of modes) {
      const bareCpu = mode === 'split' ? '0' : '1';
      if (mode === 'none') {
        taskset(testPid, '0-1');
        taskset(bare.pid ?? 0, '0-1');
      } else {
        taskset(testPid, '1');
        taskset(bare.pid ?? 0, bareCpu);
      }
      const test: Answer[][] = [];
      const base: Answer[][] = [];
      const sp: LoopProbe[] = [];
      const bp: LoopProbe[] = [];
      let cpuT = 0;
      let cpuB = 0;
      const rates: number[] = [];
      const load0 = loadavg()[0] ?? 0;
      for (let r = 0; r < rounds; r++) {
        // PROBE_RATE: a fixed rate and no saturated halves (a CPU profile of the paced load alone).
        const fixed = Number(process.env.PROBE_RATE ?? 0);
        if (fixed > 0 && r === 0) await sleep(1000);
        const sat = fixed
          ? null
          : await Promise.all([
              autocannon({ url: `${bareUrl}/bare`, connections: 50, duration: SECONDS }),
              autocannon({ url: target.url, headers: target.headers, connections: 50, duration: SECONDS }),
            ]);
        const rate = sat ? Math.max(1, Math.round(sat[0].requests.average * 0.25)) : fixed;
        rates.push(rate);
        await probeOf(testPid, testFile);
        await probeOf(bare.pid ?? 0, bareFile);
        const c0 = [processCpuMs(testPid) ?? 0, processCpuMs(bare.pid ?? 0) ?? 0];
        const [pb, pt] = await Promise.all([
          paced(bareTarget.url, {}, rate),
          paced(target.url, target.headers, rate),
        ]);
        cpuT += (processCpuMs(testPid) ?? 0) - (c0[0] ?? 0);
        cpuB += (processCpuMs(bare.pid ?? 0) ?? 0) - (c0[1] ?? 0);
        test.push(pt);
        base.push(pb);
        sp.push(await probeOf(testPid, testFile));
        bp.push(await probeOf(bare.pid ?? 0, bareFile));
      }
      const wall = rounds * (SECONDS + 0.3) * 1000;
      const heading = `${endpoint}, ${mode} (load average ${f(load0)} → ${f(loadavg()[0] ?? 0)}), rates ${rates.join(', ')} req/s`;
      console.log(
        tailReport(
          heading,
          { name: twin ? 'costlier bare' : 'server', rounds: test, probes: sp, busy: cpuT / wall },
          { name: 'bare', rounds: base, probes: bp, busy: cpuB / wall },
        ),
      );
    }
  } finally {
    await server.stop();
    bare.kill('SIGTERM');
    twin?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
