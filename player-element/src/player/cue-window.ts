import type { PlayerState } from '../core/state.js';

/** A larger step of `currentTime` between two updates (s, times the rate) is a seek, not playback. */
const MAX_STEP_S = 2;

/**
 * The cue scheduler the timed overlays share (quiz questions, visitor forms): from each state it sees, the
 * window of media time crossed by normal playback since the previous one, so a cue at `t` is due when
 * `from <= t < to`. A seek (a step back, or forward by more than 2 s times the rate), a pause, or a modal
 * of the overlay showing (`blocked`) crosses nothing; the position is still followed.
 */
export class CueWindow {
  #previous: number | null = null;

  /** The window crossed since the last state, or null. */
  step(state: PlayerState, blocked: boolean): { from: number; to: number } | null {
    const to = state.currentTime;
    const from = this.#previous;
    this.#previous = to;
    if (from === null || state.paused || blocked) return null;
    const step = to - from;
    return step <= 0 || step > MAX_STEP_S * Math.max(1, state.playbackRate) ? null : { from, to };
  }
}
