import { UNMUTE_FALLBACK_VOLUME } from '../core/constants.js';
import { updatePreferences } from '../core/storage.js';
import type { PlayerCore } from './player-core.js';
import type { PlayerInput } from './player-input.js';

/**
 * Volume and mute (spec §4): the volume to come back to when unmuting (the last one above 0, else 0.7), the
 * muted autoplay that is unmuted on `canplay` where the browser allows it, the volume remembered per video,
 * and `ddi-volume-change`. The request map decides whether a volume or mute request applies; this does it.
 * Also the element's `volume` and `muted` (properties and attributes): before the video is ready they are
 * kept in the page's input as the load's starting values.
 */
export class VolumeController {
  /** True while the video is muted only because autoplay with sound was refused (`mutedAutoplay`). */
  autoMuted = false;
  readonly #core: PlayerCore;
  readonly #videoKey: () => string;
  readonly #input: PlayerInput;
  #memory = 0;
  /** The last `ddi-volume-change`'s volume and muted state: setting both (unmuting at 0) fires one event, not two. */
  #fired = '';

  /** `videoKey`: the preferences key of the current video (volume is remembered per video); `input`: the page's. */
  constructor(core: PlayerCore, videoKey: () => string, input: PlayerInput) {
    this.#core = core;
    this.#videoKey = videoKey;
    this.#input = input;
  }

  /** The element's `volume =`: 0–1 (anything else is ignored), on the video once it is ready, else the starting volume. */
  set(value: number): void {
    if (typeof value !== 'number' || !(value >= 0 && value <= 1)) return;
    this.remember(value);
    const video = this.#core.video();
    if (video && this.#core.state().ready) video.volume = value;
    else this.#input.volume = value;
    this.#core.set({ volume: value });
  }

  /** The element's `muted =`: on the video once it is ready, else the starting muted state. */
  setMuted(muted: boolean): void {
    if (this.#core.video() && this.#core.state().ready) this.mute(muted);
    else this.#input.muted = muted;
    this.#core.set({ muted });
  }

  /** The `volume` or `muted` attribute changed (`value` null: removed, so the options decide again). */
  attributeChanged(name: 'volume' | 'muted', value: string | null): void {
    if (name === 'volume') {
      const volume = value === null ? undefined : Number(value);
      this.#input.volume = volume;
      if (volume !== undefined) this.set(volume);
    } else {
      this.setMuted(value !== null);
      this.#input.muted = value !== null ? true : undefined;
    }
  }

  /** A volume the page or the media set: remembered as the one to unmute to when above 0. */
  remember(volume: number): void {
    if (volume > 0) this.#memory = volume;
  }

  /** A new load: the video's starting volume is the one to come back to, and nothing is auto-muted. */
  reset(video: HTMLVideoElement): void {
    this.autoMuted = false;
    this.#memory = video.volume;
  }

  /** The volume slider and ↑/↓: clamped to [0, 1] in steps of 0.01; a volume above 0 unmutes. */
  request(volume: number, apply: (value: number) => void): void {
    const value = Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
    apply(value);
    if (value > 0 && this.#core.state().muted) this.mute(false);
  }

  /** The mute button: muting keeps the volume; unmuting restores it (or the last one above 0, else 0.7). */
  mute(muted: boolean): void {
    const video = this.#core.video();
    if (!video) return;
    this.autoMuted = false;
    video.muted = muted;
    if (!muted && video.volume === 0) video.volume = this.#memory || UNMUTE_FALLBACK_VOLUME;
  }

  /** Spec §4: a muted (autoplayed) video is unmuted on canplay, where the browser allows it; volume 0 becomes 0.7. */
  canPlay(video: HTMLVideoElement): void {
    const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
    if (!this.autoMuted || !video.muted || activation?.hasBeenActive === false) return;
    this.autoMuted = false;
    video.muted = false;
    if (video.volume === 0) video.volume = UNMUTE_FALLBACK_VOLUME;
  }

  /** `volumechange`: state, the volume remembered for this video (once ready), `ddi-volume-change` (0–100). */
  changed(video: HTMLVideoElement): void {
    const core = this.#core;
    const { volume, muted } = video;
    this.remember(volume);
    core.set({ volume, muted });
    if (core.state().ready) {
      const key = this.#videoKey();
      updatePreferences((preferences) => {
        preferences.volume[key] = volume;
      });
    }
    const fired = `${volume}${muted}`;
    if (fired === this.#fired) return;
    this.#fired = fired;
    core.emit('ddi-volume-change', { volume: Math.round(volume * 100), muted });
  }
}
