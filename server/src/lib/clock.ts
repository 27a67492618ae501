/** The server's notion of "now", injected so that tests can move time (expiry, rate limits, due dates). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Whole seconds left until `deadline` (rounded up, never negative). */
export function secondsUntil(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}
