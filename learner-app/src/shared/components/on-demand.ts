/**
 * Code loaded on demand, for widgets the login page's first load must not carry (decision 0036): the
 * react-aria modal and menu. `onDemand(importer)` loads a module once (again after a failure);
 * `useOnDemand` gives a component the module once it is there (re-rendering then), loading it at once
 * when `needed`, otherwise in the background `preloadAfterMs` after mounting. A module loaded before a
 * component renders is used in that same render, without a blank frame.
 */
import { useEffect, useState } from 'react';

export interface OnDemand<Module> {
  /** The module, once loaded. */
  readonly current: Module | undefined;
  /** Loads it (once); rejects when the network fails, and the next call tries again. */
  load(): Promise<Module>;
}

export function onDemand<Module>(importer: () => Promise<Module>): OnDemand<Module> {
  let loading: Promise<Module> | undefined;
  const handle: { current: Module | undefined; load: () => Promise<Module> } = {
    current: undefined,
    load: () => {
      loading ??= importer().then(
        (loaded) => {
          handle.current = loaded;
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  return handle;
}

/** The module if loaded; loads it now when `needed`, else after `preloadAfterMs` (if given). */
export function useOnDemand<Module>(module: OnDemand<Module>, needed: boolean, preloadAfterMs?: number): Module | undefined {
  const [, setLoaded] = useState(module.current !== undefined);
  useEffect(() => {
    if (module.current !== undefined) return undefined;
    let active = true;
    const load = () => {
      module.load().then(
        () => {
          if (active) setLoaded(true);
        },
        // Offline: the next need (or the next page) tries again.
        () => undefined,
      );
    };
    if (needed) {
      load();
      return () => {
        active = false;
      };
    }
    if (preloadAfterMs === undefined) return undefined;
    const timer = setTimeout(load, preloadAfterMs);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [module, needed, preloadAfterMs]);
  return module.current;
}
