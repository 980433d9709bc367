import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bookingSubjects } from '../../shared/group/booking';
import { venueInboxPrefix } from '../../shared/group/events';
import { freePort } from './ports';
import { superviseUntilReady } from './supervise';

/** Debian's nats-server (package `nats-server`); NATS_SERVER overrides it. */
export const NATS_SERVER_BIN = process.env.NATS_SERVER ?? '/usr/sbin/nats-server';

export interface NatsUser {
  user: string;
  password: string;
}

/** The hub's user may do anything; each venue's only publish on its own subjects and read its own replies. */
export interface NatsUsers {
  hub: NatsUser;
  venues: { venueId: string; password: string }[];
}

/**
 * The NATS configuration a group runs with: JetStream on (its store under `storeDir`), loopback only, and one
 * user per venue whose rights stop at `group.<venueId>.>` — the server refuses anything else it publishes —
 * and whose stream acknowledgements come to its own inbox prefix, so no venue can read another's replies.
 */
export function natsConfig(port: number, storeDir: string, users: NatsUsers): string {
  const q = (s: string) => JSON.stringify(s);
  const venues = users.venues.map(
    (v) =>
      `    { user: ${q(v.venueId)}, password: ${q(v.password)}, permissions: { ` +
      `publish: { allow: [${q(`group.${v.venueId}.>`)}] }, ` +
      `subscribe: { allow: [${q(`${venueInboxPrefix(v.venueId)}.>`)}, ${q(bookingSubjects(v.venueId))}] }, ` +
      `allow_responses: true } }`,
  );
  return [
    `listen: ${q(`127.0.0.1:${port}`)}`,
    `server_name: "doubletop_hub"`,
    `jetstream { store_dir: ${q(storeDir)} }`,
    `authorization {`,
    `  users: [`,
    `    { user: ${q(users.hub.user)}, password: ${q(users.hub.password)}, permissions: { publish: ">", subscribe: ">" } }`,
    ...venues,
    `  ]`,
    `}`,
    '',
  ].join('\n');
}

/** A nats-server with JetStream in a folder of its own, on a free loopback port. Kill and restart it at will. */
export class NatsEngine {
  private child: ChildProcess | null = null;
  readonly url: string;
  private readonly confPath: string;

  private constructor(
    readonly dir: string,
    readonly port: number,
    private users: NatsUsers,
  ) {
    this.url = `nats://127.0.0.1:${port}`;
    this.confPath = join(dir, 'nats.conf');
  }

  static async start(dir: string, users: NatsUsers, port?: number): Promise<NatsEngine> {
    mkdirSync(join(dir, 'jetstream'), { recursive: true });
    const engine = new NatsEngine(dir, port ?? (await freePort()), users);
    await engine.restart();
    return engine;
  }

  private writeConfig(): void {
    writeFileSync(this.confPath, natsConfig(this.port, join(this.dir, 'jetstream'), this.users), {
      mode: 0o600,
    });
  }

  /** Starts the server (again) on the same port with the same store: JetStream keeps what it had. */
  async restart(): Promise<void> {
    if (this.child) throw new Error('nats-server is already running');
    this.writeConfig();
    const child = spawn(NATS_SERVER_BIN, ['-c', this.confPath], { stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    // If this process dies, the server must not outlive it.
    await superviseUntilReady(child, {
      name: 'nats-server',
      port: this.port,
      readyLine: 'Server is ready',
      orphanSignal: 'SIGKILL',
      onExit: () => {
        if (this.child === child) this.child = null;
      },
    });
  }

  /** Adds (or changes) a venue's user and has the running server reload its configuration (SIGHUP). */
  async addVenue(venueId: string, password: string): Promise<void> {
    this.users = {
      ...this.users,
      venues: [...this.users.venues.filter((v) => v.venueId !== venueId), { venueId, password }],
    };
    this.writeConfig();
    this.child?.kill('SIGHUP');
    // A reload takes a moment; the server answers meanwhile with the old users.
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** SIGKILL: the server dies mid-stream as on a power cut. */
  kill(): Promise<void> {
    return this.stopWith('SIGKILL');
  }

  stop(): Promise<void> {
    return this.stopWith('SIGTERM');
  }

  private stopWith(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }
}
