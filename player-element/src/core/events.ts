/**
 * The player's one shared vocabulary of events. Public events (`ddi-*`) are dispatched by the host for
 * the embedding page; request events (`ddi-*-request`) travel up from controls and overlays, which never
 * touch the `<video>` themselves: the host applies them (and enforces `ban_seek`, clip ranges, …).
 */
import type { PlayerError } from './errors.js';
import type { CaptionStyle } from './state.js';

export type FullscreenKind = 'page' | 'browser';
export type PlayerMode = 'video' | 'audio';

/** Public events: name → detail. All bubble and are composed. */
export interface PlayerEventDetails {
  /** Video info loaded and media attached (for `src`: the engine is attached; before any play). */
  'ddi-ready': { vid: string };
  /** First playback of this video in this load. */
  'ddi-start': Record<string, never>;
  'ddi-play': { currentTime: number };
  'ddi-pause': { currentTime: number };
  /** Playback reached the end. */
  'ddi-over': Record<string, never>;
  /** Once, within 5 s of the end during normal playback. */
  'ddi-play-completed': Record<string, never>;
  'ddi-fullscreen': { kind: FullscreenKind };
  'ddi-normal-screen': { kind: FullscreenKind };
  /** Codes of spec §8: `'#001'` … `'#024'`, `'#10000'`. */
  'ddi-error': PlayerError;
  /** Volume 0–100 (0 while muted). */
  'ddi-volume-change': { volume: number };
  'ddi-seek': { from: number; to: number };
  'ddi-mode-change': { mode: PlayerMode };
  'ddi-rate-change': { rate: number };
  'ddi-level-change': { level: number; label: string };
  'ddi-line-change': { line: string };
  'ddi-question-show': { examId: string };
  'ddi-question-skip': { examId: string };
  'ddi-question-answer': { examId: string; correct: boolean; answers: string[] };
  'ddi-visitor-submit': { qid: string };
  /** The clip range's end was reached. */
  'ddi-clip-end': Record<string, never>;
  'ddi-marquee-tamper': { violations: number[] };
}

/** Overlays a close request can name. */
export type OverlayName = 'resume-tip' | 'context-menu' | 'screenshot-preview' | 'audio-mode' | 'password-prompt' | 'network-tip' | 'subtitles' | 'danmu' | 'marquee' | 'watermark';

/** What the viewer chose in the network tip or the slow-network bubble. */
export type NetworkTipAction = 'switch-line' | 'lower-quality' | 'never-show' | 'close';

/** Request events sent by controls and overlays: name → detail. */
export interface PlayerRequestDetails {
  'ddi-play-request': Record<string, never>;
  'ddi-pause-request': Record<string, never>;
  /** Seek to `time` seconds (clamped by the host; refused under `ban_seek`). */
  'ddi-seek-request': { time: number };
  'ddi-volume-request': { volume: number };
  /** Unmuting restores the volume from before muting. */
  'ddi-mute-request': { muted: boolean };
  'ddi-rate-request': { rate: number };
  'ddi-level-request': { level: number };
  'ddi-loop-request': { loop: boolean };
  /** Toggle fullscreen of that kind. */
  'ddi-fullscreen-request': { kind: FullscreenKind };
  'ddi-pip-request': Record<string, never>;
  'ddi-screenshot-request': Record<string, never>;
  'ddi-overlay-close-request': { overlay: OverlayName };
  /** Switch to audio or video mode (the audio-mode panel's "switch to video", the settings menu). */
  'ddi-mode-request': { mode: PlayerMode };
  /** Switch to the named playback line (the line selector). */
  'ddi-line-request': { line: string };
  /** Check this password (the password prompt); the host runs one check at a time. */
  'ddi-password-request': { password: string };
  /** The network tip's and slow-network bubble's choices. */
  'ddi-network-tip-request': { action: NetworkTipAction };
  /** The marquee's tamper check found violated conditions (indices of spec §5, see `<ddi-marquee>`); the host fires `ddi-marquee-tamper`. */
  'ddi-marquee-tamper-request': { violations: number[] };
  /** The danmu toggle: show (`on: true`) or hide the scrolling comments. */
  'ddi-danmu-request': { on: boolean };
  /**
   * The subtitle selector and layer: choose subtitle tracks by id (`[]` hides, two ids are double
   * subtitles), the stream's audio track, the caption style (saved), or open / close the style panel.
   */
  'ddi-subtitle-request': { selected?: string[]; audioTrack?: number; style?: CaptionStyle; panel?: boolean };
}

export type PlayerEventName = keyof PlayerEventDetails;
export type PlayerRequestName = keyof PlayerRequestDetails;
/** A public event: bubbles and crosses shadow roots. */
export function playerEvent<K extends PlayerEventName>(name: K, detail: PlayerEventDetails[K]): CustomEvent<PlayerEventDetails[K]> {
  return new CustomEvent(name, { detail, bubbles: true, composed: true });
}

/** A request from a control or overlay to the host: bubbles and crosses shadow roots. */
export function playerRequest<K extends PlayerRequestName>(name: K, detail: PlayerRequestDetails[K]): CustomEvent<PlayerRequestDetails[K]> {
  return new CustomEvent(name, { detail, bubbles: true, composed: true });
}

type EventMap<T> = { [K in keyof T]: CustomEvent<T[K]> };

declare global {
  // Typed addEventListener('ddi-…') for pages and for the player's own parts.
  interface GlobalEventHandlersEventMap extends EventMap<PlayerEventDetails>, EventMap<PlayerRequestDetails> {}
}
