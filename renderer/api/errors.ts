/** A response that was not OK, carrying the message SPEC §7's rules picked out of it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The request never got an answer (Wi-Fi down, server unreachable). */
export class NetworkError extends Error {
  constructor(message = 'Network request failed') {
    super(message);
    this.name = 'NetworkError';
  }
}

/**
 * SPEC §7 generic error handling: the body's `message`, then its `error`, then the status text; a body
 * that is not JSON is used as raw text; the last fallback is 'HTTP {status}'.
 */
export function messageFromResponse(
  status: number,
  statusText: string,
  bodyText: string,
): { message: string; code?: string } {
  if (bodyText) {
    try {
      const body = JSON.parse(bodyText) as { message?: unknown; error?: unknown; code?: unknown };
      const code = typeof body.code === 'string' ? body.code : undefined;
      if (typeof body.message === 'string' && body.message) return { message: body.message, code };
      if (typeof body.error === 'string' && body.error) return { message: body.error, code };
      if (statusText) return { message: statusText, code };
      return { message: `HTTP ${status}`, code };
    } catch {
      return { message: bodyText };
    }
  }
  return { message: statusText || `HTTP ${status}` };
}
