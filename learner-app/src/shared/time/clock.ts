/**
 * Time as the background controllers (status check, heartbeat) see it, so
 * tests can drive them with fake timers or a hand-written clock.
 */
export type TimerHandle = ReturnType<typeof setTimeout>;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle | undefined): void;
}

/** The real clock; it looks the timer functions up on each call, so fake timers installed later apply. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle);
  },
};
