/**
 * Loads a page's server data: `loading`, `failed` (with `retry`) or `loaded`.
 * A newer load or unmounting makes an older answer be ignored.
 */
import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'loaded'; readonly data: T };

export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): LoadState<T> & { readonly retry: () => void; readonly reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    load().then(
      (data) => {
        if (active) setState({ status: 'loaded', data });
      },
      (error: unknown) => {
        if (active) setState({ status: 'failed', error });
      },
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  const reload = useCallback(() => {
    setAttempt((value) => value + 1);
  }, []);
  return { ...state, retry, reload };
}
