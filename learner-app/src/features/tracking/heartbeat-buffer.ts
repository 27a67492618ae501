/**
 * Heartbeats that could not be sent, kept for the next send (bounded: the
 * newest 50, the most one request may carry). They live in memory and in
 * sessionStorage, so a reload of the tab does not lose them; what is read back
 * is validated, and anything else is dropped.
 */
import { isHeartbeatPayload } from './heartbeat-payload';
import type { HeartbeatPayload } from './heartbeat-payload';

export const HEARTBEAT_BUFFER_STORAGE_KEY = 'heartbeatBuffer';
/** docs/api.md: a resend carries at most 50 heartbeats. */
export const MAX_BUFFERED_HEARTBEATS = 50;

export interface HeartbeatBuffer {
  readonly size: number;
  /** Adds heartbeats after the ones kept (the oldest are dropped beyond the bound). */
  add(beats: readonly HeartbeatPayload[]): void;
  /** Removes and returns every kept heartbeat of `userId`; those of other users are dropped. */
  takeFor(userId: string | number): HeartbeatPayload[];
}

function readBack(storage: Storage | undefined): HeartbeatPayload[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(HEARTBEAT_BUFFER_STORAGE_KEY);
    if (raw === null) return [];
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? parsed.filter(isHeartbeatPayload) : [];
  } catch {
    return [];
  }
}

export function createHeartbeatBuffer(storage: Storage | undefined, limit = MAX_BUFFERED_HEARTBEATS): HeartbeatBuffer {
  let beats = readBack(storage).slice(-limit);

  const persist = () => {
    if (!storage) return;
    try {
      if (beats.length === 0) storage.removeItem(HEARTBEAT_BUFFER_STORAGE_KEY);
      else storage.setItem(HEARTBEAT_BUFFER_STORAGE_KEY, JSON.stringify(beats));
    } catch {
      // Storage full or unavailable: the buffer still lives in memory.
    }
  };
  persist();

  return {
    get size() {
      return beats.length;
    },
    add(added) {
      beats = [...beats, ...added].slice(-limit);
      persist();
    },
    takeFor(userId) {
      const taken = beats.filter((beat) => String(beat.userId) === String(userId));
      beats = [];
      persist();
      return taken;
    },
  };
}
