/**
 * The session status check (spec §4, §9). A 5 s poll notices that the
 * learner is logged in and arms the check: it asks the server for the
 * interval (`loginstatus/interval`, 30 s when that fails), then calls
 * `userinfo` every interval. A session taken over elsewhere answers code 106
 * there, which starts the remote-login flow. Checks are skipped while the
 * session-expired dialog shows; logging out disarms the check until the poll
 * sees the next login.
 */
import { FALLBACK_STATUS_INTERVAL_SECONDS } from '../../shared/session/session-api';
import { systemClock } from '../../shared/time/clock';
import type { Clock, TimerHandle } from '../../shared/time/clock';

/** How often the logged-in state is polled to arm the check. */
export const LOGIN_POLL_MS = 5000;

export interface SessionWatchOptions {
  readonly clock?: Clock;
  readonly isLoggedIn: () => boolean;
  /** True while the session-expired dialog shows. */
  readonly isPaused: () => boolean;
  /** Seconds between checks; a rejection or an unusable value means 30. */
  readonly fetchIntervalSeconds: () => Promise<number>;
  /** One status check (the userinfo call); failures are ignored. */
  readonly checkSession: () => Promise<void>;
}

export interface SessionWatch {
  start(): void;
  stop(): void;
  /** Whether the check is armed (for tests and diagnostics). */
  readonly armed: boolean;
}

function usableSeconds(seconds: unknown): number {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : FALLBACK_STATUS_INTERVAL_SECONDS;
}

export function createSessionWatch(options: SessionWatchOptions): SessionWatch {
  const clock = options.clock ?? systemClock;
  let running = false;
  let armed = false;
  /** Bumped on every disarm, so a late interval reply or check of an older arming is dropped. */
  let generation = 0;
  let pollTimer: TimerHandle | undefined;
  let checkTimer: TimerHandle | undefined;

  const disarm = () => {
    armed = false;
    generation += 1;
    clock.clearTimeout(checkTimer);
    checkTimer = undefined;
  };

  const scheduleCheck = (armedIn: number, intervalMs: number) => {
    checkTimer = clock.setTimeout(() => {
      void (async () => {
        if (armedIn !== generation || !running) return;
        if (!options.isLoggedIn()) {
          disarm();
          return;
        }
        if (!options.isPaused()) {
          try {
            await options.checkSession();
          } catch {
            // A failed check is retried at the next interval; code 106 was handled by the client.
          }
        }
        if (armedIn === generation && running) scheduleCheck(armedIn, intervalMs);
      })();
    }, intervalMs);
  };

  const arm = async () => {
    armed = true;
    const armedIn = generation;
    let seconds = FALLBACK_STATUS_INTERVAL_SECONDS;
    try {
      seconds = usableSeconds(await options.fetchIntervalSeconds());
    } catch {
      seconds = FALLBACK_STATUS_INTERVAL_SECONDS;
    }
    if (armedIn !== generation || !running) return;
    scheduleCheck(armedIn, seconds * 1000);
  };

  const poll = () => {
    pollTimer = clock.setTimeout(() => {
      const loggedIn = options.isLoggedIn();
      if (loggedIn && !armed) void arm();
      else if (!loggedIn && armed) disarm();
      if (running) poll();
    }, LOGIN_POLL_MS);
  };

  return {
    start() {
      if (running) return;
      running = true;
      poll();
    },
    stop() {
      running = false;
      clock.clearTimeout(pollTimer);
      pollTimer = undefined;
      disarm();
    },
    get armed() {
      return armed;
    },
  };
}
