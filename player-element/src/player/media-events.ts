import type { FailurePolicy } from './failure-policy.js';
import { forwardMediaEvents } from './media-surface.js';
import type { PlaybackRules } from './playback-rules.js';
import type { PlayerCore } from './player-core.js';
import type { VidFlow } from './vid-flow.js';
import type { VolumeController } from './volume.js';

/** What the media events drive besides the state: the controllers that follow playback. */
export interface MediaEventParts {
  /** The element: the media events are re-dispatched on it. */
  host: HTMLElement;
  rules: PlaybackRules;
  failure: FailurePolicy;
  volume: VolumeController;
  /** This load's platform flow (statistics, beacons, slow-network tip), when playing by vid. */
  flow(): VidFlow | undefined;
  /** The control bar's idle timing: `started()` after the first play, `refresh()` on play, pause and end. */
  idle: { started(): void; refresh(): void };
  /** Resume (spec §4): the first play, playing, paused and ended. */
  resume: { firstPlay(): void; playing(): void; paused(): void; ended(): void };
  /** True while the video is in picture-in-picture. */
  inPictureInPicture(): boolean;
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** The end of the buffered range that holds the position (0 when none). */
function bufferedEnd(video: HTMLVideoElement): number {
  const { buffered, currentTime } = video;
  for (let index = 0; index < buffered.length; index += 1) {
    if (buffered.start(index) <= currentTime + 0.5 && currentTime <= buffered.end(index)) return buffered.end(index);
  }
  return 0;
}

/**
 * Media events → player state and `ddi-*` events (spec §4): the `<video>`'s play, playing, pause, ended,
 * waiting, canplay, canplaythrough, seeking, timeupdate, progress, durationchange, loadedmetadata, volumechange,
 * ratechange and picture-in-picture events become state (paused, ended, started, waiting, position,
 * buffered, duration, volume, rate) and `ddi-start`, `ddi-play`, `ddi-pause`, `ddi-over`, `ddi-rate-change`,
 * and reach the controllers that follow playback (playback rules, resume, idle timing, the vid flow's
 * statistics), then are re-dispatched on the host (`media-surface.ts`). The one place the element listens
 * to its video.
 */
export class MediaEvents {
  readonly #core: PlayerCore;
  readonly #parts: MediaEventParts;

  constructor(core: PlayerCore, parts: MediaEventParts) {
    this.#core = core;
    this.#parts = parts;
  }

  /** Listens to the video (once, after the first render: the element keeps the same `<video>`). */
  listen(video: HTMLVideoElement): void {
    const on = (type: string, handler: (video: HTMLVideoElement, event: Event) => void) => video.addEventListener(type, (event) => handler(video, event));
    on('play', this.#onPlay);
    on('playing', this.#onPlaying);
    on('pause', this.#onPause);
    on('ended', this.#onEnded);
    on('waiting', this.#onWaiting);
    on('canplay', this.#onCanPlay);
    on('canplaythrough', this.#confirmSwitch);
    on('seeking', (v) => this.#parts.rules.seeking(v));
    on('timeupdate', this.#onTimeUpdate);
    on('progress', (v) => {
      this.#core.set({ buffered: bufferedEnd(v) });
      this.#confirmSwitch(v);
    });
    on('durationchange', (v) => this.#core.set({ duration: finite(v.duration) }));
    on('loadedmetadata', this.#onMetadata);
    on('volumechange', (v) => this.#parts.volume.changed(v));
    on('ratechange', this.#onRateChange);
    on('enterpictureinpicture', this.#onPictureInPicture);
    on('leavepictureinpicture', this.#onPictureInPicture);
    // After the listeners above: the page's listeners read the state these events just wrote.
    forwardMediaEvents(video, this.#parts.host);
  }

  #onPlay = (video: HTMLVideoElement) => {
    const core = this.#core;
    const { idle, resume } = this.#parts;
    const first = !core.state().started;
    core.set({ paused: false, overlayPaused: false, ended: false, started: true, cover: core.state().mode === 'audio' });
    if (first) {
      this.#parts.flow()?.firstPlay();
      core.emit('ddi-start', {});
      idle.started();
      resume.firstPlay();
    }
    core.emit('ddi-play', { currentTime: video.currentTime });
    idle.refresh();
  };

  #onPlaying = () => {
    this.#parts.flow()?.playing();
    this.#core.set({ waiting: false });
    this.#parts.resume.playing();
  };

  #onPause = (video: HTMLVideoElement) => {
    this.#core.set({ paused: true });
    this.#parts.resume.paused();
    this.#core.emit('ddi-pause', { currentTime: video.currentTime });
    this.#parts.idle.refresh();
  };

  #onEnded = () => {
    this.#core.set({ ended: true, paused: true });
    this.#parts.resume.ended();
    this.#parts.flow()?.ended();
    this.#core.emit('ddi-over', {});
    this.#parts.idle.refresh();
  };

  /** Waiting: the buffer beacon's start, and the slow-network rules of spec §9 (playing by vid). */
  #onWaiting = () => {
    this.#core.set({ waiting: true });
    if (this.#core.state().started) this.#parts.flow()?.waiting();
  };

  /** Can play: the line-switch tip's success, the vid flow's beacon, and the muted autoplay's unmute. */
  #onCanPlay = (video: HTMLVideoElement) => {
    this.#core.set({ waiting: false });
    this.#confirmSwitch(video);
    this.#parts.flow()?.canPlay();
    this.#parts.volume.canPlay(video);
  };

  #onMetadata = (video: HTMLVideoElement) => {
    const duration = finite(video.duration);
    this.#core.set({ duration });
    this.#parts.rules.metadata(duration);
  };

  #onTimeUpdate = (video: HTMLVideoElement) => {
    const { rules } = this.#parts;
    // During a quality, line or mode switch the new source starts at 0 until it reaches the kept position.
    if (rules.pendingSeek !== undefined || rules.guard(video)) return;
    this.#core.set({ currentTime: video.currentTime, buffered: bufferedEnd(video) });
    rules.timeUpdate(video);
    this.#confirmSwitch(video);
  };

  /**
   * The line-switch tip's success variant: the new line has a second buffered past the position (or the rest of
   * the video). Not at the first `canplay`: the old line stalls at the end of what it buffered, and the new line's
   * copy of that last sliver would count as playing just before its next fragment fails.
   */
  #confirmSwitch = (video: HTMLVideoElement) => {
    if (this.#core.state().networkTip !== 'switching') return;
    if (bufferedEnd(video) - video.currentTime >= Math.min(1, finite(video.duration) - video.currentTime)) this.#core.set({ networkTip: 'switched' });
  };

  #onRateChange = (video: HTMLVideoElement) => {
    const rate = video.playbackRate;
    this.#core.set({ playbackRate: rate });
    this.#core.emit('ddi-rate-change', { rate });
  };

  #onPictureInPicture = (_video: HTMLVideoElement, event: Event) => {
    this.#core.set({ pictureInPicture: this.#parts.inPictureInPicture() });
    if (event.type === 'leavepictureinpicture' && this.#core.state().sourceKind === 'hls') this.#parts.failure.record('picture-in-picture left during HLS');
  };
}
