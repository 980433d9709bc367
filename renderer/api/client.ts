import type { z } from 'zod';
import { ApiError, NetworkError, messageFromResponse } from './errors';

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Checks the answer against the contract in shared/api (optional: the server already validated). */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

/**
 * The one way screens talk to the server (SPEC §7): cookies always sent, JSON bodies, and a failed
 * response turned into an ApiError with the server's message. No retries: a failed call is reported.
 */
export async function api<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: options.body !== undefined ? { 'Content-Type': 'application/json' } : undefined,
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError();
  }
  const text = await res.text();
  if (!res.ok) {
    const { message, code } = messageFromResponse(res.status, res.statusText, text);
    throw new ApiError(res.status, message, code);
  }
  if (!text) return undefined as T;
  const data: unknown = JSON.parse(text);
  return options.schema ? options.schema.parse(data) : (data as T);
}
