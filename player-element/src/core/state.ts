import { createContext } from '@lit/context';
import type { PlayerError } from './errors.js';
import type { FullscreenKind, PlayerMode } from './events.js';
import type { Messages } from './i18n.js';
import type { ResolvedOptions } from './options.js';

/** A quality level as the page sees it: `{ index: -1, label: 'Auto' }`, `{ index: 2, label: '720P' }`. */
export interface PlayerLevel {
  index: number;
  label: string;
}

/** A key-frame marker on the progress bar (video info `videokeyframes`). */
export interface PlayerMarker {
  /** Seconds. */
  time: number;
  /** The description (`keycontext`). */
  text: string;
  /** The button's text and link (`btnDesc`, `btnHref`); empty when none. */
  button: string;
  href: string;
}

/** The thumbnail sprite of the progress bar (160x90 tiles in rows of 8000 px). */
export interface PlayerThumbnails {
  url: string;
}

/** The password prompt: its message line and whether a check is running. */
export interface PasswordPromptState {
  message: string;
  busy: boolean;
}

/** What kind of media the source is. */
export type SourceKind = 'progressive' | 'hls' | 'dash';

/** Everything the controls and overlays may read. Only the `<ddi-player>` host writes it. */
export interface PlayerState {
  paused: boolean;
  ended: boolean;
  /** True after the first playback of this source. */
  started: boolean;
  waiting: boolean;
  currentTime: number;
  duration: number;
  /** End (s) of the buffered range around the current position. */
  buffered: number;
  volume: number;
  muted: boolean;
  playbackRate: number;
  loop: boolean;
  mode: PlayerMode;
  /** Quality levels, `Auto` first when offered. Empty when the source has one quality. */
  levels: PlayerLevel[];
  /** The chosen level's index, -1 for Auto. */
  level: number;
  /** Playback lines, current first (spec §1). */
  lines: string[];
  line: string;
  /** Key-frame markers of the video (platform). */
  markers: PlayerMarker[];
  /** The thumbnail sprite, or null. */
  thumbnails: PlayerThumbnails | null;
  /** The network tip (`'line'`: fatal fragment error with several lines) or the slow-network bubble, or null. */
  networkTip: 'line' | 'slow' | null;
  /** The password prompt, or null when no password is asked. */
  password: PasswordPromptState | null;
  /** The cover picture (the `poster`, or the platform's cover). */
  coverUrl: string;
  fullscreen: FullscreenKind | 'none';
  pictureInPicture: boolean;
  /** True once media is attached and can start. */
  ready: boolean;
  sourceKind: SourceKind | null;
  error: PlayerError | null;
  /** The cover layer is shown (before the first play, at a clip end, in audio mode). */
  cover: boolean;
  /** The player's width class: controls are dropped at `small` (< 480 px) and `tiny` (< 320 px). */
  size: 'normal' | 'small' | 'tiny';
  /** The control bar is hidden by the idle rules of spec §2. */
  controlsHidden: boolean;
  /** A short message (e.g. `notAllowPip`), or `''`. */
  toast: string;
  /** The resume tip's position in seconds, or null when it is not shown. */
  resumeTime: number | null;
  options: ResolvedOptions;
  /** The catalogue of the current language. */
  messages: Messages;
}

/** The state handed down to sub-elements through @lit/context. */
export const playerStateContext = createContext<PlayerState>(Symbol('ddi-player-state'));

/** The state of a player before anything is loaded: what the host starts from. */
export function initialPlayerState(options: ResolvedOptions, messages: Messages): PlayerState {
  return {
    paused: true,
    ended: false,
    started: false,
    waiting: false,
    currentTime: 0,
    duration: 0,
    buffered: 0,
    volume: options.volume,
    muted: false,
    playbackRate: 1,
    loop: false,
    mode: 'video',
    levels: [],
    level: -1,
    lines: [],
    line: '',
    markers: [],
    thumbnails: null,
    networkTip: null,
    password: null,
    coverUrl: '',
    fullscreen: 'none',
    pictureInPicture: false,
    ready: false,
    sourceKind: null,
    error: null,
    cover: true,
    size: 'normal',
    controlsHidden: false,
    toast: '',
    resumeTime: null,
    options,
    messages,
  };
}
