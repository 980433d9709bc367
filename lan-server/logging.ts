import type { RequestHandler, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pino, type Logger as Pino } from 'pino';
import type pinoRollType from 'pino-roll';
import type { Logger } from './logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A request slower than this is logged as a warning even when it succeeded. */
export const SLOW_REQUEST_MS = 1000;

export interface ServerLogging {
  /** ctx.log: the plain lines every caller already writes, also written to the JSON log. */
  log: Logger;
  /** Gives each request an id (echoed in X-Request-Id) and logs failed or slow requests with it. */
  requestIds: RequestHandler;
  json: Pino;
  close(): Promise<void>;
}

export interface LoggingOptions {
  /** Folder for the rotated JSON log; unset = no JSON file (tests stay quiet). */
  logDir?: string;
  /** pino level; 'debug' also logs every successful request. Default 'info'. */
  level?: string;
  /** Where the plain lines go as well (the console, the desktop app's log); default console.log. */
  lines?: Logger;
}

/** The JSON log file as the server uses it: lines in, and a close that always finishes. */
interface LogFile {
  write(line: string): void;
  close(): Promise<void>;
}

/**
 * The rotating JSON log file, or null when it cannot be opened. A read-only or full disk must not stop
 * the venue's server: a write failure is reported once on the plain lines (the console, the desktop app's
 * log) and JSON logging stops, rather than throwing into a request or ending the process.
 */
async function openRollingLog(logDir: string, lines: Logger): Promise<LogFile | null> {
  let stream: Awaited<ReturnType<typeof pinoRollType>>;
  // Loaded only when there is a log folder (tests and a bare `node` run have none).
  const { default: pinoRoll } = await import('pino-roll');
  try {
    stream = await pinoRoll({
      file: join(logDir, 'doubletop'),
      extension: '.log',
      frequency: 'daily',
      size: '10m',
      mkdir: true,
      limit: { count: 14 },
    });
  } catch (err) {
    lines(`JSON logs are off: ${logDir} cannot be opened (${String(err)})`);
    return null;
  }
  let broken = false;
  const fail = (err: unknown) => {
    if (!broken) lines(`The JSON log in ${logDir} cannot be written, so JSON logging stops: ${String(err)}`);
    broken = true;
  };
  stream.on('error', fail);
  return {
    write(line) {
      if (broken) return;
      try {
        stream.write(line);
      } catch (err) {
        fail(err);
      }
    },
    close() {
      if (broken) return Promise.resolve();
      // A stream that breaks while closing never says 'close': give it a second, then let the server go.
      const closed = new Promise<void>((resolve) => {
        stream.once('close', resolve);
        stream.end();
      });
      return Promise.race([closed, new Promise<void>((resolve) => setTimeout(resolve, 1000).unref())]);
    },
  };
}

/**
 * Structured logs: JSON lines (pino) rotated daily or at 10 MB, whichever comes first, keeping 14 old
 * files, in DATA_DIR/logs/doubletop.N.log. pino-roll writes from this thread (no worker transport), so it
 * also works in the bundled server and inside Electron. Successful requests are logged only at 'debug':
 * tablets poll every few seconds, and a line for each would bury the failures a venue needs to find.
 */
export async function createServerLogging(options: LoggingOptions): Promise<ServerLogging> {
  const lines = options.lines ?? ((line: string) => console.log(line));
  const file = options.logDir ? await openRollingLog(options.logDir, lines) : null;
  const json = file
    ? pino({ level: options.level ?? 'info', base: { app: 'doubletop' } }, file)
    : pino({ level: 'silent' });

  // One listener function for every answer (no closure or once-wrapper per request): when it started and
  // its id are kept in the answer's locals (not a WeakMap: short-lived keys cost every young collection).
  function answered(this: Response): void {
    const startedAt: unknown = this.locals.startedAt;
    const ms = Math.round(
      performance.now() - (typeof startedAt === 'number' ? startedAt : performance.now()),
    );
    const level = this.statusCode >= 500 ? 'error' : ms >= SLOW_REQUEST_MS ? 'warn' : 'debug';
    if (!json.isLevelEnabled(level)) return;
    const reqId: unknown = this.locals.requestId;
    // The path only: query strings can carry a customer's e-mail or phone (searches, erasure).
    json[level](
      { reqId, method: this.req.method, path: this.req.path, status: this.statusCode, ms },
      'request',
    );
  }
  const requestIds: RequestHandler = (_req, res, next) => {
    const id = randomUUID();
    res.locals.requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    res.locals.startedAt = performance.now();
    res.on('finish', answered);
    next();
  };

  return {
    log(line) {
      lines(line);
      json.info(line);
    },
    requestIds,
    json,
    close() {
      return file ? file.close() : Promise.resolve();
    },
  };
}
