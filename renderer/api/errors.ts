/**
 * A response that was not OK, carrying the message picked out of it
 * (docs/behaviour.md#what-the-screens-show).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** The field a request that did not parse was refused for (its path), whatever the sentence's language. */
    readonly field?: string,
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
 * Generic error handling (docs/behaviour.md#what-the-screens-show): the body's `message`, then its `error`,
 * then the status text; a body that is not JSON is used as raw text; the last fallback is 'HTTP {status}'.
 */
export function messageFromResponse(
  status: number,
  statusText: string,
  bodyText: string,
): { message: string; code?: string; field?: string } {
  if (bodyText) {
    try {
      const body = JSON.parse(bodyText) as {
        message?: unknown;
        error?: unknown;
        code?: unknown;
        field?: unknown;
      };
      const code = typeof body.code === 'string' ? body.code : undefined;
      if (typeof body.message === 'string' && body.message) {
        return typeof body.field === 'string' && body.field
          ? { message: body.message, code, field: body.field }
          : { message: body.message, code };
      }
      if (typeof body.error === 'string' && body.error) return { message: body.error, code };
      if (statusText) return { message: statusText, code };
      return { message: `HTTP ${status}`, code };
    } catch {
      return { message: bodyText };
    }
  }
  return { message: statusText || `HTTP ${status}` };
}

/**
 * The server answered, but not in the shape its endpoint promises (shared/api/table.ts): a server and a
 * screen of different versions, or a bug. Shown as an error rather than drawn as a half-empty screen.
 */
export class ContractError extends Error {
  constructor(
    readonly endpoint: string,
    readonly problem: string,
  ) {
    super(`The server's answer to ${endpoint} could not be read (${problem}). Please reload.`);
    this.name = 'ContractError';
  }
}

/** The message to show for a failed call: the server's, else the screen's own fallback text. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message) return err.message;
  return fallback;
}
