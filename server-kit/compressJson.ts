import type { Request, Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncodings, type StoredEncoding } from './acceptEncoding';

/**
 * JSON answers as the wire should carry them (the booking page's 19 KB availability grid went out
 * uncompressed on both doors, where the screens' files were already brotli). Compressed here, per answer,
 * by the browser's Accept-Encoding — the same rule the stored screen files follow (acceptEncoding.ts):
 * brotli first, then gzip, plain when the browser asks for neither.
 *
 * Why not the `compression` middleware: it is not among our dependencies, and it would stream every
 * answer through zlib, where these are whole buffers: compressing a buffer once is simpler and lets the
 * answers the read cache shares (readCache.ts: one Buffer for every caller in the same second) be
 * compressed once too. Brotli at quality 5 is a few hundred microseconds for 25 KB, nearly as small as 11.
 *
 * Answers under a kilobyte go plain: below a packet or two, compressing saves nothing a phone notices.
 */

export const COMPRESS_FROM_BYTES = 1024;
const BROTLI_QUALITY = 5;

/** The compressed copies of a shared answer (the read cache's Buffer), made once per coding. */
const copies = new WeakMap<Buffer, Partial<Record<StoredEncoding['coding'], Buffer>>>();

function compress(bytes: Buffer, coding: StoredEncoding['coding']): Buffer {
  const made = copies.get(bytes);
  const known = made?.[coding];
  if (known) return known;
  const out =
    coding === 'br'
      ? brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
      : gzipSync(bytes, { level: 6 });
  copies.set(bytes, { ...made, [coding]: out });
  return out;
}

/**
 * Sends JSON bytes with `status`, compressed when the request allows it and the body is big enough.
 * Always `Vary: Accept-Encoding`, so no cache between us and a phone hands brotli to a browser that did
 * not ask for it.
 *
 * Written straight to Node's response rather than through Express's `res.send`: the bytes are already
 * whole and typed, and send's checks (body kind, charset, freshness, ETag — off for the API) were a
 * measurable part of a polled read's time under load. A HEAD gets the same headers and no body.
 */
export function sendJsonBytes(req: Request, res: Response, status: number, bytes: Buffer): void {
  const coding =
    bytes.length >= COMPRESS_FROM_BYTES ? acceptedEncodings(req.headers['accept-encoding'])[0] : undefined;
  const body = coding ? compress(bytes, coding.coding) : bytes;
  res.statusCode = status;
  res.setHeader('Content-Type', JSON_TYPE);
  const vary = res.getHeader('Vary');
  res.setHeader('Vary', vary === undefined ? 'Accept-Encoding' : `${String(vary)}, Accept-Encoding`);
  if (coding) res.setHeader('Content-Encoding', coding.coding);
  res.setHeader('Content-Length', body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/** What Express's `res.type('application/json')` writes. */
const JSON_TYPE = 'application/json; charset=utf-8';
