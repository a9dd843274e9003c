import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface ActionCallbacks<TArgs, TResult> {
  onSuccess?: (result: TResult, args: TArgs) => void;
  onError?: (error: unknown, args: TArgs) => void;
  onSettled?: (args: TArgs) => void;
}

export interface Action<TArgs, TResult> {
  /** Starts the call; failures go to `onError` and `error`, never to an unhandled rejection. */
  run: (args: TArgs, callbacks?: ActionCallbacks<TArgs, TResult>) => void;
  isPending: boolean;
  isSuccess: boolean;
  /** What the last run threw, or null. */
  error: unknown;
}

type State = { status: 'idle' | 'pending' | 'success' } | { status: 'error'; error: unknown };

/**
 * A one-shot server call (a form submit) with its pending/success/error state: the guest screens'
 * stand-in for TanStack Query's useMutation, which would cost them ~11 kB gzip for nothing they use.
 *
 * Same callback rules as useMutation: the hook's own callbacks always run (they keep data in step,
 * e.g. storing the session), while the ones given to `run` are the screen's reaction (toast,
 * navigate) and are skipped when the screen has gone or a newer run has started.
 */
export function useAction<TArgs, TResult>(
  fn: (args: TArgs) => Promise<TResult>,
  options: ActionCallbacks<TArgs, TResult> = {},
): Action<TArgs, TResult> {
  const [state, setState] = useState<State>({ status: 'idle' });
  // The latest render's function and options, so `run` can stay stable without going stale.
  const latest = useRef({ fn, options });
  useLayoutEffect(() => {
    latest.current = { fn, options };
  });
  const lastRun = useRef(0);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback((args: TArgs, callbacks: ActionCallbacks<TArgs, TResult> = {}) => {
    const id = ++lastRun.current;
    const { fn, options } = latest.current;
    const current = () => mounted.current && id === lastRun.current;
    setState({ status: 'pending' });

    fn(args).then(
      (result) => {
        options.onSuccess?.(result, args);
        options.onSettled?.(args);
        if (!current()) return;
        setState({ status: 'success' });
        callbacks.onSuccess?.(result, args);
        callbacks.onSettled?.(args);
      },
      (error: unknown) => {
        options.onError?.(error, args);
        options.onSettled?.(args);
        if (!current()) return;
        setState({ status: 'error', error });
        callbacks.onError?.(error, args);
        callbacks.onSettled?.(args);
      },
    );
  }, []);

  return {
    run,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    error: state.status === 'error' ? state.error : null,
  };
}
