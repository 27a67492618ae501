/**
 * The player's one shared vocabulary of events. Public events (`ddi-*`) are dispatched by the host for
 * the embedding page; request events (`ddi-*-request`) travel up from controls and overlays, which never
 * touch the `<video>` themselves: the host applies them (and enforces `ban_seek`, clip ranges, …).
 */
import type { PlayerError } from './errors.js';
import type { CaptionStyle, FullscreenKind, PlayerMode } from './state.js';

// Defined with the state (which must not import this module: no cycles, issue 23); named here too.
export type { FullscreenKind, PlayerMode };

/** What `ddi-platform-call` tells about one call (after its retry, if it had one). */
export interface PlatformCallDetail {
  /** The URL as requested, query included. */
  url: string;
  method: 'GET' | 'POST';
  /** Whether it answered with what was asked (2xx and, where read, a body that parses). */
  ok: boolean;
  /**
   * Why not, when not `ok`: `network` (no answer), `timeout`, `aborted` (the player or the overlay left the page),
   * `status` (an HTTP status other than 2xx), `body` (does not parse). An answer whose envelope carries a
   * refusal code is `ok` here: the call worked, and the player shows the refusal by its own rules (spec §8).
   */
  failure?: 'network' | 'timeout' | 'aborted' | 'status' | 'body';
  /** The HTTP status, when there was an answer. */
  status?: number;
  /** 1, or 2 when an idempotent GET was tried again. */
  attempts: number;
  /** Milliseconds from the first attempt to the end. */
  ms: number;
}

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
  'ddi-volume-change': { volume: number; muted: boolean };
  'ddi-seek': { from: number; to: number };
  'ddi-mode-change': { mode: PlayerMode };
  'ddi-rate-change': { rate: number };
  'ddi-level-change': { level: number; label: string };
  'ddi-line-change': { line: string };
  /**
   * The viewer or the page chose other subtitles (the captions menu, the `c` key, a `textTracks` mode): the titles now
   * shown, as the selector names them (`[]` hidden, two for double subtitles). Not fired for the first choice the
   * player makes itself (`transcript()` reads that one).
   */
  'ddi-subtitle-change': { titles: string[] };
  /** `skipErrorTs`: an HLS segment failed after its retries and was skipped; its URL and time range in seconds. */
  'ddi-segment-skip': { url: string; start: number; end: number };
  /**
   * One call to the video platform or to a URL an overlay was given (video info, playsafe, tokens, sign,
   * statistics, quiz, visitor form, danmu, subtitles, ads, slides, marquee, recommendations) has ended, by
   * whichever part of the player made it (issue 23: the page observes every call through one event).
   */
  'ddi-platform-call': PlatformCallDetail;
  // ---- quiz and visitor form (issue 9; fired by `<ddi-quiz>` / `<ddi-visitor-form>`)
  /** A quiz question popped up (its time arrived, or the page's `showQuestion()`). */
  'ddi-question-show': { examId: string };
  /** The viewer skipped the question (skip button, Escape, or skip on the wrong panel). */
  'ddi-question-skip': { examId: string };
  /** The viewer submitted an answer: `answers` are the chosen answers' texts. */
  'ddi-question-answer': { examId: string; correct: boolean; answers: string[] };
  /** A visitor form was submitted and recorded by the platform. */
  'ddi-visitor-submit': { qid: string };
  /** The clip range's end was reached. */
  'ddi-clip-end': Record<string, never>;
  'ddi-marquee-tamper': { violations: number[] };
  // ---- slides (issue 9; fired by `<ddi-slides>`)
  /** The current slide changed (playback or a seek reached another slide): its index in the slide list and its start second. */
  'ddi-slide-change': { index: number; sec: number };
  /** The main view of the slides layout changed (`'ppt'`: the slide is main, the video in the small window; `'video'`: the reverse), also when the layout first appears. */
  'ddi-main-screen-change': { main: 'ppt' | 'video' };
  // ---- end screen (issue 9)
  /**
   * The viewer chose a recommendation on the end screen (cancelable). The player does not change video
   * itself: the page decides (e.g. `player.changeVid(detail.vid)`), and may call `preventDefault()`.
   */
  'ddi-recommend-select': { vid: string; title: string };
  // ---- playlist side panel (issue 21)
  /**
   * The viewer chose an entry of the playlist panel (cancelable). Unless the page calls `preventDefault()`,
   * the player changes to it and plays it.
   */
  'ddi-playlist-select': { index: number; vid: string; src: string; title: string };
}

/** Overlays a close request can name. */
export type OverlayName = 'resume-tip' | 'context-menu' | 'screenshot-preview' | 'audio-mode' | 'password-prompt' | 'network-tip' | 'subtitles' | 'danmu' | 'marquee' | 'watermark' | FeatureOverlay;

/** Overlays the host mounts as `<ddi-{name}>` in its stage when the video uses them (core/features.ts). */
export type FeatureOverlay = 'quiz' | 'visitor-form' | 'ads' | 'teaser' | 'spread' | 'end-screen' | 'slides' | 'playlist';

/** What the viewer chose in the network tip or the slow-network bubble. */
export type NetworkTipAction = 'switch-line' | 'lower-quality' | 'never-show' | 'close';

/** Request events sent by controls and overlays: name → detail. */
export interface PlayerRequestDetails {
  'ddi-play-request': Record<string, never>;
  /** `overlay`: an overlay (a quiz question, a visitor form) pauses, not the viewer: no pause ad. */
  'ddi-pause-request': { overlay?: boolean };
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
  /** `initial`: the subtitle layer's default choice, applied but not saved as the viewer's own choice. */
  'ddi-subtitle-request': { selected?: string[]; audioTrack?: number; style?: CaptionStyle; panel?: boolean; initial?: boolean };
  /** Set (`at`: the phase) or release (`at: null`) an interlude's hold on the main video (state `holds`). */
  'ddi-hold-request': { name: string; at: 'start' | 'end' | null };
  // ---- slides (issue 9)
  /**
   * The slides layout (`<ddi-slides>`): the host reflects `main` as `data-main-screen` (null: layout off) and
   * the small window's box (px in the stage) as `--ddi-sub-x/-y/-width/-height`; with `'ppt'` it puts its video there.
   */
  'ddi-slides-request': { main: 'ppt' | 'video' | null; x: number; y: number; width: number; height: number };
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
