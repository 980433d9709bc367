import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { acceptedEncodings } from './acceptEncoding';

/**
 * Screen files as the wire should carry them: the brotli or gzip copy the build made beside
 * each file (scripts/precompress.mjs), chosen by the browser's Accept-Encoding, else the plain file.
 *
 * Why written here rather than a library: express-static-gzip is not among our dependencies, and the rule
 * is small — pick a stored copy, label it, let Express's own `send` (behind res.sendFile) do the byte
 * serving it already does well: Content-Length, If-None-Match, Last-Modified, HEAD and Range. The ETag
 * is ours (one per stored copy: the app turns Express's own off for API answers).
 * A Range request is answered from the bytes actually sent (the encoded copy), which is what RFC 9110
 * means by a range of the selected representation. Nothing is compressed while a customer waits.
 *
 * Headers on every answer:
 * - `Vary: Accept-Encoding`, always, so no cache between us and a phone hands brotli to a browser that did
 *   not ask for it;
 * - Content-Type of the original file, and Content-Encoding only when a copy is sent;
 * - Cache-Control: files whose name carries Vite's content hash never change, so a year and immutable
 *   (a repeat visit downloads no script at all); everything else — the HTML pages that name those files
 *   and the TV's fixed-name boot script — `no-cache`, revalidated by ETag on every visit.
 *
 * Paths are decoded once and must stay inside the served folder; dot segments, NUL bytes and direct
 * requests for the .br/.gz copies are treated as missing (the copies are an implementation detail, and
 * would otherwise be sent with the wrong type).
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Vite names built files `name-XXXXXXXX.ext`, with an 8-character content hash (base64url). */
const HASHED_NAME = /-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;

export const isHashedName = (path: string): boolean => HASHED_NAME.test(path);

/** The file under `root` that `urlPath` names, or undefined when it is not a plain in-folder file path. */
function fileInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || /\.(br|gz)$/i.test(decoded)) return undefined;
  const segments = decoded.split(/[/\\]+/).filter(Boolean);
  if (segments.length === 0 || segments.some((s) => s.startsWith('.'))) return undefined;
  const base = resolve(root);
  const file = resolve(base, ...segments);
  return file.startsWith(base + sep) ? file : undefined;
}

/** The file's size and time, or undefined when it is not a regular file. */
function fileStat(path: string): { size: number; mtimeMs: number } | undefined {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}

interface SendError extends Error {
  status?: number;
  headers?: Record<string, string>;
}

/**
 * Sends `urlPath` from `root`, negotiated as above, or calls `next()` when there is no such file. The
 * cache rule is the file's own (hashed → immutable) unless `cacheControl` says otherwise.
 */
export function sendScreenFile(
  req: Request,
  res: Response,
  next: NextFunction,
  root: string,
  urlPath: string,
  cacheControl?: string,
): void {
  const file = fileInside(root, urlPath);
  if (!file || !fileStat(file)) return next();
  const encoding = acceptedEncodings(req.headers['accept-encoding']).find((e) => fileStat(file + e.suffix));
  const sent = encoding ? file + encoding.suffix : file;
  const stat = fileStat(sent);
  if (!stat) return next();
  res.vary('Accept-Encoding');
  res.type(extname(file));
  res.setHeader('Cache-Control', cacheControl ?? (isHashedName(file) ? IMMUTABLE : REVALIDATE));
  const coding = encoding?.coding ?? 'identity';
  res.setHeader('ETag', `"${coding}-${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`);
  if (encoding) res.setHeader('Content-Encoding', encoding.coding);
  res.sendFile(sent, { cacheControl: false, dotfiles: 'allow' }, (err?: SendError) => {
    if (!err || res.headersSent) return;
    for (const name of ['Content-Encoding', 'Content-Type', 'Cache-Control', 'ETag']) res.removeHeader(name);
    const status = err.status ?? 500;
    if (status === 404) return next();
    if (status >= 500) return next(err);
    for (const [name, value] of Object.entries(err.headers ?? {})) res.setHeader(name, value);
    res.status(status).type('text').send(err.message);
  });
}

/** Middleware serving a folder of built files (GET and HEAD only); anything else falls through. */
export function screenFiles(root: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    sendScreenFile(req, res, next, root, req.path);
  };
}
