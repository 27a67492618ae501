import { PIP_REFUSED_MS } from '../core/constants.js';
import type { PlaybackRules } from './playback-rules.js';
import type { PlayerCore } from './player-core.js';
import type { RequestActions } from './request-map.js';
import type { SourceController } from './source.js';
import type { VolumeController } from './volume.js';

/** The controllers the actions use, and the element's own properties they set. */
export interface ActionParts {
  rules: PlaybackRules;
  source: SourceController;
  volume: VolumeController;
  fullscreen: { togglePage(): void; enter(): Promise<void>; exit(): Promise<void> };
  /** The element's own `requestFullscreen()` and `exitFullscreen()`. */
  host: { requestFullscreen(): Promise<void>; exitFullscreen(): Promise<void> };
  /** The element's `volume` property (a request's volume, once clamped). */
  setVolume(volume: number): void;
  /** The element's `loop` property. */
  setLoop(loop: boolean): void;
  /** True while the video is in picture-in-picture. */
  inPictureInPicture(): boolean;
  /** A pause request (before the video's pause: a `play()` waiting for the source gives up). */
  paused(): void;
}

/**
 * What each request of the request map does once its rules let it through: the same for the controls'
 * and overlays' events, the keyboard and the page's API. The rules are in `request-map.ts`, not here.
 */
export function playerActions(core: PlayerCore, parts: ActionParts): RequestActions {
  const { rules, source, volume, fullscreen } = parts;
  return {
    play: () => core.video()?.play(),
    pause: ({ overlay }) => {
      parts.paused();
      core.video()?.pause();
      // `paused` reads back true at once (the video's pause event follows), so an overlay asking again on
      // every state change until the pause lands asks once.
      core.set({ paused: true, overlayPaused: overlay || core.state().overlayPaused });
    },
    seek: ({ time }) => {
      const from = core.video()?.currentTime ?? 0;
      rules.place(time);
      core.set({ currentTime: time, ended: false });
      core.emit('ddi-seek', { from, to: time });
    },
    volume: (detail) => volume.request(detail.volume, parts.setVolume),
    mute: ({ muted }) => volume.mute(muted),
    rate: ({ rate }) => {
      const video = core.video();
      if (!video) return;
      video.playbackRate = rate;
      core.set({ playbackRate: rate });
    },
    level: ({ level }) => source.level(level),
    line: ({ line }) => source.line(line),
    mode: ({ mode }) => {
      if (mode === core.state().mode) return;
      if (mode === 'audio' && parts.inPictureInPicture()) void document.exitPictureInPicture().catch(() => undefined);
      if (mode === 'audio') core.overlay('audio-mode');
      core.set({ mode, cover: !core.state().started && mode === 'video' });
      source.mode(mode);
      core.emit('ddi-mode-change', { mode });
    },
    fullscreen: ({ kind, enter }, input) => {
      if (kind === 'page') return fullscreen.togglePage();
      const on = enter ?? core.state().fullscreen !== 'browser';
      // The controls and keys use the element's own methods, as a page would (they come back here as 'method').
      if (input !== 'method') return on ? parts.host.requestFullscreen() : parts.host.exitFullscreen();
      return on ? fullscreen.enter() : fullscreen.exit();
    },
    pip: async () => {
      const video = core.video();
      if (!video) return;
      if (parts.inPictureInPicture()) return document.exitPictureInPicture();
      if (core.state().sourceKind === 'hls') return core.toast('notAllowPip', PIP_REFUSED_MS);
      if (core.state().mode === 'audio' || !document.pictureInPictureEnabled) return;
      await video.requestPictureInPicture();
    },
    loop: ({ loop }) => parts.setLoop(loop),
  };
}
