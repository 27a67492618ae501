/**
 * The countdown of a timed attempt. The server's `remainingSeconds` is the
 * truth: the deadline is set from it at the start and on every `resync`
 * (each save, each timing call), and the display ticks once a second until it
 * reaches 0 or the attempt is declared over (`end`, e.g. on the server's
 * "time is up" refusal).
 */
import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left, never below 0. */
  readonly remaining: number;
  /** Time is up, or the attempt was ended. */
  readonly over: boolean;
  /** When the time runs out, in epoch milliseconds. */
  readonly deadlineAt: number;
  /** Sets the deadline from the server's seconds left (≤ 0 ends the attempt). */
  readonly resync: (remainingSeconds: number) => void;
  readonly end: () => void;
}

export function useCountdown(remainingSeconds: number, overAtStart: boolean): Countdown {
  const [deadlineAt, setDeadlineAt] = useState(() => Date.now() + remainingSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [over, setOver] = useState(overAtStart || remainingSeconds <= 0);

  useEffect(() => {
    if (over) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [over]);

  const remaining = Math.max(0, Math.ceil((deadlineAt - now) / 1000));
  if (remaining === 0 && !over) setOver(true);

  const resync = useCallback((seconds: number) => {
    setDeadlineAt(Date.now() + seconds * 1000);
    setNow(Date.now());
    if (seconds <= 0) setOver(true);
  }, []);
  const end = useCallback(() => {
    setOver(true);
  }, []);

  return { remaining, over, deadlineAt, resync, end };
}
