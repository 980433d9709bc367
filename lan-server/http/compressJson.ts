import type { Request, Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncodings, type StoredEncoding } from './acceptEncoding';

/**
 * JSON answers as the wire should carry them (issue 20: the booking page's 19 KB availability grid went out
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
 */
export function sendJsonBytes(req: Request, res: Response, status: number, bytes: Buffer): void {
  res.status(status).type('application/json').vary('Accept-Encoding');
  const coding =
    bytes.length >= COMPRESS_FROM_BYTES ? acceptedEncodings(req.headers['accept-encoding'])[0] : undefined;
  if (!coding || req.method === 'HEAD') {
    res.send(bytes);
    return;
  }
  res.setHeader('Content-Encoding', coding.coding);
  res.send(compress(bytes, coding.coding));
}
