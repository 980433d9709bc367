/**
 * The embedded server's life inside the front-desk app: started once, closed once.
 *
 * Electron fires `ready`, `activate`, `before-quit` and second-instance events in orders that vary by
 * platform, so start and stop are idempotent and may overlap: a stop requested while the server is still
 * starting waits for the start and then closes it, because a half-started server would keep the SQLite
 * file and the LAN port open after the window is gone.
 */

/** What the shell needs of a running server (a subset of lan-server's RunningServer). */
export interface ShellServer {
  lanUrl: string;
  publicUrl: string;
  lanPort: number;
  /** One URL per LAN IPv4 address (empty when the PC is on no network). */
  lanUrls: string[];
  /** Tells sockets the server is going away, stops listening and closes the database. */
  close(): Promise<void>;
}

export interface ServerLifecycle<S extends ShellServer> {
  /** Starts the server, or returns the one already started (or starting). */
  start(): Promise<S>;
  /** Closes the server if it was started; safe to call any number of times, before or after start. */
  stop(): Promise<void>;
  /** The running server, or null before start finished and after stop. */
  current(): S | null;
}

export function createServerLifecycle<S extends ShellServer>(launch: () => Promise<S>): ServerLifecycle<S> {
  let starting: Promise<S> | null = null;
  let running: S | null = null;
  let stopping: Promise<void> | null = null;

  async function stopOnce(): Promise<void> {
    if (!starting) return;
    // A failed start leaves nothing to close; the failure was already reported to whoever called start().
    const server = await starting.catch(() => null);
    running = null;
    if (server) await server.close();
  }

  return {
    start() {
      if (stopping) return Promise.reject(new Error('The server is shutting down'));
      if (!starting) {
        starting = launch().then((server) => {
          running = server;
          return server;
        });
        // Let a failed start be retried (e.g. the port was busy and the venue freed it).
        starting.catch(() => {
          starting = null;
        });
      }
      return starting;
    },
    stop() {
      if (!stopping) stopping = stopOnce();
      return stopping;
    },
    current() {
      return running;
    },
  };
}
