import { ContextConsumer, createContext } from '@lit/context';
import type { ReactiveControllerHost } from 'lit';
import type { PlayerError } from './errors.js';
import type { Messages } from './i18n.js';
import type { ResolvedOptions } from './options.js';
import { isRecord } from './sanitize.js';
import type { VideoInfo } from '../platform/video-info.js';

/** Which fullscreen: the page's (the player fills the window) or the browser's. */
export type FullscreenKind = 'page' | 'browser';
/** Video, or the audio mode of spec §2/§4. */
export type PlayerMode = 'video' | 'audio';

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
  /** A chapter (`<track kind="chapters">`): its name also shows in the seek bar's hover preview from its time on. */
  chapter?: true;
}

/** The thumbnail sprite of the progress bar (160x90 tiles in rows of 8000 px). */
export interface PlayerThumbnails {
  url: string;
  /** A WebVTT thumbnails track's tiles (`<track kind="metadata" label="thumbnails">`): the tile at a time, instead of the platform's grid. */
  at?: (time: number) => ThumbnailTile | null;
}

/** A tile of a thumbnail sprite: its picture (absolute URL) and its box in pixels (`#xywh=`). */
export interface ThumbnailTile {
  url: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The password prompt: its message line and whether a check is running. */
export interface PasswordPromptState {
  message: string;
  busy: boolean;
}

/** What kind of media the source is. */
export type SourceKind = 'progressive' | 'hls' | 'dash';

// ---- subtitles (spec §3 Subtitle, Stream caption cue, Audio track, Subtitle track)

/** A choice of the subtitle selector: a side-loaded SRT/WebVTT file or a subtitle / caption track of the stream. */
export interface SubtitleTrack {
  /** Unique: `file:<title>`, `stream:<index>` (hls.js subtitle track) or `cc:<name>` (closed captions). */
  id: string;
  /** The language's title as the selector shows it (`中文`, `English`, a stream track's name). */
  label: string;
  /** The side-loaded file; absent for stream tracks. */
  url?: string;
}

/** A cue to draw (stream tracks: delivered by the engine; spec §3 Stream caption cue). */
export interface SubtitleCue {
  start: number;
  end: number;
  text: string;
  line?: number | 'auto';
  /** 0–100, or `'auto'`. */
  position?: number | 'auto';
  /** 0–100. */
  size?: number;
  align?: string;
  vertical?: '' | 'lr' | 'rl';
  /** `line` counts rows (true) or is a percentage (false). */
  snapToLines?: boolean;
}

/** The viewer's caption style (saved in the preferences); absent entries use the page's `subtitleStyle`. */
export interface CaptionStyle {
  fontFamily?: string;
  /** Percent of the computed size (50–200). */
  fontScale?: number;
  color?: string;
  background?: string;
  edge?: 'none' | 'outline' | 'shadow' | 'raised' | 'depressed';
  /** Background opacity, 0–1. */
  opacity?: number;
}

/** The subtitle layer's state: the host writes it on `ddi-subtitle-request` and when tracks are found. */
export interface SubtitleState {
  tracks: SubtitleTrack[];
  /** Chosen track ids: empty = hidden, two = double subtitles; null until the layer picks the default. */
  selected: string[] | null;
  /** The stream's audio tracks (spec §3 Audio track) and the current one's index (-1: none). */
  audioTracks: { index: number; label: string }[];
  audioTrack: number;
  /** Cues of stream tracks, by track id. */
  cues: Record<string, SubtitleCue[]>;
  style: CaptionStyle;
  /** The caption style panel is open. */
  panel: boolean;
}

export const noSubtitles = (): SubtitleState => ({ tracks: [], selected: null, audioTracks: [], audioTrack: -1, cues: {}, style: {}, panel: false });

/** `video_srt` (title → url) and `match_srt` (`[{ title, url }]`) as one list; bad and repeated titles are skipped. */
export function subtitleFiles(videoSrt: unknown, matchSrt: unknown): { title: string; url: string }[] {
  const list: unknown[] = isRecord(videoSrt) ? Object.entries(videoSrt).map(([title, url]) => ({ title, url })) : [];
  if (Array.isArray(matchSrt)) list.push(...(matchSrt as unknown[]));
  const files = list.filter((file): file is { title: string; url: string } => typeof (file as { title?: unknown })?.title === 'string' && typeof (file as { url?: unknown }).url === 'string' && (file as { url: string }).url !== '');
  return files.filter((file, index) => files.findIndex((other) => other.title === file.title) === index).map(({ title, url }) => ({ title, url }));
}

/** Platform facts for the viewer-id and audio watermarks (spec §6, §9). */
export interface WatermarkInfo {
  /** The viewer named by the playsafe token (its last hyphen-separated piece), or `''`. */
  viewer: string;
  /** Protected video (`protect_mode` 1 or DRM): the viewer-id watermark is always shown. */
  protected: boolean;
  /** The video info's `audio_fp` is on: audio watermark checkpoints. */
  audioFp: boolean;
}

/** Everything the controls and overlays may read. Only the `<ddi-player>` host writes it. */
export interface PlayerState {
  paused: boolean;
  /** The pause came from an overlay (a quiz question, a visitor form), not the viewer (spec §4: no pause ad). */
  overlayPaused: boolean;
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
  /**
   * The network tip (`'line'`: fatal fragment error with several lines), the slow-network bubble, the
   * line-switch tip (`'switching'`) and its success and fail variants (`'switched'`: the new line plays;
   * `'switch-failed'`: its fragments failed), or null.
   */
  networkTip: 'line' | 'slow' | 'switching' | 'switched' | 'switch-failed' | null;
  /** The password prompt, or null when no password is asked. */
  password: PasswordPromptState | null;
  /** The cover picture (the `poster`, or the platform's cover). */
  coverUrl: string;
  fullscreen: FullscreenKind | 'none';
  pictureInPicture: boolean;
  /** The video, while the browser reports a cast target for it (Remote Playback API or AirPlay): the cast button shows and prompts on it. */
  cast: HTMLVideoElement | null;
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
  /** The toast is fading out (its last 600 ms, spec §9); unset until the first one. */
  toastOut?: boolean;
  /** The resume tip's position in seconds, or null when it is not shown. */
  resumeTime: number | null;
  /** The tip at `resumeTime` is the start-time prompt (the video starts at `watchStartTime` or the clip start), not the resume tip. */
  startTip: boolean;
  /** The danmu layer (spec §2): `'none'` when the video has no danmu source (no layer, no toggle), else on or off. */
  danmu: 'on' | 'off' | 'none';
  /** Subtitles, stream subtitle / caption tracks and audio tracks. */
  subtitles: SubtitleState;
  /**
   * Playing by vid: what the watermarks need from the platform (the playsafe token's viewer, whether the
   * video is protected, the video info's `audio_fp`); null for `src`.
   */
  watermark: WatermarkInfo | null;
  /** Playing by vid: the platform origin (no trailing slash), the vid, the player session id and the video info; null for `src`. */
  vod: { base: string; vid: string; pid: string; info: VideoInfo } | null;
  /**
   * Interludes holding the main video (spec §4 ad, teaser and tail status): name → phase. While a `start`
   * hold is set a play only sets `playWanted`; while an `end` hold is set the video does not loop, and the
   * host loops (or stays ended) once the last one is released. Names: `start-ad`, `teaser`, `tail`, `end-ad`.
   */
  holds: Record<string, 'start' | 'end'>;
  /** A play was asked for while a start hold was set: the start interludes may begin. */
  playWanted: boolean;
  /** Questions sent by the page with `showQuestion()`, in order (append-only for this source). */
  askedQuestions: unknown[];
  options: ResolvedOptions;
  /** The catalogue of the current language. */
  messages: Messages;
}

/** The state handed down to sub-elements through @lit/context. */
export const playerStateContext = createContext<PlayerState>(Symbol('ddi-player-state'));

/**
 * How a control or an overlay reads the player's state: a consumer of `playerStateContext` subscribed to every
 * new state (its `value`, and the host updated), `callback` called with each. One home for every sub-element.
 */
export function stateConsumer(host: ReactiveControllerHost & HTMLElement, callback?: (state: PlayerState) => void): ContextConsumer<typeof playerStateContext, ReactiveControllerHost & HTMLElement> {
  return new ContextConsumer(host, { context: playerStateContext, subscribe: true, callback });
}

/** The state of a player before anything is loaded: what the host starts from. */
export function initialPlayerState(options: ResolvedOptions, messages: Messages): PlayerState {
  return {
    paused: true,
    overlayPaused: false,
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
    cast: null,
    ready: false,
    sourceKind: null,
    error: null,
    cover: true,
    size: 'normal',
    controlsHidden: false,
    toast: '',
    resumeTime: null,
    startTip: false,
    danmu: 'none',
    subtitles: noSubtitles(),
    watermark: null,
    vod: null,
    holds: {},
    playWanted: false,
    askedQuestions: [],
    options,
    messages,
  };
}
