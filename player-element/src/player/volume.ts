import { UNMUTE_FALLBACK_VOLUME } from '../core/constants.js';
import { updatePreferences } from '../core/storage.js';
import type { PlayerCore } from './player-core.js';

/**
 * Volume and mute (spec §4): the volume to come back to when unmuting (the last one above 0, else 0.7), the
 * muted autoplay that is unmuted on `canplay` where the browser allows it, the volume remembered per video,
 * and `ddi-volume-change`. The request map decides whether a volume or mute request applies; this does it.
 */
export class VolumeController {
  /** True while the video is muted only because autoplay with sound was refused (`mutedAutoplay`). */
  autoMuted = false;
  readonly #core: PlayerCore;
  readonly #videoKey: () => string;
  #memory = 0;
  /** The last `ddi-volume-change`'s volume and muted state: setting both (unmuting at 0) fires one event, not two. */
  #fired = '';

  /** `videoKey`: the preferences key of the current video (volume is remembered per video). */
  constructor(core: PlayerCore, videoKey: () => string) {
    this.#core = core;
    this.#videoKey = videoKey;
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
