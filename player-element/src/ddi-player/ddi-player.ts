import { ContextProvider } from '@lit/context';
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, query } from 'lit/decorators.js';
import { PIP_REFUSED_MS, PLAY_COMPLETED_WINDOW_S, UNMUTE_FALLBACK_VOLUME } from '../core/constants.js';
import { ErrorCode, errorMessageKey, type PlayerError } from '../core/errors.js';
import {
  playerEvent,
  type FullscreenKind,
  type OverlayName,
  type PlayerEventDetails,
  type PlayerEventName,
  type PlayerMode,
  type PlayerRequestDetails,
  type PlayerRequestName,
} from '../core/events.js';
import { messagesFor, resolveLanguage, type MessageKey } from '../core/i18n.js';
import { assertPlainObject, clipRange, resolveOptions, type PlayerOptions, type ResolvedOptions, type Skin } from '../core/options.js';
import { playerStateContext, type PlayerLevel, type PlayerState } from '../core/state.js';
import { readPreferences, updatePreferences, videoKey } from '../core/storage.js';
import { FullscreenController } from '../controllers/fullscreen-controller.js';
import { IdleController } from '../controllers/idle-controller.js';
import { KeyboardController } from '../controllers/keyboard-controller.js';
import { ResumeController } from '../controllers/resume-controller.js';
import { SizeController } from '../controllers/size-controller.js';
import { pickEngine, sourceKind, type Engine, type EngineLevel } from '../engines/engine.js';
import '../ddi-big-play-button/ddi-big-play-button.js';
import '../ddi-control-bar/ddi-control-bar.js';
import { styles } from './ddi-player.styles.js';

/** `DdiPlayer.create()`'s argument: where to put the player, and its options. */
export type PlayerInit = PlayerOptions & { wrap: string | Element };

/** Overlays loaded on first use (lazy chunks). */
const overlays = {
  'resume-tip': () => import('../ddi-resume-tip/ddi-resume-tip.js'),
  'context-menu': () => import('../ddi-context-menu/ddi-context-menu.js'),
  'screenshot-preview': () => import('../ddi-screenshot-preview/ddi-screenshot-preview.js'),
} satisfies Record<OverlayName, () => Promise<unknown>>;

const isNotAllowed = (error: unknown) => error instanceof DOMException && error.name === 'NotAllowedError';
const finite = (value: number) => (Number.isFinite(value) ? value : 0);
const coverFit = { scaleToFill: 'fill', scaleAspectFit: 'contain', scaleAspectFill: 'cover' } as const;

/** Text attributes: absent is `''`, and `''` is not written back (an empty `lang` would mean "unknown language"). */
const text = {
  fromAttribute: (value: string | null) => value ?? '',
  toAttribute: (value: string) => value || null,
};

const barParts =
  'button, menu, menu-item, time, progress, progress-buffered, progress-played, progress-thumb, tooltip, volume-slider, volume-level';

/**
 * `<ddi-player>`: the learning-video player. Plays `src` (mp4 or another file the browser plays, HLS
 * `.m3u8` through hls.js, DASH `.mpd` through dash.js), with the control bar, skins, keyboard shortcuts,
 * resume, clip range, fullscreen, picture-in-picture, screenshots and the right-click menu of the player
 * spec. Configure it with attributes or with `player.options = {…}` (every option of spec §3).
 *
 * @tag ddi-player
 *
 * @fires ddi-ready - the source is attached to its engine (before any play); detail `{ vid }`
 * @fires ddi-start - first playback of this video in this load
 * @fires ddi-play - playback started; detail `{ currentTime }`
 * @fires ddi-pause - playback paused; detail `{ currentTime }`
 * @fires ddi-over - playback reached the end
 * @fires ddi-play-completed - once, within 5 s of the end during normal playback
 * @fires ddi-fullscreen - entered fullscreen; detail `{ kind: 'page' | 'browser' }`
 * @fires ddi-normal-screen - left fullscreen; detail `{ kind: 'page' | 'browser' }`
 * @fires ddi-error - the video cannot be played; detail `{ code, message }` (`'#007'` …)
 * @fires ddi-volume-change - detail `{ volume }`, 0–100 (0 while muted)
 * @fires ddi-seek - detail `{ from, to }` in seconds
 * @fires ddi-mode-change - detail `{ mode: 'video' | 'audio' }`
 * @fires ddi-rate-change - detail `{ rate }`
 * @fires ddi-level-change - detail `{ level, label }` (`level` -1 is Auto)
 * @fires ddi-clip-end - the clip range's end (`end` option) was reached
 *
 * @slot selector - the subtitle / stream / line selector in the control bar
 * @slot danmu - the danmu toggle in the control bar
 * @slot markers - marker points on the progress bar
 *
 * @csspart stage - the area holding the video and the layers above it
 * @csspart video - the `<video>` element
 * @csspart cover - the cover layer (before the first play, at a clip end, in audio mode)
 * @csspart cover-image - the cover picture (`poster`)
 * @csspart big-play-button - the centred play button
 * @csspart control-bar - the control bar
 * @csspart button - every button of the control bar
 * @csspart time - the current / total time
 * @csspart progress - the progress track
 * @csspart progress-buffered - the buffered range
 * @csspart progress-played - the played range
 * @csspart progress-thumb - the progress handle
 * @csspart tooltip - the time above the pointer on the progress bar
 * @csspart volume-slider - the volume track
 * @csspart volume-level - the filled part of the volume track
 * @csspart menu - the speed / quality / settings menus
 * @csspart menu-item - a menu choice
 * @csspart toast - short messages (e.g. picture-in-picture refused)
 * @csspart error - the error layer
 * @csspart resume-tip - the resume tip (also `resume-replay`, `resume-close`)
 * @csspart context-menu - the right-click menu (also `context-menu-version`, `context-menu-item`)
 * @csspart screenshot-preview - the screenshot preview (also `screenshot-image`, `screenshot-button`)
 *
 * @cssproperty [--ddi-theme-color=#5867FE] - the skin's main colour (played range, handles, highlights)
 * @cssproperty [--ddi-control-color=#fff] - colour of the controls' icons and text
 * @cssproperty [--ddi-focus-color=#fff] - the keyboard focus ring
 * @cssproperty [--ddi-bar-background=linear-gradient(transparent, rgb(0 0 0 / 0.75))] - the control bar's background
 * @cssproperty [--ddi-bar-height=40px] - height of the control bar's button row
 * @cssproperty [--ddi-progress-height=6px] - thickness of the progress bar
 * @cssproperty [--ddi-progress-track-color=rgb(255 255 255 / 0.3)] - the unplayed track
 * @cssproperty [--ddi-progress-buffered-color=rgb(255 255 255 / 0.5)] - the buffered range
 * @cssproperty [--ddi-volume-rail-width=90px] - width of the volume slider (skins: 90, 100, 120 px)
 * @cssproperty [--ddi-menu-background=rgb(20 20 28 / 0.92)] - the popup menus
 * @cssproperty [--ddi-menu-active-color=#9aa3ff] - the current menu choice
 * @cssproperty [--ddi-progress-thumb-color=#fff] - the progress handle
 * @cssproperty [--ddi-menu-max-height=240px] - taller menus scroll
 * @cssproperty [--ddi-icon-size=24px] - icon size in the control bar
 * @cssproperty [--ddi-big-play-size=64px] - diameter of the big play button
 * @cssproperty [--ddi-big-play-background=rgb(0 0 0 / 0.55)] - the big play button's background
 * @cssproperty [--ddi-link-color=#9aa3ff] - links in overlays (the resume tip's replay)
 * @cssproperty [--ddi-fade-duration=0.3s] - how fast the control bar fades
 */
export class DdiPlayer extends LitElement {
  static override styles = styles;

  /**
   * Creates a player with these options, appends it to `wrap` (an element or a selector) and returns
   * it: the embedding style of hosted players.
   */
  static create(init: PlayerInit): DdiPlayer {
    assertPlainObject(init);
    const { wrap, ...options } = init;
    const parent = typeof wrap === 'string' ? document.querySelector(wrap) : wrap;
    if (!(parent instanceof Element)) throw new TypeError(`ddi-player: wrap must be an element or the selector of one, got ${String(wrap)}`);
    const player = document.createElement('ddi-player');
    player.options = options;
    parent.append(player);
    return player;
  }

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'volume', 'muted'];
  }

  /** URL of the media (the spec's `url` option): mp4 and other files, `.m3u8` (HLS), `.mpd` (DASH). */
  @property({ reflect: true, converter: text }) accessor src = '';

  /** Video id on the video platform (playing by `vid` comes with the platform client). */
  @property({ reflect: true, converter: text }) accessor vid = '';

  /** Control bar skin: `ouchn`, `blue`, `gold`, `green` or `red` (reflected as `data-skin`). */
  @property({ reflect: true, converter: text }) accessor skin = '';

  /**
   * Interface language, `zh_CN` or `en`; anything else follows the browser (Chinese → zh_CN, else en).
   * `zh_CN` is rewritten to the valid language tag `zh-CN` (`lang` is also HTML's language attribute).
   */
  @property({ reflect: true, converter: text }) override accessor lang = '';

  /** Start playing once loaded (see the `autoplay` and `mutedAutoplay` options). */
  @property({ type: Boolean }) accessor autoplay: boolean | undefined = undefined;

  /** Play again from 0 at the end (and at the clip range's end). */
  @property({ type: Boolean }) accessor loop: boolean | undefined = undefined;

  /** Clip range start in seconds. */
  @property({ type: Number }) accessor start: number | undefined = undefined;

  /** Clip range end in seconds (`start < end < duration`). */
  @property({ type: Number }) accessor end: number | undefined = undefined;

  /** Player width: a CSS length or a number of pixels (default `100%`). */
  @property() accessor width: string | undefined = undefined;

  /** Player height: a CSS length or a number of pixels (default: 16:9 of the width). */
  @property() accessor height: string | undefined = undefined;

  /** Cover picture shown before the first play, at a clip end and in audio mode. */
  @property() accessor poster = '';

  @query('video') private accessor video!: HTMLVideoElement | null;

  #input: PlayerOptions = {};
  #resolved: ResolvedOptions = resolveOptions({});
  #attributeVolume: number | undefined;
  #attributeMuted: boolean | undefined;
  #state: PlayerState = {
    paused: true,
    ended: false,
    started: false,
    waiting: false,
    currentTime: 0,
    duration: 0,
    buffered: 0,
    volume: this.#resolved.volume,
    muted: false,
    playbackRate: 1,
    loop: false,
    mode: 'video',
    levels: [],
    level: -1,
    lines: [],
    line: '',
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
    options: this.#resolved,
    messages: messagesFor(resolveLanguage(null)),
  };
  #provider = new ContextProvider(this, { context: playerStateContext, initialValue: this.#state });
  #engine: Engine | undefined;
  #pendingLevel: number | undefined;
  #loadToken = 0;
  #loadRequested = false;
  #detached = false;
  /** Settles when the current source is attached to the video (or failed to be). */
  #attached: Promise<void> = Promise.resolve();
  #clip: ReturnType<typeof clipRange> = null;
  #completed = false;
  #lastPosition = 0;
  #autoMuted = false;
  #volumeMemory = 0;
  #toastTimer: ReturnType<typeof setTimeout> | undefined;
  #loadedOverlays = new Set<OverlayName>();
  #menu: { x: number; y: number } | null = null;
  #shot: { url: string; name: string } | null = null;

  #idle = new IdleController(this, {
    onChange: (controlsHidden) => this.#setState({ controlsHidden }),
    paused: () => this.#state.paused,
    alwaysShown: () => this.#resolved.skinLocation === 1,
  });

  #fullscreen = new FullscreenController(this, {
    video: () => this.video,
    onChange: (kind, previous) => {
      this.#setState({ fullscreen: kind });
      if (previous !== 'none') this.#emit('ddi-normal-screen', { kind: previous });
      if (kind !== 'none') this.#emit('ddi-fullscreen', { kind });
    },
    onUnsupported: () => this.#toast('notSupportFullscreen'),
  });

  #resume = new ResumeController(this, {
    video: () => this.video,
    key: () => (this.src || this.vid ? videoKey(this.vid, this.src) : ''),
    enabled: () => this.#resolved.ban_history_time !== 'on',
    minDuration: () => this.#resolved.history_video_duration * 60,
    resume: (seconds) => {
      if (this.video) this.video.currentTime = seconds;
      this.#setState({ currentTime: seconds });
    },
    showTip: (resumeTime) => {
      if (resumeTime !== null) this.#loadOverlay('resume-tip');
      this.#setState({ resumeTime });
    },
  });

  constructor() {
    super();
    new SizeController(this, (size) => this.#setState({ size }));
    new KeyboardController(this, {
      enabled: () => !this.#resolved.preventKeyboardEvent,
      togglePlay: () => (this.#state.paused ? this.#requestPlay() : this.pause()),
      seekBy: (seconds) => this.#requestSeek((this.video?.currentTime ?? 0) + seconds),
      seekStep: () => this.#resolved.keyboardSeekTime / 1000,
      toggleMute: () => this.#setMuted(!(this.#state.muted || this.#state.volume === 0)),
      fullscreenAllowed: () => this.#resolved.allowFullscreen,
      toggleFullscreen: () => this.#toggleFullscreen('browser'),
      volumeBy: (delta) => this.#requestVolume(this.#state.volume + delta),
    });
    this.#on('ddi-play-request', () => this.#requestPlay());
    this.#on('ddi-pause-request', () => this.pause());
    this.#on('ddi-seek-request', ({ time }) => this.#requestSeek(time));
    this.#on('ddi-volume-request', ({ volume }) => this.#requestVolume(volume));
    this.#on('ddi-mute-request', ({ muted }) => this.#setMuted(muted));
    this.#on('ddi-rate-request', ({ rate }) => (this.playbackRate = rate));
    this.#on('ddi-level-request', ({ level }) => this.setLevel(level));
    this.#on('ddi-loop-request', ({ loop }) => (this.loop = loop));
    this.#on('ddi-fullscreen-request', ({ kind }) => this.#toggleFullscreen(kind));
    this.#on('ddi-pip-request', () => void this.togglePictureInPicture().catch((error: unknown) => console.warn('ddi-player:', error)));
    this.#on('ddi-screenshot-request', () => void this.#takeScreenshot());
    this.#on('ddi-overlay-close-request', ({ overlay }) => this.#closeOverlay(overlay));
    this.addEventListener('contextmenu', this.#onContextMenu);
    this.#upgradeProperties();
  }

  /** Values a page set before this element was defined shadow the accessors: re-apply them. */
  #upgradeProperties(): void {
    for (const name of ['options', 'volume', 'muted', 'playbackRate', 'currentTime'] as const) {
      if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
      const value: unknown = this[name];
      delete (this as Record<string, unknown>)[name];
      (this as Record<string, unknown>)[name] = value;
    }
  }

  // ---------------------------------------------------------------- options

  /**
   * The player options of spec §3 under their spec names. Assigning a new object validates it (a
   * non-object throws a `TypeError`; an illegal `hlsConfig` throws the hls.js message of spec §5), then
   * tears everything down and reloads. Attributes that are set override the same options.
   */
  get options(): PlayerOptions {
    return { ...this.#input };
  }

  set options(value: PlayerOptions) {
    assertPlainObject(value);
    resolveOptions(value);
    this.#input = { ...value };
    if (value.url !== undefined) this.src = value.url;
    if (value.vid !== undefined) this.vid = value.vid;
    this.#loadRequested = true;
    this.requestUpdate();
  }

  /** The options after the defaults of spec §3 and the validation rules of spec §5 (read-only). */
  get resolvedOptions(): ResolvedOptions {
    return resolveOptions(this.#mergedInput());
  }

  // ---------------------------------------------------------------- state

  /** True while playback is paused (also before the first play). */
  get paused(): boolean {
    return this.#state.paused;
  }

  /** True once playback reached the end. */
  get ended(): boolean {
    return this.#state.ended;
  }

  /** The playback position in seconds. Setting it seeks, clamped to [0, duration]. */
  get currentTime(): number {
    return this.#state.currentTime;
  }

  set currentTime(seconds: number) {
    this.seek(seconds);
  }

  /** The media's duration in seconds (0 until known). */
  get duration(): number {
    return this.#state.duration;
  }

  /** Volume 0–1; any other value is ignored. Remembered per video. */
  get volume(): number {
    return this.#state.volume;
  }

  set volume(value: number) {
    if (typeof value !== 'number' || !(value >= 0 && value <= 1)) return;
    if (value > 0) this.#volumeMemory = value;
    if (this.video && this.#state.ready) this.video.volume = value;
    else this.#attributeVolume = value;
    this.#setState({ volume: value });
  }

  /** Muted state. */
  get muted(): boolean {
    return this.#state.muted;
  }

  set muted(value: boolean) {
    if (this.video && this.#state.ready) this.#setMuted(Boolean(value));
    else this.#attributeMuted = Boolean(value);
    this.#setState({ muted: Boolean(value) });
  }

  /** Playback rate; only values of the resolved speed list are accepted. */
  get playbackRate(): number {
    return this.#state.playbackRate;
  }

  set playbackRate(rate: number) {
    if (!this.video || !this.#resolved.speed.includes(rate)) return;
    this.video.playbackRate = rate;
    this.#setState({ playbackRate: rate });
  }

  /** `'video'` or `'audio'` (audio mode hides the picture and the quality menu). */
  get mode(): PlayerMode {
    return this.#state.mode;
  }

  /** Quality levels: `{ index: -1, label: 'Auto' }` (when `showAuto`) and `360P`, `480P`, `720P` …; empty for single-quality sources. */
  get levels(): PlayerLevel[] {
    return this.#state.levels.map((level) => ({ ...level }));
  }

  /** The chosen level's index; -1 is Auto. */
  get level(): number {
    return this.#state.level;
  }

  /** Playback line names, current first (lines come with the video platform; empty for `src`). */
  get lines(): string[] {
    return [...this.#state.lines];
  }

  /** The current line (`''` for `src`). */
  get line(): string {
    return this.#state.line;
  }

  /** `'none'`, `'page'` (page fullscreen) or `'browser'` (Fullscreen API or the iOS video fullscreen). */
  get fullscreen(): FullscreenKind | 'none' {
    return this.#state.fullscreen;
  }

  /** True while the video is in picture-in-picture. */
  get pictureInPicture(): boolean {
    return this.#state.pictureInPicture;
  }

  /** The current error (`{ code, message }`), or null. */
  get error(): PlayerError | null {
    return this.#state.error;
  }

  // ---------------------------------------------------------------- methods

  /**
   * Starts playback once the source is attached. Rejects when the browser refuses (for example an
   * autoplay policy) or when the source failed to load.
   */
  async play(): Promise<void> {
    await this.updateComplete;
    await this.#attached;
    const { error } = this.#state;
    if (error) throw new Error(`${error.code} ${error.message}`);
    const video = this.video;
    if (!video) return;
    if (this.#clip?.end !== undefined && video.currentTime >= this.#clip.end) video.currentTime = 0;
    await video.play();
  }

  /** Pauses playback. */
  pause(): void {
    this.video?.pause();
  }

  /** Seeks to `seconds`, clamped to [0, duration]; fires `ddi-seek`. */
  seek(seconds: number): void {
    const video = this.video;
    if (!video || typeof seconds !== 'number' || Number.isNaN(seconds)) return;
    const from = video.currentTime;
    const to = Math.min(Math.max(0, seconds), this.#state.duration);
    video.currentTime = to;
    this.#setState({ currentTime: to, ended: false });
    this.#emit('ddi-seek', { from, to });
  }

  /** Switches between video and audio mode, keeping position, paused state and rate (`audioMode` / `videoMode` allow them). */
  switchMode(mode: PlayerMode): void {
    if ((mode !== 'audio' && mode !== 'video') || mode === this.#state.mode) return;
    if (mode === 'audio' ? !this.#resolved.audioMode : !this.#resolved.videoMode) return;
    if (mode === 'audio' && this.#inPictureInPicture()) void document.exitPictureInPicture().catch(() => undefined);
    this.#setState({ mode, cover: mode === 'audio' || !this.#state.started });
    this.#emit('ddi-mode-change', { mode });
  }

  /** Chooses a quality level by index (-1 = Auto), keeping the position; remembered per viewer. */
  setLevel(index: number): void {
    const level = this.#state.levels.find((candidate) => candidate.index === index);
    if (!level || !this.#engine || index === this.#state.level) return;
    this.#engine.setLevel(index);
    this.#setState({ level: index });
    const viewer = this.#viewerKey();
    updatePreferences((preferences) => {
      preferences.level[viewer] = level.label;
    });
    this.#emit('ddi-level-change', { level: index, label: level.label });
  }

  /** Switches to a known line; `false` (and nothing changes) for an unknown line or without a streaming instance. */
  switchLine(name: string): boolean {
    if (!this.#state.lines.includes(name) || !this.#engine) return false;
    return false; // lines and their switching come with the video platform client
  }

  /** Switches to the next line, wrapping; `false` when there is none (lines come with the video platform). */
  nextLine(): boolean {
    return false;
  }

  /** Enters or leaves page fullscreen (the player fills the window; every overlay stays visible). */
  togglePageFullscreen(): void {
    this.#fullscreen.togglePage();
  }

  /** Enters fullscreen: the Fullscreen API on the whole player, the video's own fullscreen on iOS. */
  override async requestFullscreen(): Promise<void> {
    if (this.#resolved.allowFullscreen) await this.#fullscreen.enter();
  }

  /** Leaves fullscreen or page fullscreen. */
  async exitFullscreen(): Promise<void> {
    await this.#fullscreen.exit();
  }

  /** Enters or leaves picture-in-picture; refused for HLS sources with the `notAllowPip` message for 1500 ms. */
  async togglePictureInPicture(): Promise<void> {
    const video = this.video;
    if (!video) return;
    if (this.#inPictureInPicture()) return document.exitPictureInPicture();
    if (this.#state.sourceKind === 'hls') return this.#toast('notAllowPip', PIP_REFUSED_MS);
    if (this.#state.mode === 'audio' || !document.pictureInPictureEnabled) return;
    await video.requestPictureInPicture();
  }

  /** The current picture as a PNG. Rejects when there is no picture yet or it cannot be read (cross-origin media). */
  screenshot(): Promise<Blob> {
    const video = this.video;
    return new Promise((resolve, reject) => {
      if (!video?.videoWidth) throw new Error('ddi-player: there is no picture to capture yet');
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('ddi-player: the picture cannot be captured'))), 'image/png');
    });
  }

  /**
   * Changes the video: a vid, or options (`{ url }`, `{ vid }`, and any other option), merged over the
   * current ones. Everything is torn down and reloaded. The same vid without a url only logs a warning.
   */
  changeVid(next: string | PlayerOptions): void {
    const change: PlayerOptions = typeof next === 'string' ? { vid: next } : next;
    assertPlainObject(change);
    const vid = change.vid ?? '';
    const url = change.url ?? '';
    if (vid && vid === this.vid && !url) {
      console.warn(`ddi-player: video ${vid} is already playing`);
      return;
    }
    this.options = { ...this.#input, ...change, vid, url };
  }

  /** Stops playback, releases the engine and removes the player from the page. */
  destroy(): void {
    this.#loadToken += 1;
    this.#teardown();
    this.remove();
  }

  // ---------------------------------------------------------------- lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    if (!this.hasAttribute('role')) this.setAttribute('role', 'region');
    if (this.#detached) {
      this.#detached = false;
      this.#loadRequested = true;
      this.requestUpdate();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#detached = true;
    this.#loadToken += 1;
    this.#teardown();
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (name === 'volume') {
      const volume = value === null ? undefined : Number(value);
      this.#attributeVolume = volume;
      if (volume !== undefined) this.volume = volume;
      this.requestUpdate();
    } else if (name === 'muted') {
      this.muted = value !== null;
      this.#attributeMuted = value !== null ? true : undefined;
      this.requestUpdate();
    } else super.attributeChangedCallback(name, old, value);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.lang === 'zh_CN') this.lang = 'zh-CN';
    const options = resolveOptions(this.#mergedInput());
    this.#resolved = options;
    const messages = messagesFor(resolveLanguage(options.lang));
    const error = this.#state.error && { ...this.#state.error, message: messages[errorMessageKey[this.#state.error.code as ErrorCode] ?? 'loadError'] };
    this.#setState({ options, messages, error, loop: options.loop });
    this.style.setProperty('--ddi-player-width', String(options.width));
    if (options.height) this.style.setProperty('--ddi-player-height', String(options.height));
    else this.style.removeProperty('--ddi-player-height');
    this.toggleAttribute('data-has-height', Boolean(options.height));
    this.#reflect('data-skin', options.skin ?? null);
    this.#reflect('data-skin-location', String(options.skinLocation));
    this.setAttribute('aria-label', messages.player);
    if (this.video) this.video.loop = options.loop;
    if (changed.has('src') || changed.has('vid')) this.#loadRequested = true;
  }

  protected override updated(): void {
    this.#idle.refresh();
    if (!this.#loadRequested) return;
    this.#loadRequested = false;
    // Loading starts after this update so its state changes render in the next one.
    this.#attached = Promise.resolve().then(() => this.#load());
  }

  protected override render() {
    const state = this.#state;
    const options = state.options;
    const controls = options.ban_ui !== 'on' && options.skinLocation !== 2 && !options.hideControlBar;
    return html`
      <div class="stage" part="stage">
        <video
          part="video"
          playsinline
          webkit-playsinline
          preload="metadata"
          style="object-position:${options.video_align} center"
          @click=${this.#togglePlay}
          @play=${this.#onPlay}
          @playing=${this.#onPlaying}
          @pause=${this.#onPause}
          @ended=${this.#onEnded}
          @waiting=${this.#onWaiting}
          @canplay=${this.#onCanPlay}
          @seeking=${this.#onSeeking}
          @timeupdate=${this.#onTimeUpdate}
          @progress=${this.#onProgress}
          @durationchange=${this.#onDuration}
          @loadedmetadata=${this.#onMetadata}
          @volumechange=${this.#onVolumeChange}
          @ratechange=${this.#onRateChange}
          @enterpictureinpicture=${this.#onPictureInPicture}
          @leavepictureinpicture=${this.#onPictureInPicture}
        ></video>
        ${state.cover
          ? html`<div class=${this.poster ? 'cover image' : 'cover'} part="cover" @click=${this.#togglePlay}>
              ${this.poster
                ? html`<img
                    part="cover-image"
                    src=${this.poster}
                    alt=""
                    style="object-fit:${coverFit[options.cover_display]};opacity:${options.cover_opacity / 100}"
                  />`
                : nothing}
            </div>`
          : nothing}
        ${options.ban_ui === 'on' ? nothing : html`<ddi-big-play-button exportparts="button: big-play-button"></ddi-big-play-button>`}
        ${state.resumeTime !== null && this.#loadedOverlays.has('resume-tip')
          ? html`<ddi-resume-tip exportparts="tip: resume-tip, replay: resume-replay, close: resume-close"></ddi-resume-tip>`
          : nothing}
        ${this.#shot && this.#loadedOverlays.has('screenshot-preview')
          ? html`<ddi-screenshot-preview
              exportparts="dialog: screenshot-preview, image: screenshot-image, button: screenshot-button"
              src=${this.#shot.url}
              file-name=${this.#shot.name}
            ></ddi-screenshot-preview>`
          : nothing}
        ${this.#menu && this.#loadedOverlays.has('context-menu')
          ? html`<ddi-context-menu
              exportparts="menu: context-menu, version: context-menu-version, menu-item: context-menu-item"
              .x=${this.#menu.x}
              .y=${this.#menu.y}
            ></ddi-context-menu>`
          : nothing}
        <div class="toast" part="toast" role="status">${state.toast}</div>
        ${state.error ? html`<div class="error" part="error" role="alert">${state.error.message}</div>` : nothing}
      </div>
      ${controls
        ? html`<ddi-control-bar part="control-bar" exportparts=${barParts}>
            <slot name="selector" slot="selector"></slot>
            <slot name="danmu" slot="danmu"></slot>
            <slot name="markers" slot="markers"></slot>
          </ddi-control-bar>`
        : nothing}
    `;
  }

  // ---------------------------------------------------------------- internals

  #mergedInput(): PlayerOptions {
    const merged: Record<string, unknown> = { ...this.#input };
    const attributes: PlayerOptions = {
      url: this.src || undefined,
      vid: this.vid || undefined,
      skin: (this.skin || undefined) as Skin | undefined,
      lang: this.lang || undefined,
      autoplay: this.autoplay,
      loop: this.loop,
      start: this.start,
      end: this.end,
      width: this.width,
      height: this.height,
      volume: this.#attributeVolume,
      muted: this.#attributeMuted,
    };
    for (const [key, value] of Object.entries(attributes)) if (value !== undefined) merged[key] = value;
    return merged as PlayerOptions;
  }

  #setState(patch: Partial<PlayerState>): void {
    this.#state = { ...this.#state, ...patch };
    const state = this.#state;
    this.#provider.setValue(state);
    this.toggleAttribute('data-paused', state.paused);
    this.toggleAttribute('data-ended', state.ended);
    this.toggleAttribute('data-error', state.error !== null);
    this.toggleAttribute('data-controls-hidden', state.controlsHidden);
    this.toggleAttribute('data-cover', state.cover);
    this.#reflect('data-mode', state.mode);
    this.#reflect('data-fullscreen', state.fullscreen === 'none' ? null : state.fullscreen);
    this.#reflect('data-size', state.size === 'normal' ? null : state.size);
    this.requestUpdate();
  }

  #reflect(name: string, value: string | null): void {
    if (value === null) this.removeAttribute(name);
    else if (this.getAttribute(name) !== value) this.setAttribute(name, value);
  }

  #emit<K extends PlayerEventName>(name: K, detail: PlayerEventDetails[K]): void {
    this.dispatchEvent(playerEvent(name, detail));
  }

  #on<K extends PlayerRequestName>(name: K, handler: (detail: PlayerRequestDetails[K]) => void): void {
    this.addEventListener(name, ((event: CustomEvent<PlayerRequestDetails[K]>) => {
      event.stopPropagation();
      handler(event.detail);
    }) as EventListener);
  }

  #videoKey(): string {
    return videoKey(this.vid, this.src);
  }

  #viewerKey(): string {
    return this.#resolved.viewerInfo?.viewerId ?? '';
  }

  async #load(): Promise<void> {
    this.#teardown();
    const token = ++this.#loadToken;
    const options = this.#resolved;
    const url = this.src;
    const video = this.video;
    if (!video) return;
    this.#clip = null;
    this.#completed = false;
    this.#lastPosition = 0;
    this.#autoMuted = false;
    this.#pendingLevel = undefined;
    const explicitVolume = this.#mergedInput().volume !== undefined;
    const storedVolume = url || this.vid ? readPreferences().volume[this.#videoKey()] : undefined;
    video.volume = explicitVolume || storedVolume === undefined ? options.volume : storedVolume;
    video.muted = options.muted;
    video.playbackRate = video.defaultPlaybackRate = 1;
    video.loop = options.loop;
    this.#volumeMemory = video.volume;
    this.#setState({
      paused: true,
      ended: false,
      started: false,
      waiting: false,
      currentTime: 0,
      duration: 0,
      buffered: 0,
      volume: video.volume,
      muted: video.muted,
      playbackRate: 1,
      levels: [],
      level: -1,
      lines: [],
      line: '',
      ready: false,
      error: null,
      cover: true,
      toast: '',
      resumeTime: null,
      sourceKind: url ? sourceKind(url) : null,
      mode: (options.priorityMode === 'audio' && options.audioMode) || !options.videoMode ? 'audio' : 'video',
    });
    if (!url) {
      if (this.vid) console.warn(`ddi-player: playing by vid (${this.vid}) needs the video platform client; set src to play a URL`);
      return;
    }
    const entry = pickEngine(url, video);
    if (!entry) return this.#fail(`no engine can play ${url}`);
    try {
      const module = await entry.load();
      if (token !== this.#loadToken) return;
      const engine = await module.attach({
        video,
        url,
        hlsConfig: options.hlsConfig,
        onFatalError: (failure) => {
          if (token === this.#loadToken) this.#fail(failure.details);
        },
        onLevels: (levels) => {
          if (token === this.#loadToken) this.#onLevels(levels);
        },
      });
      if (token !== this.#loadToken) return engine.destroy();
      this.#engine = engine;
      if (this.#pendingLevel !== undefined) engine.setLevel(this.#pendingLevel);
      this.#setState({ ready: true });
      this.#emit('ddi-ready', { vid: this.vid });
      if (options.autoplay) void this.#autoplay(token);
    } catch (cause) {
      if (token === this.#loadToken) this.#fail(cause instanceof Error ? cause.message : String(cause));
    }
  }

  /** Changing source or leaving the page: engine, timers, overlays and picture-in-picture go. */
  #teardown(): void {
    this.#engine?.destroy();
    this.#engine = undefined;
    this.#resume.reset();
    clearTimeout(this.#toastTimer);
    if (this.#inPictureInPicture()) void document.exitPictureInPicture().catch(() => undefined);
    this.#closeOverlay('screenshot-preview');
    this.#menu = null;
  }

  #fail(details: string, code: ErrorCode = ErrorCode.loadVideo): void {
    const error = { code, message: this.#state.messages[errorMessageKey[code]] };
    console.warn(`ddi-player: ${code} ${details}`);
    this.#setState({ error, paused: true, waiting: false });
    this.#emit('ddi-error', error);
  }

  /** Spec §4 autoplay: with sound; when refused, muted if `mutedAutoplay`; else paused with the cover. */
  async #autoplay(token: number): Promise<void> {
    const video = this.video;
    if (!video) return;
    try {
      await video.play();
      return;
    } catch (error) {
      if (token !== this.#loadToken || !isNotAllowed(error) || !this.#resolved.mutedAutoplay || video.muted) return;
    }
    video.muted = true;
    this.#autoMuted = true;
    try {
      await video.play();
    } catch {
      if (token !== this.#loadToken) return;
      this.#autoMuted = false;
      video.muted = this.#resolved.muted;
    }
  }

  #onLevels(levels: EngineLevel[]): void {
    const labelled = levels.map((level) => ({ index: level.index, label: `${level.height}P` }));
    const options = this.#resolved;
    const list = labelled.length && options.showAuto ? [{ index: -1, label: 'Auto' }, ...labelled] : labelled;
    const remembered = list.find((level) => level.label === readPreferences().level[this.#viewerKey()]);
    const level = remembered?.index ?? (options.showAuto ? -1 : (labelled[0]?.index ?? -1));
    this.#setState({ levels: list, level });
    if (level < 0) return;
    if (this.#engine) this.#engine.setLevel(level);
    else this.#pendingLevel = level;
  }

  #requestPlay(): void {
    void this.play().catch(() => undefined);
  }

  #togglePlay = () => {
    if (this.#state.paused) this.#requestPlay();
    else this.pause();
  };

  /** Viewer seeks: refused under `ban_seek: 'on'`. */
  #requestSeek(seconds: number): void {
    if (this.#resolved.ban_seek !== 'on') this.seek(seconds);
  }

  #requestVolume(volume: number): void {
    const value = Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
    this.volume = value;
    if (value > 0 && this.#state.muted) this.#setMuted(false);
  }

  /** The mute button: muting keeps the volume; unmuting restores it (or the last one above 0, else 0.7). */
  #setMuted(muted: boolean): void {
    const video = this.video;
    if (!video) return;
    this.#autoMuted = false;
    video.muted = muted;
    if (!muted && video.volume === 0) video.volume = this.#volumeMemory || UNMUTE_FALLBACK_VOLUME;
  }

  #toggleFullscreen(kind: FullscreenKind): void {
    const done = (promise: Promise<void>) => void promise.catch((error: unknown) => console.warn('ddi-player:', error));
    if (kind === 'page') this.togglePageFullscreen();
    else if (this.#state.fullscreen === 'browser') done(this.exitFullscreen());
    else done(this.requestFullscreen());
  }

  #toast(key: MessageKey, ms = 2000): void {
    clearTimeout(this.#toastTimer);
    this.#setState({ toast: this.#state.messages[key] });
    this.#toastTimer = setTimeout(() => this.#setState({ toast: '' }), ms);
  }

  #loadOverlay(name: OverlayName): void {
    if (this.#loadedOverlays.has(name)) return;
    void overlays[name]().then(() => {
      this.#loadedOverlays.add(name);
      this.requestUpdate();
    });
  }

  #closeOverlay(name: OverlayName): void {
    if (name === 'resume-tip') this.#resume.hideTip();
    else if (name === 'context-menu') this.#menu = null;
    else if (this.#shot) {
      URL.revokeObjectURL(this.#shot.url);
      this.#shot = null;
    }
    this.requestUpdate();
  }

  async #takeScreenshot(): Promise<void> {
    try {
      const blob = await this.screenshot();
      this.#closeOverlay('screenshot-preview');
      this.#shot = { url: URL.createObjectURL(blob), name: `shot_${Date.now()}.png` };
      this.#loadOverlay('screenshot-preview');
      this.requestUpdate();
    } catch (error) {
      console.warn(error instanceof Error ? error.message : error);
    }
  }

  #onContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    const box = this.getBoundingClientRect();
    const x = Math.max(0, Math.min(event.clientX - box.left, box.width - 180));
    const y = Math.max(0, Math.min(event.clientY - box.top, box.height - 120));
    this.#menu = { x, y };
    this.#loadOverlay('context-menu');
    this.requestUpdate();
  };

  // ---------------------------------------------------------------- media events

  #onPlay = () => {
    const first = !this.#state.started;
    this.#setState({ paused: false, ended: false, started: true, cover: this.#state.mode === 'audio' });
    if (first) {
      this.#emit('ddi-start', {});
      this.#idle.started();
      this.#resume.firstPlay();
    }
    this.#emit('ddi-play', { currentTime: this.video?.currentTime ?? 0 });
    this.#idle.refresh();
  };

  #onPlaying = () => {
    this.#setState({ waiting: false });
    this.#resume.playing();
  };

  #onPause = () => {
    this.#setState({ paused: true });
    this.#resume.paused();
    this.#emit('ddi-pause', { currentTime: this.video?.currentTime ?? 0 });
    this.#idle.refresh();
  };

  #onEnded = () => {
    this.#setState({ ended: true, paused: true });
    this.#resume.ended();
    this.#emit('ddi-over', {});
    this.#idle.refresh();
  };

  #onWaiting = () => this.#setState({ waiting: true });

  /** Spec §4: a muted (autoplayed) video is unmuted on canplay, where the browser allows it; volume 0 becomes 0.7. */
  #onCanPlay = () => {
    this.#setState({ waiting: false });
    const video = this.video;
    const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
    if (!video || !this.#autoMuted || !video.muted || activation?.hasBeenActive === false) return;
    this.#autoMuted = false;
    video.muted = false;
    if (video.volume === 0) video.volume = UNMUTE_FALLBACK_VOLUME;
  };

  #onSeeking = () => {
    this.#lastPosition = this.video?.currentTime ?? 0;
  };

  #onDuration = () => {
    this.#setState({ duration: finite(this.video?.duration ?? 0) });
  };

  #onMetadata = () => {
    const video = this.video;
    if (!video) return;
    const duration = finite(video.duration);
    this.#setState({ duration });
    this.#clip = clipRange(this.#resolved.start, this.#resolved.end, duration);
    if ((this.#resolved.start !== undefined || this.#resolved.end !== undefined) && !this.#clip) {
      console.warn(`ddi-player: clip range ignored: start < end < duration (${duration}) does not hold`);
    }
    if (this.#clip && this.#clip.start > 0) video.currentTime = this.#clip.start;
  };

  #onProgress = () => this.#setState({ buffered: this.#bufferedEnd() });

  #onTimeUpdate = () => {
    const video = this.video;
    if (!video) return;
    const time = video.currentTime;
    const { duration } = this.#state;
    this.#setState({ currentTime: time, buffered: this.#bufferedEnd() });
    const window = duration - PLAY_COMPLETED_WINDOW_S;
    if (!this.#completed && !video.seeking && !video.paused && duration > 0 && time >= window && this.#lastPosition < window) {
      this.#completed = true;
      this.#emit('ddi-play-completed', {});
    }
    this.#lastPosition = time;
    const end = this.#clip?.end;
    if (end === undefined || video.paused || time < end) return;
    if (this.#resolved.loop) video.currentTime = 0;
    else {
      video.pause();
      this.#setState({ cover: true });
    }
    this.#emit('ddi-clip-end', {});
  };

  #onVolumeChange = () => {
    const video = this.video;
    if (!video) return;
    const { volume, muted } = video;
    if (volume > 0) this.#volumeMemory = volume;
    this.#setState({ volume, muted });
    if (this.#state.ready) {
      const key = this.#videoKey();
      updatePreferences((preferences) => {
        preferences.volume[key] = volume;
      });
    }
    this.#emit('ddi-volume-change', { volume: muted ? 0 : Math.round(volume * 100) });
  };

  #onRateChange = () => {
    const rate = this.video?.playbackRate ?? 1;
    this.#setState({ playbackRate: rate });
    this.#emit('ddi-rate-change', { rate });
  };

  #onPictureInPicture = () => {
    this.#setState({ pictureInPicture: this.#inPictureInPicture() });
  };

  /** `document.pictureInPictureElement` is retargeted to the host; the shadow root knows the video. */
  #inPictureInPicture(): boolean {
    return this.video !== null && this.shadowRoot?.pictureInPictureElement === this.video;
  }

  #bufferedEnd(): number {
    const video = this.video;
    if (!video) return 0;
    const { buffered, currentTime } = video;
    for (let index = 0; index < buffered.length; index += 1) {
      if (buffered.start(index) <= currentTime + 0.5 && currentTime <= buffered.end(index)) return buffered.end(index);
    }
    return 0;
  }
}

if (!customElements.get('ddi-player')) customElements.define('ddi-player', DdiPlayer);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-player': DdiPlayer;
  }
}
