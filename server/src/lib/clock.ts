/** The server's notion of "now", injected so that tests can move time (expiry, rate limits, due dates). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
