/**
 * The re-click guard (spec §9): a second activation within 300 ms of the last
 * accepted one is ignored, so a double click submits once.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';

export const CLICK_GUARD_MS = 300;

/** Wraps `action` so calls closer than `intervalMs` to the last accepted call are dropped. */
export function guardClicks<Args extends unknown[]>(
  action: (...args: Args) => void,
  intervalMs = CLICK_GUARD_MS,
  now: () => number = () => Date.now(),
): (...args: Args) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (...args) => {
    const time = now();
    if (time - last < intervalMs) return;
    last = time;
    action(...args);
  };
}

/** A stable, guarded handler that always runs the latest `action`. */
export function useClickGuard<Args extends unknown[]>(
  action: (...args: Args) => void,
  intervalMs = CLICK_GUARD_MS,
): (...args: Args) => void {
  const latest = useRef(action);
  const lastAccepted = useRef(Number.NEGATIVE_INFINITY);
  useLayoutEffect(() => {
    latest.current = action;
  });
  return useCallback(
    (...args: Args) => {
      const time = Date.now();
      if (time - lastAccepted.current < intervalMs) return;
      lastAccepted.current = time;
      latest.current(...args);
    },
    [intervalMs],
  );
}

/**
 * A form's submit handler under the same guard: the browser's own submission is always stopped, and `action` runs
 * unless the last accepted submit was under `intervalMs` ago (a double click or Enter twice submits once).
 */
export function useGuardedSubmit(action: () => void, intervalMs = CLICK_GUARD_MS): (event: { preventDefault(): void }) => void {
  const guarded = useClickGuard(action, intervalMs);
  return useCallback(
    (event: { preventDefault(): void }) => {
      event.preventDefault();
      guarded();
    },
    [guarded],
  );
}
