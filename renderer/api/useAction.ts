import { useCallback, useRef, useState } from 'react';

export interface Action<V, R> {
  /** Runs the action; resolves with its answer, or with undefined once `onError` has been told. */
  run(vars: V): Promise<R | undefined>;
  /** Back to idle (a new booking after the last one). */
  reset(): void;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * A write from a slim page (the booking page), in place of TanStack Query's useMutation: its state for the
 * screen (busy, done, failed with what) and callbacks for what follows. One run at a time.
 */
export function useAction<V, R>(
  perform: (vars: V) => Promise<R>,
  callbacks: { onSuccess?: (answer: R, vars: V) => void; onError?: (error: unknown, vars: V) => void } = {},
): Action<V, R> {
  const [state, setState] = useState<{ status: 'idle' | 'pending' | 'success' | 'error'; error: unknown }>({
    status: 'idle',
    error: null,
  });
  const latest = useRef({ perform, callbacks });
  latest.current = { perform, callbacks };
  const run = useCallback(async (vars: V) => {
    setState({ status: 'pending', error: null });
    try {
      const answer = await latest.current.perform(vars);
      setState({ status: 'success', error: null });
      latest.current.callbacks.onSuccess?.(answer, vars);
      return answer;
    } catch (error) {
      setState({ status: 'error', error });
      latest.current.callbacks.onError?.(error, vars);
      return undefined;
    }
  }, []);
  const reset = useCallback(() => setState({ status: 'idle', error: null }), []);
  return {
    run,
    reset,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.error,
  };
}
