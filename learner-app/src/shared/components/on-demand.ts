/**
 * Code loaded on demand, for widgets the login page's first load must not carry (decision 0036): the
 * react-aria modal and menu. `onDemand(importer)` loads a module once (again after a failure);
 * `useOnDemand` gives a component the module once it is there (re-rendering then), loading it at once
 * when `needed`, otherwise in the background `preloadAfterMs` after mounting (`BACKGROUND_LOAD_MS`: after the
 * page's own code, data and pictures, so a widget's code never competes with the page's first content). A module
 * loaded before a component renders is used in that same render, without a blank frame; one that arrives at any
 * moment after (another component's load included) re-renders every component using it.
 */
import { useEffect, useSyncExternalStore } from 'react';

/**
 * How long after mounting a widget whose code nobody asked for yet fetches it anyway: long enough for a page's
 * first screen (its code, its data, the pictures of its largest paint) on a slow phone, so the widget's code
 * is not in their way, and short enough that the code is there before most learners reach for the widget.
 */
export const BACKGROUND_LOAD_MS = 3000;

export interface OnDemand<Module> {
  /** The module, once loaded. */
  readonly current: Module | undefined;
  /** Loads it (once); rejects when the network fails, and the next call tries again. */
  load(): Promise<Module>;
  /** Calls `listener` when the module arrives; returns a function that stops that. */
  subscribe(listener: () => void): () => void;
}

export function onDemand<Module>(importer: () => Promise<Module>): OnDemand<Module> {
  let loading: Promise<Module> | undefined;
  const listeners = new Set<() => void>();
  const handle: OnDemand<Module> & { current: Module | undefined } = {
    current: undefined,
    load: () => {
      loading ??= importer().then(
        (loaded) => {
          handle.current = loaded;
          for (const listener of [...listeners]) listener();
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return handle;
}

/** The module if loaded; loads it now when `needed`, else after `preloadAfterMs` (if given). */
export function useOnDemand<Module>(module: OnDemand<Module>, needed: boolean, preloadAfterMs?: number): Module | undefined {
  const current = useSyncExternalStore(
    module.subscribe,
    () => module.current,
    () => module.current,
  );
  useEffect(() => {
    if (module.current !== undefined) return undefined;
    // Offline: the next need (or the next page) tries again.
    const load = () => module.load().catch(() => undefined);
    if (needed) {
      void load();
      return undefined;
    }
    if (preloadAfterMs === undefined) return undefined;
    const timer = setTimeout(load, preloadAfterMs);
    return () => {
      clearTimeout(timer);
    };
  }, [module, needed, preloadAfterMs]);
  return current;
}
