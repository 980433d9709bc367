import { request, type IncomingHttpHeaders } from 'node:http';
import { hubEndpoints } from '../../shared/group/headOfficeApi';

/** An answer as it came over the wire. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One request over real HTTP on a fresh connection, from the loopback address `from` when given (Linux
 * answers every 127.x.x.x address on loopback, so each is a different caller to the hub's per-address
 * counts — no proxy header to trust).
 */
export function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? 'GET',
        agent: false,
        headers: init.headers,
        ...(init.from ? { localAddress: init.from } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** POST /api/login with a JSON body (or the raw text given), from `from` when given. */
export function login(
  baseUrl: string,
  body: unknown,
  options: { from?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return send(baseUrl + hubEndpoints.headOffice.login.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(options.from ? { from: options.from } : {}),
  });
}

/** The session cookie an answer set, as a Cookie header (`hub_session=…`), or '' when it set none. */
export function cookieOf(answer: RawAnswer): string {
  return (answer.headers['set-cookie'] ?? [])[0]?.split(';')[0] ?? '';
}

/** The `message` of a JSON answer, or undefined. */
export function messageOf(answer: RawAnswer): unknown {
  try {
    const body = JSON.parse(answer.text) as unknown;
    return typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  } catch {
    return undefined;
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
