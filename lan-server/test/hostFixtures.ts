import { request } from 'node:http';
import { connect } from 'node:net';

/** The name a DNS-rebinding page would arrive with. */
export const REBIND_HOST = 'rebind.attacker.test';

export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * A request with a Host header of the test's choosing, as a browser that resolved that name to this PC
 * would send it (fetch cannot set Host).
 */
export function requestAs(
  baseUrl: string,
  path: string,
  host: string,
  init: {
    method?: string;
    cookie?: string;
    json?: unknown;
    /** A raw body (the fuzzer's), sent with `headers`' content type. */
    body?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<RawAnswer> {
  const url = new URL(path, baseUrl);
  const body = init.json === undefined ? init.body : JSON.stringify(init.json);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? 'GET',
        // A fresh connection each time: a refusal sent before the body was read ends its connection.
        agent: false,
        headers: {
          ...init.headers,
          host,
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
          // A length, as fetch sends it: a chunked DELETE body is refused by Node's parser before any app code.
          ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A socket upgrade to /ws with the given Host; resolves with the status line's code (101 = accepted). */
export function upgradeAs(baseUrl: string, host: string, cookie?: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.setEncoding('utf8');
    socket.once('connect', () =>
      socket.write(
        `GET /ws HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n' +
          (cookie ? `Cookie: ${cookie}\r\n` : '') +
          '\r\n',
      ),
    );
    socket.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      // A refusal carries a body; an accepted upgrade has none worth reading.
      const length = Number(/content-length: (\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
      if (status !== 101 && text.length < end + 4 + length) return;
      socket.destroy();
      resolve({ status, body: text.slice(end + 4, end + 4 + length) });
    });
    socket.on('error', reject);
  });
}
