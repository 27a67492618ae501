/**
 * The learning-activity heartbeat (spec §3, §9; docs/api.md tracking service).
 *
 * - First the configuration (`GET /hb/v1/configuration/{appId}`): a disabled
 *   app sends nothing; its interval applies (30 s when it cannot be read).
 * - A heartbeat is due after every 30 s of *visible* time: the timer pauses
 *   while the page is hidden and resumes with what was left.
 * - None is sent when logged out or on the `scenarioSimulationNew` page.
 * - A heartbeat that fails is buffered (bounded, memory + sessionStorage);
 *   the next send carries the buffered ones and the new one as one array.
 *   One the server refuses as malformed is dropped rather than retried.
 * - When the page is hidden, buffered heartbeats are flushed with a request
 *   that outlives the page (`fetch` keepalive), as many of the newest as fit
 *   in the browser's keepalive limit; the rest stay buffered.
 *
 * Time, the transport, the buffer and the page's visibility are injected, so
 * tests drive it with fake timers and hand-written fakes.
 */
import { SCENARIO_SIMULATION_NEW_PATH } from '../../shared/routing/paths';
import { systemClock } from '../../shared/time/clock';
import type { Clock, TimerHandle } from '../../shared/time/clock';
import type { ClientInfo } from './client-info';
import type { HeartbeatBuffer } from './heartbeat-buffer';
import { MAX_BUFFERED_HEARTBEATS } from './heartbeat-buffer';
import { HEARTBEAT_APP_ID, buildHeartbeat } from './heartbeat-payload';
import type { HeartbeatContext, HeartbeatPayload } from './heartbeat-payload';

export const HEARTBEAT_INTERVAL_MS = 30_000;
/** Browsers refuse keepalive bodies beyond 64 KiB in flight; a flush stays under this. */
export const KEEPALIVE_BODY_LIMIT_BYTES = 60_000;
/** A configured interval below this is not honoured. */
export const MIN_HEARTBEAT_INTERVAL_MS = 5_000;

export interface HeartbeatConfiguration {
  readonly enabled: boolean;
  /** Seconds between heartbeats. */
  readonly interval: number;
}

/**
 * How heartbeats reach the tracking service. `send` resolves `'accepted'`, or
 * `'refused'` when the server rejected the body as malformed (never worth
 * retrying); it rejects when the send failed and should be retried.
 */
export interface HeartbeatTransport {
  fetchConfiguration(appId: string): Promise<HeartbeatConfiguration>;
  send(body: HeartbeatPayload | readonly HeartbeatPayload[], options: { readonly keepalive: boolean }): Promise<'accepted' | 'refused'>;
}

export interface PageVisibility {
  isVisible(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (visible: boolean) => void): () => void;
}

export interface HeartbeatControllerOptions {
  readonly clock?: Clock;
  readonly transport: HeartbeatTransport;
  readonly buffer: HeartbeatBuffer;
  readonly visibility: PageVisibility;
  /** Where the learner is, or `null` when logged out. */
  readonly context: () => HeartbeatContext | null;
  readonly clientInfo: (now: number) => ClientInfo;
  readonly appId?: string;
}

export interface HeartbeatController {
  /** Reads the configuration, then starts counting visible time. */
  start(): Promise<void>;
  stop(): void;
}

/** The spec's skip rule for a route path. */
export function isHeartbeatSkipped(path: string): boolean {
  return path.replace(/\/+$/, '').toLowerCase() === SCENARIO_SIMULATION_NEW_PATH.toLowerCase();
}

/** The newest heartbeats whose JSON stays within `limitBytes`, and the older rest. */
export function splitForKeepalive(
  beats: readonly HeartbeatPayload[],
  limitBytes = KEEPALIVE_BODY_LIMIT_BYTES,
): { readonly send: HeartbeatPayload[]; readonly keep: HeartbeatPayload[] } {
  const encoder = new TextEncoder();
  let bytes = 2;
  let first = beats.length;
  while (first > 0) {
    const beat = beats[first - 1];
    if (!beat) break;
    const size = encoder.encode(JSON.stringify(beat)).length + 1;
    if (bytes + size > limitBytes) break;
    bytes += size;
    first -= 1;
  }
  return { send: beats.slice(first), keep: beats.slice(0, first) };
}

function intervalFrom(configuration: HeartbeatConfiguration): number {
  const ms = configuration.interval * 1000;
  return Number.isFinite(ms) && ms >= MIN_HEARTBEAT_INTERVAL_MS ? ms : HEARTBEAT_INTERVAL_MS;
}

export function createHeartbeatController(options: HeartbeatControllerOptions): HeartbeatController {
  const clock = options.clock ?? systemClock;
  const { transport, buffer, visibility } = options;
  const appId = options.appId ?? HEARTBEAT_APP_ID;

  let running = false;
  let intervalMs = HEARTBEAT_INTERVAL_MS;
  /** Visible time still to run before the next heartbeat. */
  let remainingMs = HEARTBEAT_INTERVAL_MS;
  let startedAt = 0;
  let timer: TimerHandle | undefined;
  let sending = false;
  /** Bumped by every start and stop, so a configuration reply of an older start is dropped. */
  let generation = 0;
  let unsubscribe: (() => void) | undefined;

  /** A lone new heartbeat goes as an object; anything re-sent from the buffer goes as an array. */
  const send = async (beats: readonly HeartbeatPayload[], { keepalive, resend }: { keepalive: boolean; resend: boolean }) => {
    const body = !resend && beats.length === 1 && beats[0] ? beats[0] : beats;
    try {
      await transport.send(body, { keepalive });
    } catch {
      buffer.add(beats);
    }
  };

  const beat = async () => {
    const context = options.context();
    if (context === null || isHeartbeatSkipped(context.path)) return;
    const payload = buildHeartbeat(context, options.clientInfo(clock.now()));
    if (sending) {
      buffer.add([payload]);
      return;
    }
    const buffered = buffer.takeFor(context.userId);
    const beats = [...buffered, payload].slice(-MAX_BUFFERED_HEARTBEATS);
    sending = true;
    try {
      await send(beats, { keepalive: false, resend: buffered.length > 0 });
    } finally {
      sending = false;
    }
  };

  const flush = () => {
    const context = options.context();
    if (context === null || buffer.size === 0 || sending) return;
    const { send: now, keep } = splitForKeepalive(buffer.takeFor(context.userId));
    buffer.add(keep);
    if (now.length > 0) void send(now, { keepalive: true, resend: true });
  };

  const resume = () => {
    if (!running || timer !== undefined) return;
    startedAt = clock.now();
    timer = clock.setTimeout(onTimer, remainingMs);
  };

  const pause = () => {
    if (timer === undefined) return;
    clock.clearTimeout(timer);
    timer = undefined;
    remainingMs = Math.max(0, remainingMs - (clock.now() - startedAt));
  };

  function onTimer() {
    timer = undefined;
    remainingMs = intervalMs;
    void beat();
    resume();
  }

  const onVisibility = (visible: boolean) => {
    if (visible) {
      resume();
    } else {
      pause();
      flush();
    }
  };

  return {
    async start() {
      if (running) return;
      running = true;
      const startedIn = ++generation;
      let configuration: HeartbeatConfiguration = { enabled: true, interval: HEARTBEAT_INTERVAL_MS / 1000 };
      try {
        configuration = await transport.fetchConfiguration(appId);
      } catch {
        // The tracking service could not say: the spec's defaults apply.
      }
      if (startedIn !== generation) return;
      if (!configuration.enabled) {
        running = false;
        return;
      }
      intervalMs = intervalFrom(configuration);
      remainingMs = intervalMs;
      unsubscribe = visibility.subscribe(onVisibility);
      if (visibility.isVisible()) resume();
    },
    stop() {
      running = false;
      generation += 1;
      pause();
      unsubscribe?.();
      unsubscribe = undefined;
    },
  };
}
