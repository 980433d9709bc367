import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import type { BenchContext } from './context';
import { bundleFigures } from './figures/bundle';
import { contentionFigures } from './figures/contention';
import { engineFigures } from './figures/engine';
import { fanoutFigures } from './figures/fanout';
import { groupFigures } from './figures/group';
import { groupAnalyticsFigures } from './figures/groupAnalytics';
import { leagueAvailabilityFigures } from './figures/leagueAvailability';
import { lighthouseFigures } from './figures/lighthouse';
import { scaleFigures } from './figures/scale';
import { startupFigures } from './figures/startup';
import { statisticsFigures } from './figures/statistics';
import { tournamentFormatFigures } from './figures/tournamentFormats';
import { throughputFigures } from './figures/reads';
import { wireFigures } from './figures/wire';
import { errorRow, exitCodeFor, markdownTable, textTable, type Row } from './report';
import { seedRealisticVenue, VENUE_ZONE } from './seed';
import { startBareProcess } from './support/bareProcess';
import { signIn } from './support/http';
import { STAFF_PASSWORD, startServerProcess } from './support/serverProcess';
import { groupBookingFigures } from './figures/groupBooking';
import { pairedShape } from './support/paired';
import { pinningText } from './support/pin';
import { slowdownPercent, slowedServer, SLOWDOWN_VARIABLE } from './support/slowdown';

/**
 * `npm run bench`: seeds a realistic venue into a fresh data dir, runs the real built server and a bare
 * Express baseline as child processes on loopback, measures every figure of docs/performance.md and prints
 * one table. Exits 1 when a budget fails. `--smoke` runs a few seconds in all (for a busy machine);
 * `--markdown FILE` also writes the table as Markdown. `--only WORD` runs only the figure groups whose name
 * holds WORD (e.g. `--only statistics`; several with commas), so one change's figures can be measured without
 * the whole run.
 */
const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
/** `--scale` runs only the five-year scale figure: the full run takes minutes on a shared machine. */
const scaleOnly = args.includes('--scale');
/**
 * `--no-scale` runs the main table without the five-year figure (a few minutes instead of a quarter hour).
 */
const noScale = args.includes('--no-scale');
const markdownAt = args.indexOf('--markdown');
const markdownFile = markdownAt >= 0 ? args[markdownAt + 1] : undefined;
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? (args[onlyAt + 1] ?? '').toLowerCase() : '';
/** `--only throughput,fan-out` runs the groups holding any of the words (the memory figure after load). */
const onlyWords = only.split(',').filter(Boolean);
const wants = (group: string) =>
  onlyWords.length === 0 || onlyWords.some((w) => group.toLowerCase().includes(w));
const staticDir = process.env.BENCH_STATIC_DIR ?? join(process.cwd(), 'dist', 'bench', 'renderer');
/**
 * BENCH_SLOWDOWN=20: the side under test of every comparison burns 20 % more CPU (bench/support/slowdown.ts).
 */
const slowdown = slowdownPercent();

async function guarded(figure: string, run: () => Promise<Row[]> | Row[]): Promise<Row[]> {
  if (!wants(figure)) return [];
  try {
    return await run();
  } catch (err) {
    return [errorRow(figure, '—', err)];
  }
}

async function main(): Promise<number> {
  // `--only group` runs the venue group's figures alone: no appliance venue is seeded for them.
  const groupOnly = onlyWords.length > 0 && onlyWords.every((w) => 'venue group'.includes(w));
  const rows = scaleOnly
    ? await scaleRows()
    : groupOnly
      ? await groupRows()
      : [...(await mainRows()), ...(await groupRows()), ...(noScale ? [] : await scaleRows())];
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
  const kind = [
    smoke ? 'smoke: short runs, figures indicative only' : '',
    scaleOnly ? 'scale figure only' : '',
    slowdown > 0
      ? `DELIBERATE SLOWDOWN (${SLOWDOWN_VARIABLE}=${slowdown}): the side under test of every comparison burns ${slowdown} % more CPU`
      : '',
  ]
    .filter(Boolean)
    .join('; ');
  console.log(`\nDoubletop benchmark${kind ? ` (${kind})` : ''}`);
  console.log(
    `Machine: ${machine}, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; ${pinningText()}\n`,
  );
  console.log(textTable(rows));
  if (markdownFile)
    writeFileSync(
      markdownFile,
      `Machine: ${machine}, load average at the end ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}; ${pinningText()}\n\n${markdownTable(rows)}\n`,
    );
  const code = exitCodeFor(rows);
  console.log(code === 0 ? '\nAll budgets held.' : '\nA budget failed (or a figure could not be measured).');
  return code;
}

/** One hub under 50 simulated venues (needs nats-server and PostgreSQL installed). */
function groupRows(): Promise<Row[]> {
  const log = (l: string) => console.log(l);
  return guarded('Venue group', async () => [
    ...(await groupFigures({ smoke, log })),
    ...(await groupAnalyticsFigures({ smoke, log })),
  ]);
}

function scaleRows(): Promise<Row[]> {
  return guarded('Scale', () =>
    scaleFigures({ staticDir, smoke, slowdown, now: new Date(), log: (l) => console.log(l) }),
  );
}

async function mainRows(): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'doubletop-bench-'));
  const rows: Row[] = [];
  try {
    const now = new Date();
    const seeded = seedRealisticVenue(dataDir, now);
    console.log(
      `Seeded ${seeded.reservations} reservations, ${seeded.tournaments} tournaments, ${seeded.games} games`,
    );
    rows.push(...(await guarded('Start-up', () => startupFigures(dataDir, staticDir, smoke ? 1 : 5))));

    // BENCH_CPU_PROF=DIR profiles the server under load (node --cpu-prof), to find where a budget's time
    // goes.
    const profileDir = process.env.BENCH_CPU_PROF;
    const slowed = slowedServer(slowdown);
    const server = await startServerProcess({
      dataDir,
      env: { STATIC_DIR: staticDir, ...slowed.env },
      // BENCH_SERVER_NODE_ARGS tries a runtime flag on the server under test (e.g. --max-semi-space-size=4).
      nodeArgs: [
        ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
        ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
        ...slowed.nodeArgs,
      ],
    });
    const bare = await startBareProcess();
    try {
      const b: BenchContext = {
        server,
        bare,
        staffCookie: await signIn(server.lanUrl, 'staff', STAFF_PASSWORD),
        busyDate: DateTime.fromJSDate(now, { zone: VENUE_ZONE }).plus({ days: 1 }).toISODate() ?? '',
        loadSeconds: smoke ? 1 : 10,
        rounds: smoke ? 1 : 5,
        paired: pairedShape(smoke),
        staticDir,
        smoke,
      };
      rows.push(...(await guarded('API throughput', () => throughputFigures(b))));
      rows.push(...(await guarded('Booking contention', () => contentionFigures(b))));
      rows.push(...(await guarded('League availability', () => leagueAvailabilityFigures(b))));
      rows.push(...(await guarded('Socket fan-out', () => fanoutFigures(b))));
      rows.push(...(await guarded('Renderer on the wire', () => wireFigures(b))));
      rows.push(...(await guarded('Lighthouse', () => lighthouseFigures(b))));
      // The group's booking page against this venue's own public door (`--only "group booking"`).
      rows.push(...(await guarded('Group booking page', () => groupBookingFigures(b))));
    } finally {
      await server.stop();
      await bare.stop();
    }
    rows.push(...(await guarded('Engine', () => engineFigures(smoke ? 50 : 500))));
    rows.push(...(await guarded('Tournament formats', () => tournamentFormatFigures(smoke ? 20 : 200))));
    rows.push(...(await guarded('Renderer bundles', () => bundleFigures(staticDir))));
    rows.push(...(await guarded('Statistics and venue view', () => statisticsFigures(staticDir, smoke))));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
