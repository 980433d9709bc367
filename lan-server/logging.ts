import type { RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pino, type Logger as Pino } from 'pino';
import pinoRoll from 'pino-roll';
import type { Logger } from './config';

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

/**
 * Structured logs: JSON lines (pino) rotated daily or at 10 MB, whichever comes first, keeping 14 old
 * files, in DATA_DIR/logs/doubletop.N.log. pino-roll writes from this thread (no worker transport), so it
 * also works in the bundled server and inside Electron. Successful requests are logged only at 'debug':
 * tablets poll every few seconds, and a line for each would bury the failures a venue needs to find.
 */
export async function createServerLogging(options: LoggingOptions): Promise<ServerLogging> {
  const lines = options.lines ?? ((line: string) => console.log(line));
  const stream = options.logDir
    ? await pinoRoll({
        file: join(options.logDir, 'doubletop'),
        extension: '.log',
        frequency: 'daily',
        size: '10m',
        mkdir: true,
        limit: { count: 14 },
      })
    : null;
  const json = stream
    ? pino({ level: options.level ?? 'info', base: { app: 'doubletop' } }, stream)
    : pino({ level: 'silent' });

  const requestIds: RequestHandler = (req, res, next) => {
    const id = randomUUID();
    res.locals.requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    const started = performance.now();
    res.once('finish', () => {
      const ms = Math.round(performance.now() - started);
      const level = res.statusCode >= 500 ? 'error' : ms >= SLOW_REQUEST_MS ? 'warn' : 'debug';
      if (!json.isLevelEnabled(level)) return;
      // The path only: query strings can carry a customer's e-mail or phone (searches, erasure).
      json[level]({ reqId: id, method: req.method, path: req.path, status: res.statusCode, ms }, 'request');
    });
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
      if (!stream) return Promise.resolve();
      return new Promise<void>((resolve) => {
        json.flush(() => {
          stream.once('close', resolve);
          stream.end();
        });
      });
    },
  };
}
