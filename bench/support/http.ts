import { request } from 'node:http';

export interface Answer {
  status: number;
  text: string;
  /** Milliseconds from sending to the last byte of the answer. */
  ms: number;
  /** Performance-clock time the answer was complete (to compare with socket arrival times). */
  at: number;
  headers: Record<string, string | string[] | undefined>;
}

export interface CallOptions {
  method?: string;
  json?: unknown;
  /** A raw body sent as is (for malformed-body tests); `json` wins when both are given. */
  body?: string;
  cookie?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * One HTTP request on its own connection (no pooling), so 200 "simultaneous" requests really are 200
 * sockets at once, as 200 phones would be. Network failures reject; every HTTP status resolves.
 */
export function call(url: string, options: CallOptions = {}): Promise<Answer> {
  const body = options.json !== undefined ? JSON.stringify(options.json) : options.body;
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const at = performance.now();
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          ms: at - started,
          at,
          headers: res.headers,
        });
      });
      res.on('error', reject);
    });
    req.setTimeout(options.timeoutMs ?? 10_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The answer's JSON, or null when it is not JSON. */
export function jsonOf(answer: Answer): unknown {
  try {
    return JSON.parse(answer.text) as unknown;
  } catch {
    return null;
  }
}

/**
 * An endpoint that is not built yet: the API's catch-all 404 ('No such endpoint: ...'). Figures whose
 * endpoint is missing are reported 'n/a (endpoint missing)' instead of failing the run.
 */
export function isMissingEndpoint(answer: Answer): boolean {
  if (answer.status !== 404) return false;
  const body = jsonOf(answer);
  return (
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message.startsWith('No such endpoint')
  );
}

/** Signs in on the LAN door and returns the Cookie header value. */
export async function signIn(lanUrl: string, username: string, password: string): Promise<string> {
  const answer = await call(`${lanUrl}/api/auth/login`, { method: 'POST', json: { username, password } });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.text}`);
  const setCookie = answer.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return (first ?? '').split(';')[0] ?? '';
}

/** The p-th percentile (0–100) of a list of numbers, nearest-rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}
