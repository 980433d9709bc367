import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { freePort } from './ports';
import { superviseUntilReady } from './supervise';

/**
 * Debian's PostgreSQL binaries (package `postgresql`): the newest major version under /usr/lib/postgresql (15 on
 * bookworm). PG_BIN overrides the folder.
 */
export const PG_BIN = process.env.PG_BIN ?? debianPgBin();

function debianPgBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return join(root, versions[0] ?? '15', 'bin');
}

/**
 * initdb and postgres refuse to run as root. Run as root (CI, a container), the cluster belongs to an
 * unprivileged user instead: PG_USER (default `nobody`), whose uid and gid the processes take.
 */
function unprivileged(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const name = process.env.PG_USER ?? 'nobody';
  const id = (flag: string) => Number(spawnSync('id', [flag, name], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || !Number.isInteger(gid))
    throw new Error(`No user ${name} to run PostgreSQL as`);
  return { uid, gid };
}

/**
 * A throwaway PostgreSQL cluster made with initdb in `dir`, served by its own postgres process on a free
 * loopback port (TCP only, trust authentication for the `postgres` role: the port is loopback-only and the
 * folder private). Stop and start it again at will; the data stays.
 */
export class PgEngine {
  private child: ChildProcess | null = null;
  readonly url: string;
  private readonly user = unprivileged();

  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  static async start(dir: string, port?: number): Promise<PgEngine> {
    const engine = new PgEngine(dir, port ?? (await freePort()));
    engine.init();
    await engine.restart();
    return engine;
  }

  private init(): void {
    if (existsSync(join(this.dir, 'PG_VERSION'))) return;
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    if (this.user) {
      chownSync(this.dir, this.user.uid, this.user.gid);
      // The unprivileged owner must be able to reach its folder through the (root-owned) one above.
      chmodSync(dirname(this.dir), 0o711);
    }
    if (this.user) {
      const reach = spawnSync('test', ['-w', this.dir], this.user);
      if (reach.status !== 0) {
        throw new Error(
          `PostgreSQL runs as uid ${this.user.uid} (PG_USER), which cannot reach ${this.dir}: ` +
            'choose a data folder under a directory it may enter (e.g. /tmp or /var/tmp)',
        );
      }
    }
    const result = spawnSync(
      join(PG_BIN, 'initdb'),
      [
        '-D',
        this.dir,
        '-U',
        'postgres',
        '--auth=trust',
        '-E',
        'UTF8',
        '--locale=C',
        '--no-sync',
        '--no-instructions',
      ],
      { encoding: 'utf8', ...(this.user ?? {}) },
    );
    if (result.status !== 0) throw new Error(`initdb failed: ${result.stderr || String(result.error)}`);
  }

  /** Starts postgres (again) on the same port and folder. */
  async restart(): Promise<void> {
    if (this.child) throw new Error('postgres is already running');
    const child = spawn(
      join(PG_BIN, 'postgres'),
      [
        '-D',
        this.dir,
        '-p',
        String(this.port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-k',
        '',
        '-c',
        'max_connections=200',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], ...(this.user ?? {}) },
    );
    this.child = child;
    // If this process dies, the cluster must not outlive it (immediate shutdown: SIGQUIT).
    await superviseUntilReady(child, {
      name: 'postgres',
      port: this.port,
      readyLine: 'ready to accept connections',
      orphanSignal: 'SIGQUIT',
      onExit: () => {
        if (this.child === child) this.child = null;
      },
    });
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** Fast shutdown (SIGINT): open connections are cut, the data is consistent. */
  stop(): Promise<void> {
    const child = this.child;
    if (!child) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
  }
}
