import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { PLAY_COMPLETED_WINDOW_S, RESUME_MIN_POSITION_S, RESUME_SAVE_INTERVAL_MS } from '../core/constants.js';
import { readResume, writeResume } from '../core/storage.js';

export interface ResumeOptions {
  video(): HTMLVideoElement | null;
  /** The video key: `vid`, else derived from the source URL (storage key `startTime-<key>`). */
  key(): string;
  /** False under `ban_history_time: 'on'`. */
  enabled(): boolean;
  /** `history_video_duration` in seconds: only longer videos are resumed. */
  minDuration(): number;
  /** Moves playback to the saved position. */
  resume(seconds: number): void;
  /** Where the video was placed before its first play (`watchStartTime` or the clip `start`), else 0. */
  startAt(): number;
  /**
   * Asks for the tip at a position (`start`: the start-time prompt, else the resume tip). The tip takes its
   * turn in the modal queue and closes itself 10 s after it shows (`ddi-resume-tip`).
   */
  showTip(seconds: number, start?: boolean): void;
}

/**
 * Spec §4, first play and resume: on the first play the saved position (if any) is resumed and the tip
 * "last played at <time>, replaying" is asked for (it shows for 10 s once its turn in the modal queue
 * comes: `ddi-resume-tip`, decision 0046); while playing, the position is saved every 5 s of
 * playback, but not in the first 10 s of the video and only for videos longer than
 * `history_video_duration` minutes. Reaching the end forgets it. Without a resume, a video placed at a
 * start time (`watchStartTime`, a clip `start`) asks for the start-time prompt of spec §2 instead.
 */
export class ResumeController implements ReactiveController {
  readonly #options: ResumeOptions;
  #saveTimer: ReturnType<typeof setInterval> | undefined;

  constructor(host: ReactiveControllerHost, options: ResumeOptions) {
    this.#options = options;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.paused();
  }

  firstPlay(): void {
    const duration = this.#options.video()?.duration ?? 0;
    const saved = this.#applies(duration) ? readResume(this.#options.key()) : undefined;
    const start = this.#options.startAt();
    if (saved !== undefined && saved >= RESUME_MIN_POSITION_S && saved < duration - PLAY_COMPLETED_WINDOW_S) {
      this.#options.resume(saved);
      this.#options.showTip(saved);
    } else if (start > 0 && start < duration) this.#options.showTip(start, true);
  }

  playing(): void {
    clearInterval(this.#saveTimer);
    this.#saveTimer = setInterval(this.#save, RESUME_SAVE_INTERVAL_MS);
  }

  /** Paused, or the source changes: saving stops (the new source's state has no tip). */
  paused(): void {
    clearInterval(this.#saveTimer);
    this.#saveTimer = undefined;
  }

  ended(): void {
    this.paused();
    if (this.#options.key()) writeResume(this.#options.key(), null);
  }

  #applies(duration: number): boolean {
    return this.#options.enabled() && Number.isFinite(duration) && duration > this.#options.minDuration() && this.#options.key() !== '';
  }

  #save = () => {
    const video = this.#options.video();
    if (!video || video.paused || !this.#applies(video.duration)) return;
    if (video.currentTime >= RESUME_MIN_POSITION_S) writeResume(this.#options.key(), video.currentTime);
  };
}
