// The latest server answer for what the page currently shows (the bill of the
// cart as it is now, the addresses for the cart's store). A new key starts a new
// call after a short pause, so a run of taps on a stepper costs one call; an
// answer that arrives after the key changed again is dropped.
import { useEffect, useRef, useState } from 'react';
import type { ApiError, Result } from '../../domain/api/errors.ts';

export interface ServerAnswer<T> {
  value: T | null;
  error: ApiError | null;
  /** A call for the current key is on its way (value, if any, is the previous key's). */
  loading: boolean;
}

export function useServerAnswer<T>(key: string | null, load: () => Promise<Result<T>>, pauseMs = 150): ServerAnswer<T> {
  const [state, setState] = useState<ServerAnswer<T>>({ value: null, error: null, loading: key !== null });
  // A refused or failed call is asked again when the browser is back online: the cart said "Could not
  // reach the shop" with Proceed greyed until the customer touched something (decision 0231).
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (state.error === null) return;
    const again = () => setAttempt((count) => count + 1);
    window.addEventListener('online', again, { once: true });
    return () => window.removeEventListener('online', again);
  }, [state.error]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is not read; a new one asks again (back online).
  useEffect(() => {
    if (key === null) {
      setState({ value: null, error: null, loading: false });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    const timer = setTimeout(() => {
      void loadRef.current().then((answer) => {
        if (!current) return;
        setState(
          answer.ok
            ? { value: answer.value, error: null, loading: false }
            : { value: null, error: answer.error, loading: false },
        );
      });
    }, pauseMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, pauseMs, attempt]);

  return state;
}
