import { PLAY_COMPLETED_WINDOW_S } from '../core/constants.js';
import { clipRange } from '../core/options.js';
import { SeekGuard, type SeekRefusal } from '../core/seek-guard.js';
import type { PlayerCore } from './player-core.js';

/** What the playback rules need besides the player core. */
export interface PlaybackHooks {
  /** The platform's preview length in seconds (0: no preview). */
  preview(): number;
  /** Plays, ignoring a refusal (a released hold's wanted play). */
  play(): void;
  /** False while the platform still slices the video (`realtimeSlicing`): its end is only what is available so far. */
  final(): boolean;
}

/**
 * The playback rules of spec §4–§6 that follow the media: the clip range (start, end, loop or cover at its
 * end, `ddi-clip-end`), the seek restrictions against moves made behind the player's back (`ban_seek`,
 * `ban_seek_by_limit_time`, through one `SeekGuard`; the viewer's own seeks and plays pass the request map's
 * rules, `request-map.ts`, which ask this for the clip end, the preview and the guard), the preview's end, play-completed once within 5 s of the end (not while the video
 * is still being sliced: that end is not final), and the holds of
 * interludes (a start ad or teaser holds a play; an end interlude turns the native loop off).
 */
export class PlaybackRules {
  /** A position to seek to once the new source's metadata is known (quality, line and mode switches); unrestricted. */
  pendingSeek: number | undefined;
  readonly #core: PlayerCore;
  readonly #hooks: PlaybackHooks;
  #guard = new SeekGuard({ ban_seek: 'off', ban_seek_by_limit_time: 'off' });
  #clip: ReturnType<typeof clipRange> = null;
  #completed = false;
  #last = 0;

  constructor(core: PlayerCore, hooks: PlaybackHooks) {
    this.#core = core;
    this.#hooks = hooks;
  }

  /** A new load: the clip is unknown until the metadata, the seek guard starts over. */
  reset(): void {
    this.#clip = null;
    this.#completed = false;
    this.#last = 0;
    this.#guard = new SeekGuard(this.#core.options());
  }

  /** Where the video is placed before its first play: the clip start or `watchStartTime`, else 0. */
  startAt(): number {
    return this.#clip?.start || this.#core.options().watchStartTime || 0;
  }

  /** The host's own moves (resume, clip start and loop, a kept position after a switch): not restricted. */
  place(time: number): void {
    this.#guard.accept(time);
    const video = this.#core.video();
    if (video) video.currentTime = time;
  }

  /** Resuming at a saved position counts as watched up to there. */
  resume(seconds: number): void {
    this.#guard.furthest = Math.max(this.#guard.furthest, seconds);
    this.place(seconds);
  }

  /** The platform's preview length in seconds (0: no preview). */
  preview(): number {
    return this.#hooks.preview();
  }

  /** The clip range's end in seconds, once the metadata made the clip range known. */
  clipEnd(): number | undefined {
    return this.#clip?.end;
  }

  /** The seek restrictions' answer to a viewer's seek from `from` to `to` (see `SeekGuard.request`). */
  seekLimit(from: number, to: number): { to: number; refusal: SeekRefusal | null } {
    return this.#guard.request(from, to);
  }

  /** Spec §6: forces the position back when it moved in a way the seek restrictions forbid; true when it did. */
  guard(video: HTMLVideoElement): boolean {
    if (!this.#guard.active || this.pendingSeek !== undefined) return false;
    const back = this.#guard.observe(video.currentTime, video.playbackRate);
    if (back === null) return false;
    this.place(back);
    this.#core.toast(this.#core.options().ban_seek === 'on' ? 'seekBanned' : 'seekLimited');
    return true;
  }

  /** `seeking`: a move the restrictions allow becomes the last position. */
  seeking(video: HTMLVideoElement): void {
    if (!this.guard(video)) this.#last = video.currentTime;
  }

  /** `loadedmetadata`: the clip range against the duration, then the kept position of a switch, else the start. */
  metadata(duration: number): void {
    const { start, end, watchStartTime } = this.#core.options();
    this.#clip = clipRange(start, end, duration);
    if ((start !== undefined || end !== undefined) && !this.#clip) {
      console.warn(`ddi-player: clip range ignored: start < end < duration (${duration}) does not hold`);
    }
    if (this.pendingSeek !== undefined) {
      this.place(Math.min(this.pendingSeek, duration || this.pendingSeek));
      this.pendingSeek = undefined;
    } else {
      const from = this.#clip?.start || watchStartTime;
      if (from && from < duration) this.place(from);
    }
  }

  /** `timeupdate` (after the element took the position): play-completed, the preview's end, the clip's end. */
  timeUpdate(video: HTMLVideoElement): void {
    const core = this.#core;
    const time = video.currentTime;
    const { duration } = core.state();
    const window = duration - PLAY_COMPLETED_WINDOW_S;
    if (!this.#completed && this.#hooks.final() && !video.seeking && !video.paused && duration > 0 && time >= window && this.#last < window) {
      this.#completed = true;
      core.emit('ddi-play-completed', {});
    }
    this.#last = time;
    const preview = this.#hooks.preview();
    if (preview > 0 && time >= preview && !video.paused) {
      video.pause();
      core.toast('previewEnd');
      return;
    }
    const end = this.#clip?.end;
    if (end === undefined || video.paused || time < end) return;
    if (core.options().loop) this.place(0);
    else {
      video.pause();
      core.set({ cover: true });
    }
    core.emit('ddi-clip-end', {});
  }

  /** True while an interlude holds that phase (`start`: before the main video, `end`: after it). */
  held(phase: 'start' | 'end'): boolean {
    return Object.values(this.#core.state().holds).includes(phase);
  }

  /** The native loop follows the `loop` option unless an end interlude holds the end. */
  applyLoop(): void {
    const video = this.#core.video();
    if (video) video.loop = this.#core.options().loop && !this.held('end');
  }

  /** `ddi-hold-request`: when the last start hold goes, a wanted play starts; when the last end hold goes at the end, the loop option applies. */
  hold(name: string, at: 'start' | 'end' | null): void {
    const core = this.#core;
    const holds = { ...core.state().holds };
    if (at) holds[name] = at;
    else delete holds[name];
    core.set({ holds });
    this.applyLoop();
    if (at) return;
    if (!this.held('start') && core.state().playWanted) {
      core.set({ playWanted: false });
      this.#hooks.play();
    }
    if (!this.held('end') && core.state().ended && core.options().loop) {
      this.place(0);
      this.#hooks.play();
    }
  }
}
