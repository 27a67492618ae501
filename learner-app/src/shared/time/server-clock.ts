/**
 * The server's time as the app tells dates against it (decision 0108): each answer's `Date` header, read against the
 * moment the request left and the answer came, says how far the device's clock is off. Within a few seconds the
 * device's clock is taken as right (the header counts whole seconds, and the answer takes its time to come), so a
 * right clock is never moved; beyond, the app's "now" is the device's corrected by the latest answer's difference.
 */

/** Differences up to this are the header's own imprecision, not a wrong clock. */
export const CLOCK_TOLERANCE_MS = 5_000;

export interface ServerClock {
  /** Learns from one answer: its `Date` header (absent or unreadable: nothing learned) and when it was asked and came. */
  note(date: string | null | undefined, sentAt: number, receivedAt: number): void;
  /** Now on the server's clock. */
  now(): Date;
}

export function createServerClock(deviceNow: () => number = () => Date.now()): ServerClock {
  let offset = 0;
  return {
    note(date, sentAt, receivedAt) {
      const server = date ? Date.parse(date) : Number.NaN;
      if (Number.isNaN(server) || receivedAt < sentAt) return;
      // The header is the second the answer was made in: on average half a second before its next one.
      const difference = server + 500 - (sentAt + receivedAt) / 2;
      offset = Math.abs(difference) > CLOCK_TOLERANCE_MS ? difference : 0;
    },
    now: () => new Date(deviceNow() + offset),
  };
}
