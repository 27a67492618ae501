import type { ErrorData } from 'hls.js';

/** A skipped segment: its URL and time range in seconds. */
export interface SkippedSegment {
  url: string;
  start: number;
  end: number;
}

/** The part of hls.js's stream controller (protected members, stable since 1.5) the skip uses. */
interface StreamControllerInternals {
  state: string;
  fragmentTracker: { addAsGap(frag: unknown): void };
  onFragmentOrKeyLoadError(filterType: string, data: ErrorData): void;
  fragContextChanged(frag: unknown): boolean;
  resetFragmentErrors(filterType: string): void;
  tickImmediate(): void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor must take `any[]`
type StreamControllerClass = new (...args: any[]) => object;

const segmentLoadError = (details: string) => details === 'fragLoadError' || details === 'fragLoadTimeOut';

/**
 * Spec §3 `skipErrorTs` (default true): hls.js's stream controller with a segment (TS fragment) that
 * still fails after the spec §9 retries, with no other level to take it from, treated as a gap — the
 * way hls.js already treats a failed live segment — instead of a fatal error: the fragment tracker marks
 * it buffered as a gap, loading goes on with the next segment and hls.js's gap controller moves the
 * playhead over the hole when it gets there. `onSkip` is told once per segment. Key errors are not
 * skipped (the rest of the stream would not decrypt either).
 */
export function skippingStreamController<T extends StreamControllerClass>(Base: T, onSkip: (segment: SkippedSegment) => void): T {
  return class extends Base {
    onFragmentOrKeyLoadError(filterType: string, data: ErrorData): void {
      const self = this as unknown as StreamControllerInternals;
      const frag = data.frag;
      const current = frag !== undefined && !self.fragContextChanged(frag);
      (Base.prototype as unknown as StreamControllerInternals).onFragmentOrKeyLoadError.call(this, filterType, data);
      const action = data.errorAction;
      if (!current || !frag || frag.type !== filterType || frag.sn === 'initSegment' || !segmentLoadError(data.details) || !action || action.resolved) return;
      self.resetFragmentErrors(filterType);
      self.fragmentTracker.addAsGap(frag);
      action.resolved = true;
      self.state = 'IDLE';
      self.tickImmediate();
      onSkip({ url: frag.url, start: frag.start, end: frag.start + frag.duration });
    }
  };
}
