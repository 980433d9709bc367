/**
 * react-query creates an AbortController for every fetch, and Chromium before 66 (the oldest venue TVs,
 * DESIGN.md §5a) has none; core-js, which plugin-legacy uses, does not provide one. This is the small
 * part of it the TV needs: a signal that knows it was aborted and tells its listeners once. Installed
 * only where the browser lacks it.
 */
type Listener = (event: { type: 'abort' }) => void;

class SignalShim {
  aborted = false;
  reason: unknown = undefined;
  onabort: Listener | null = null;
  private listeners: Listener[] = [];

  addEventListener(type: string, listener: Listener): void {
    if (type === 'abort' && this.listeners.indexOf(listener) < 0) this.listeners.push(listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    if (type === 'abort') this.listeners = this.listeners.filter((l) => l !== listener);
  }

  throwIfAborted(): void {
    if (this.aborted) throw this.reason;
  }

  /** Called by the controller; runs each listener once. */
  fire(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    const event = { type: 'abort' as const };
    if (this.onabort) this.onabort(event);
    const listeners = this.listeners;
    this.listeners = [];
    listeners.forEach((l) => l(event));
  }
}

class ControllerShim {
  readonly signal = new SignalShim();

  abort(reason?: unknown): void {
    this.signal.fire(reason === undefined ? new Error('The operation was aborted.') : reason);
  }
}

/** Adds AbortController to `scope` (the window) when it has none. Returns whether it did. */
export function installAbortController(scope: { AbortController?: unknown }): boolean {
  if (typeof scope.AbortController === 'function') return false;
  scope.AbortController = ControllerShim;
  return true;
}
