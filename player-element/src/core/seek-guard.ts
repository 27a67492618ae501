/**
 * Seek restrictions of spec §6 (`ban_seek`, `ban_seek_by_limit_time`, the watched range), applied by the
 * host in the one place seeks are applied: keys, the progress bar, markers and the page's API alike.
 */
import type { ResolvedOptions } from './options.js';

/** Why a seek was refused or shortened (a message key of the catalogue). */
export type SeekRefusal = 'seekBanned' | 'seekLimited';

/** A continuous-playback step longer than this (s, at rate 1) is a jump, not watching. */
const WATCH_STEP_S = 1.5;
/** The tolerance of the forced-back check when `ban_seek_deviation` is not given (s). */
const DEFAULT_DEVIATION_S = 1;

export class SeekGuard {
  /** The furthest position watched (continuous playback, or `watchEndTime` from the host's records). */
  furthest = 0;
  #last = 0;

  constructor(private readonly options: Pick<ResolvedOptions, 'ban_seek' | 'ban_seek_by_limit_time' | 'ban_seek_deviation' | 'watchEndTime'>) {
    const watched = options.watchEndTime;
    if (typeof watched === 'number' && Number.isFinite(watched) && watched > 0) this.furthest = watched;
  }

  get active(): boolean {
    return this.options.ban_seek === 'on' || this.options.ban_seek_by_limit_time === 'on';
  }

  /** A viewer's seek from `from` to `to`: where it may go, and why it was refused or shortened. */
  request(from: number, to: number): { to: number; refusal: SeekRefusal | null } {
    if (this.options.ban_seek === 'on') return { to: from, refusal: 'seekBanned' };
    if (this.options.ban_seek_by_limit_time === 'on' && to > this.furthest) {
      const limit = Math.max(from, this.furthest);
      return { to: limit, refusal: 'seekLimited' };
    }
    return { to, refusal: null };
  }

  /** Records a position reached by the host itself (its own seeks, resume, quality switches). */
  accept(time: number): void {
    this.#last = time;
  }

  /**
   * Playback moved to `time` (`timeupdate`, `seeking`). Continuous playback extends the watched part;
   * a jump the host did not make that breaks a rule returns the position to force back to.
   */
  observe(time: number, rate: number): number | null {
    const step = time - this.#last;
    const deviation = this.options.ban_seek_deviation ?? DEFAULT_DEVIATION_S;
    if (step >= 0 && step <= WATCH_STEP_S * Math.max(1, rate)) {
      this.furthest = Math.max(this.furthest, time);
      this.#last = time;
      return null;
    }
    if (this.options.ban_seek === 'on' && Math.abs(step) > deviation) return this.#last;
    if (this.options.ban_seek_by_limit_time === 'on' && time > this.furthest + deviation) return this.furthest;
    this.#last = time;
    return null;
  }
}
