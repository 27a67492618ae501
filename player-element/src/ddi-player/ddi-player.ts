import { ContextProvider } from '@lit/context';
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, query } from 'lit/decorators.js';
import {
  PIP_REFUSED_MS,
  UNMUTE_FALLBACK_VOLUME,
} from '../core/constants.js';
import { ErrorCode, type PlayerError } from '../core/errors.js';
import {
  playerEvent,
  type FullscreenKind,
  type NetworkTipAction,
  type PlayerEventDetails,
  type PlayerEventName,
  type PlayerMode,
  type PlayerRequestDetails,
  type PlayerRequestName,
} from '../core/events.js';
import { format, messagesFor, resolveLanguage, type MessageKey, type PlayerLanguage } from '../core/i18n.js';
import { featurePlan } from '../core/features.js';
import { assertPlainObject, resolveOptions, type DanmuItem, type PlayerOptions, type ResolvedOptions, type Skin } from '../core/options.js';
import { initialPlayerState, playerStateContext, subtitleFiles, type PlayerLevel, type PlayerState } from '../core/state.js';
import { nextLineOf, playedVid } from '../core/platform-rules.js';
import { readPreferences, updatePreferences, videoKey } from '../core/storage.js';
import { FullscreenController } from '../controllers/fullscreen-controller.js';
import { IdleController } from '../controllers/idle-controller.js';
import { KeyboardController } from '../controllers/keyboard-controller.js';
import { TouchSeekController } from '../controllers/touch-seek-controller.js';
import { castSupported } from '../controllers/cast-support.js';
import { ResumeController } from '../controllers/resume-controller.js';
import { SizeController } from '../controllers/size-controller.js';
import { hasWebAssembly, pickEngine, sourceKind, type Engine, type EngineContext, type EngineFailure, type EngineLevel } from '../engines/engine.js';
import type { PlayerCore } from '../player/player-core.js';
import type { VidFlow } from '../player/vid-flow.js';
import { OverlayHost } from '../player/overlay-host.js';
import { Tracks } from '../player/tracks.js';
import { Toast } from '../player/toast.js';
import { FailurePolicy } from '../player/failure-policy.js';
import { PlaybackRules } from '../player/playback-rules.js';
import '../ddi-big-play-button/ddi-big-play-button.js';
import '../ddi-control-bar/ddi-control-bar.js';
import { styles } from './ddi-player.styles.js';

/** `DdiPlayer.create()`'s argument: where to put the player, and its options. */
export type PlayerInit = PlayerOptions & { wrap: string | Element };

/** The platform flow and its client: a lazy chunk, loaded only when a `vid` is set. */
const loadPlatform = () => import('../player/vid-flow.js');

const isNotAllowed = (error: unknown) => error instanceof DOMException && error.name === 'NotAllowedError';
const finite = (value: number) => (Number.isFinite(value) ? value : 0);
const coverFit = { scaleToFill: 'fill', scaleAspectFit: 'contain', scaleAspectFill: 'cover' } as const;

/** Text attributes: absent is `''`, and `''` is not written back (an empty `lang` would mean "unknown language"). */
const text = {
  fromAttribute: (value: string | null) => value ?? '',
  toAttribute: (value: string) => value || null,
};

const barParts =
  'button, menu, menu-item, time, progress, progress-buffered, progress-played, progress-thumb, tooltip, thumbnail, marker, marker-tip, marker-button, volume-slider, volume-level';

/**
 * `<ddi-player>`: the learning-video player. Plays `src` (mp4 or another file the browser plays, HLS
 * `.m3u8` through hls.js, DASH `.mpd` through dash.js), with the control bar, skins, keyboard shortcuts,
 * resume, clip range, fullscreen, picture-in-picture, screenshots and the right-click menu of the player
 * spec. With `vid` it plays from the video platform (`platformBase`, default the script's origin): video
 * info, status codes and access gates, encrypted HLS and ClearKey DRM, mp4 qualities with the error
 * chain, lines, audio mode, password, preview, thumbnails, key-frame markers and statistics (the
 * platform client is a lazy chunk loaded only for a `vid`). Configure it with attributes or with
 * `player.options = {…}` (every option of spec §3).
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
 * @fires ddi-volume-change - detail `{ volume, muted }`: the volume 0–100 (kept while muted) and the muted state
 * @fires ddi-seek - detail `{ from, to }` in seconds
 * @fires ddi-mode-change - detail `{ mode: 'video' | 'audio' }`
 * @fires ddi-rate-change - detail `{ rate }`
 * @fires ddi-level-change - detail `{ level, label }` (`level` -1 is Auto)
 * @fires ddi-clip-end - the clip range's end (`end` option) was reached
 * @fires ddi-line-change - the playback line changed (`switchLine`, `nextLine`, the line selector); detail `{ line }`
 * @fires ddi-segment-skip - `skipErrorTs`: an HLS segment still failed after its retries and was skipped; detail `{ url, start, end }`
 * @fires ddi-marquee-tamper - the marquee's tamper check (option `marquee`) found violated conditions; detail `{ violations }` (see `TamperCondition`)
 * @fires ddi-question-show - a quiz question popped up (its time came, or `showQuestion()`); detail `{ examId }`
 * @fires ddi-question-skip - the viewer skipped a question; detail `{ examId }`
 * @fires ddi-question-answer - the viewer answered; detail `{ examId, correct, answers }` (the chosen answer texts)
 * @fires ddi-visitor-submit - the platform accepted a visitor form; detail `{ qid }`
 * @fires ddi-recommend-select - a recommendation of the end screen was chosen (cancelable: the page decides what to play); detail `{ vid, title }`
 * @fires ddi-playlist-select - an entry of the playlist panel was chosen (cancelable; else the player plays it); detail `{ index, vid, src, title }`
 * @fires ddi-slide-change - the current slide changed (time, seek); detail `{ index, sec }`
 * @fires ddi-main-screen-change - the slides layout's main view changed; detail `{ main: 'ppt' | 'video' }`
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
 * @csspart resume-tip - the resume tip
 * @csspart resume-replay - the resume tip: its replay
 * @csspart resume-close - the resume tip: its close
 * @csspart context-menu - the right-click menu
 * @csspart context-menu-version - the right-click menu: its menu-version
 * @csspart context-menu-item - the right-click menu: its menu-item
 * @csspart context-menu-shortcut - the right-click menu: a row of its shortcut list
 * @csspart screenshot-preview - the screenshot preview
 * @csspart screenshot-image - the screenshot preview: its image
 * @csspart screenshot-button - the screenshot preview: its button
 * @csspart audio-panel - the audio-mode panel
 * @csspart audio-cover - the audio-mode panel: its cover
 * @csspart wave - the audio-mode panel: its wave
 * @csspart wave-bar - the audio-mode panel: its wave-bar
 * @csspart switch-to-video - the audio-mode panel: its switch-to-video
 * @csspart password-prompt - the password prompt
 * @csspart password-input - the password prompt: its input
 * @csspart password-ok - the password prompt: its ok
 * @csspart password-message - the password prompt: its message
 * @csspart network-tip - the network tip and slow-network bubble
 * @csspart network-tip-button - the network tip and slow-network bubble: its tip-button
 * @csspart marker - a key-frame marker on the progress bar
 * @csspart marker-tip - a key-frame marker on the progress bar: its tip
 * @csspart marker-button - a key-frame marker on the progress bar: its button
 * @csspart thumbnail - the sprite thumbnail in the progress tooltip
 * @csspart logo - a logo watermark (option `logo`); the marquee and the viewer-id watermark have no parts (anti-piracy content)
 * @csspart danmu - the danmu (scrolling comments) layer
 * @csspart subtitles - the subtitle layer
 * @csspart cue - one subtitle cue
 * @csspart style-panel - the caption style dialog
 * @csspart quiz - the quiz dialog
 * @csspart quiz-question - the quiz dialog: its question
 * @csspart quiz-illustration - the quiz dialog: its illustration
 * @csspart quiz-view-larger - the quiz dialog: its view-larger
 * @csspart quiz-choice - the quiz dialog: its choice
 * @csspart quiz-submit - the quiz dialog: its submit
 * @csspart quiz-skip - the quiz dialog: its skip
 * @csspart quiz-result - the quiz dialog: its result
 * @csspart quiz-right - the quiz dialog: its right
 * @csspart quiz-wrong - the quiz dialog: its wrong
 * @csspart quiz-continue - the quiz dialog: its continue
 * @csspart quiz-viewer - the quiz dialog: its viewer
 * @csspart visitor-form - the visitor form
 * @csspart visitor-banner - the visitor form: its banner
 * @csspart visitor-title - the visitor form: its title
 * @csspart visitor-field - the visitor form: its field
 * @csspart visitor-error - the visitor form: its error
 * @csspart visitor-submit - the visitor form: its submit
 * @csspart visitor-skip - the visitor form: its skip
 * @csspart visitor-success - the visitor form: its success
 * @csspart ad-dialog - start and end ads
 * @csspart ad-media - start and end ads: its media
 * @csspart ad-countdown - start and end ads: its countdown
 * @csspart ad-skip - start and end ads: its skip
 * @csspart ad-play - start and end ads: its play
 * @csspart pause-ad - start and end ads: its ad
 * @csspart popup-ad - start and end ads: its ad
 * @csspart ad-close - start and end ads: its close
 * @csspart ad-text - start and end ads: its text
 * @csspart teaser - the teaser and tail clip layer
 * @csspart teaser-media - the teaser and tail clip layer: its media
 * @csspart teaser-skip - the teaser and tail clip layer: its skip
 * @csspart teaser-volume - the teaser and tail clip layer: its volume
 * @csspart teaser-countdown - the teaser and tail clip layer: its countdown
 * @csspart teaser-play - the teaser and tail clip layer: its play
 * @csspart spread - the spread banner
 * @csspart spread-link - the spread banner: its link
 * @csspart spread-text - the spread banner: its text
 * @csspart spread-image - the spread banner: its image
 * @csspart spread-close - the spread banner: its close
 * @csspart end-screen - the end screen
 * @csspart end-replay - the end screen: its replay
 * @csspart end-share - the end screen: its share
 * @csspart end-qr - the end screen: its qr
 * @csspart end-share-link - the end screen: its share-link
 * @csspart end-copy - the end screen: its copy
 * @csspart end-copied - the end screen: its copied
 * @csspart end-list - the end screen: its list
 * @csspart end-card - the end screen: its card
 * @csspart end-previous - the end screen: its previous
 * @csspart end-next - the end screen: its next
 * @csspart slides-main - the slides layout
 * @csspart slides-image - the slides layout: its image
 * @csspart slides-window - the slides layout: its window
 * @csspart slides-bar - the slides layout: its bar
 * @csspart slides-move - the slides layout: its move
 * @csspart slides-switch - the slides layout: its switch
 * @csspart slides-panel - the slides layout: its panel
 * @csspart slides-handle - the slides layout: its handle
 * @csspart slides-tab - the slides layout: its tab
 * @csspart slides-chapter - the slides layout: its chapter
 * @csspart playlist-toggle - the playlist panel's open / close button
 * @csspart playlist - the playlist side panel
 * @csspart playlist-item - the playlist panel: each entry
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
 * @cssproperty [--ddi-menu-max-height=200px] - taller menus scroll (150px below 480 px wide, 100px below 320 px)
 * @cssproperty [--ddi-icon-size=24px] - icon size in the control bar
 * @cssproperty [--ddi-big-play-size=64px] - diameter of the big play button
 * @cssproperty [--ddi-big-play-background=rgb(0 0 0 / 0.55)] - the big play button's background
 * @cssproperty [--ddi-big-play-color=var(--ddi-control-color)] - the big play button's icon (dark in the gold and green skins)
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

  /**
   * Video id on the video platform: 34 characters ending in `_` and its first character (a preview id
   * has 35). Another id shows `#003`. `src` wins when both are set.
   */
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
  #state: PlayerState = initialPlayerState(this.#resolved, messagesFor(resolveLanguage(null)));
  #provider = new ContextProvider(this, { context: playerStateContext, initialValue: this.#state });
  #engine: Engine | undefined;
  #pendingLevel: number | undefined;
  #loadToken = 0;
  #loadRequested = false;
  #detached = false;
  /** Settles when the current source is attached to the video (or failed to be). */
  #attached: Promise<void> = Promise.resolve();
  #autoMuted = false;
  #volumeMemory = 0;
  #toastMessage = new Toast((partial) => this.#setState(partial));
  /** Playing by vid: this load's platform flow (client, session id, plan, statistics). */
  #vid: VidFlow | undefined;
  #core: PlayerCore = {
    vid: () => this.#playedVid(),
    video: () => this.video,
    state: () => this.#state,
    set: (patch) => this.#setState(patch),
    options: () => this.#resolved,
    language: () => this.#language(),
    token: () => this.#loadToken,
    emit: (name, detail) => this.#emit(name, detail),
    toast: (key, ms, values) => this.#toast(key, ms, values),
    overlay: (name) => this.#overlays.load(name),
    fail: (details, code, requestUri) => this.#failure.fail(details, code, requestUri),
    refuse: (refusal) => this.#failure.refuse(refusal),
    attach: (token, url, extra) => this.#attachSource(token, url, extra),
    reattach: (url, extra) => this.#reattach(url, extra),
    nextLine: () => this.nextLine(),
    setLevel: (index) => this.setLevel(index),
    ready: (token) => this.#ready(token),
    initDanmu: (open) => this.#initDanmu(open),
    loadProtection: () => this.#loadProtection(),
    subtitleFiles: (files) => this.#tracks.files(files),
  };
  #failure = new FailurePolicy(this.#core, {
    flow: () => this.#vid,
    dropEngine: () => {
      this.#engine?.destroy();
      this.#engine = undefined;
    },
  });
  #rules = new PlaybackRules(this.#core, { preview: () => this.#plan()?.previewDuration ?? 0, play: () => this.#requestPlay(), final: () => !this.#plan()?.info.realtimeSlicing });
  #tracks = new Tracks(this.#core, () => this.#engine);
  #overlays = new OverlayHost(this, this.#core, { release: (hold) => this.#rules.hold(hold, null), hideResumeTip: () => this.#resume.hideTip() });
  /** Bumped on every engine attach: callbacks of a replaced engine are ignored. */
  #attachSeq = 0;
  /** True while a quality, line or mode switch replaces the engine (the streaming instance still counts as there). */
  #reattaching = false;
  #reattachState = { position: 0, paused: true, rate: 1 };

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
    onUnsupported: (reason) => this.#toast(reason === 'video' ? 'videoNotSupportFullscreen' : 'notSupportFullscreen'),
  });

  #resume = new ResumeController(this, {
    video: () => this.video,
    key: () => (this.src || this.vid ? videoKey(this.vid, this.src) : ''),
    enabled: () => this.#resolved.ban_history_time !== 'on',
    minDuration: () => this.#resolved.history_video_duration * 60,
    resume: (seconds) => {
      this.#rules.resume(seconds);
      this.#setState({ currentTime: seconds });
    },
    startAt: () => this.#rules.startAt(),
    showTip: (resumeTime, startTip = false) => {
      if (resumeTime !== null) this.#overlays.load('resume-tip');
      this.#setState({ resumeTime, startTip });
    },
  });

  constructor() {
    super();
    new SizeController(this, (size) => this.#setState({ size }));
    new KeyboardController(this, {
      enabled: () => !this.#resolved.preventKeyboardEvent,
      togglePlay: () => (this.#state.paused ? this.#requestPlay() : this.pause()),
      seekBy: (seconds) => this.#requestSeek(this.#state.currentTime + seconds),
      seekStep: () => this.#resolved.keyboardSeekTime / 1000,
      toggleMute: () => this.#setMuted(!(this.#state.muted || this.#state.volume === 0)),
      fullscreenAllowed: () => this.#resolved.allowFullscreen,
      toggleFullscreen: () => this.#toggleFullscreen('browser'),
      volumeBy: (delta) => this.#requestVolume(this.#state.volume + delta),
      state: () => this.#state,
    });
    new TouchSeekController(this, (seconds) => this.#requestSeek(this.#state.currentTime + seconds));
    if (castSupported()) void import('../controllers/cast-controller.js').then(({ CastController }) => new CastController(this, () => this.video, (cast) => this.#state.cast !== cast && this.#setState({ cast })));
    this.#on('ddi-play-request', () => this.#requestPlay());
    this.#on('ddi-pause-request', ({ overlay }) => {
      this.pause();
      // Once only: overlays ask again on every state change until the pause lands.
      if (overlay && !this.#state.overlayPaused) this.#setState({ overlayPaused: true });
    });
    this.#on('ddi-seek-request', ({ time }) => this.#requestSeek(time));
    this.#on('ddi-volume-request', ({ volume }) => this.#requestVolume(volume));
    this.#on('ddi-mute-request', ({ muted }) => this.#setMuted(muted));
    this.#on('ddi-rate-request', ({ rate }) => (this.playbackRate = rate));
    this.#on('ddi-level-request', ({ level }) => this.setLevel(level));
    this.#on('ddi-loop-request', ({ loop }) => (this.loop = loop));
    this.#on('ddi-fullscreen-request', ({ kind }) => this.#toggleFullscreen(kind));
    this.#on('ddi-pip-request', () => void this.togglePictureInPicture().catch((error: unknown) => console.warn('ddi-player:', error)));
    this.#on('ddi-screenshot-request', () => void this.#overlays.screenshot());
    this.#on('ddi-overlay-close-request', ({ overlay }) => this.#overlays.close(overlay));
    this.#on('ddi-mode-request', ({ mode }) => this.switchMode(mode));
    this.#on('ddi-line-request', ({ line }) => this.switchLine(line));
    this.#on('ddi-password-request', ({ password }) => void this.#vid?.checkPassword(password));
    this.#on('ddi-network-tip-request', ({ action }) => this.#onNetworkTip(action));
    this.#on('ddi-hold-request', ({ name, at }) => this.#rules.hold(name, at));
    this.#on('ddi-danmu-request', ({ on }) => this.#state.danmu !== 'none' && this.#setState({ danmu: on ? 'on' : 'off' }));
    this.#on('ddi-marquee-tamper-request', ({ violations }) => this.#emit('ddi-marquee-tamper', { violations }));
    this.#on('ddi-subtitle-request', (change) => this.#tracks.request(change));
    this.#on('ddi-slides-request', ({ main, ...box }) => { // slides (issue 9)
      this.#reflect('data-main-screen', main);
      for (const [k, v] of Object.entries(box)) this.style.setProperty(`--ddi-sub-${k}`, `${v}px`);
    });
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

  /** Playback line names, current first, without `kw` (spec §1; from the video platform, empty for `src`). */
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
    if (this.#rules.mayPlay(video)) await video.play();
  }

  /** Pauses playback. */
  pause(): void {
    this.video?.pause();
  }

  /**
   * Seeks to `seconds`, clamped to [0, duration]; fires `ddi-seek`. The seek restrictions apply here as to
   * the viewer's keys and progress bar: refused under `ban_seek: 'on'`, stopped at the furthest watched
   * time under `ban_seek_by_limit_time: 'on'` (with a short explanation shown).
   */
  seek(seconds: number): void {
    const video = this.video;
    if (!video || typeof seconds !== 'number' || Number.isNaN(seconds)) return;
    const from = video.currentTime;
    const to = this.#rules.seek(from, seconds);
    if (to === null) return;
    this.#setState({ currentTime: to, ended: false });
    this.#emit('ddi-seek', { from, to });
  }

  /**
   * Switches between video and audio mode, keeping position, paused state and rate (`audioMode` /
   * `videoMode` allow them). Audio mode exits picture-in-picture, shows the audio panel (cover, 21
   * sound-wave bars, "Switch to video") and hides the quality and line selectors; with the platform's
   * audio-only source (`aac_link`) it plays that source instead of the video.
   */
  switchMode(mode: PlayerMode): void {
    if ((mode !== 'audio' && mode !== 'video') || mode === this.#state.mode) return;
    if (mode === 'audio' ? !this.#resolved.audioMode : !this.#resolved.videoMode) return;
    if (mode === 'audio' && this.#inPictureInPicture()) void document.exitPictureInPicture().catch(() => undefined);
    if (mode === 'audio') this.#overlays.load('audio-mode');
    this.#setState({ mode, cover: !this.#state.started && mode === 'video' });
    const flow = this.#vid;
    const plan = flow?.plan;
    if (plan?.audioUrl && this.#engine) void this.#reattach(mode === 'audio' ? plan.audioUrl : flow!.source(plan), mode === 'audio' ? {} : flow!.context(plan));
    this.#emit('ddi-mode-change', { mode });
  }

  /** Chooses a quality level by index (-1 = Auto), keeping the position; remembered per viewer. */
  setLevel(index: number): void {
    const level = this.#state.levels.find((candidate) => candidate.index === index);
    if (!level || !this.#engine || index === this.#state.level) return;
    const quality = this.#plan()?.qualities[index];
    this.#setState({ level: index });
    if (quality) {
      if (this.#state.mode === 'video') void this.#reattach(quality.url, {});
    } else this.#engine.setLevel(index);
    const viewer = this.#viewerKey();
    updatePreferences((preferences) => {
      preferences.level[viewer] = level.label;
    });
    this.#emit('ddi-level-change', { level: index, label: level.label });
  }

  /**
   * Switches to a known line (spec §1), keeping position, paused state and rate; fires `ddi-line-change`.
   * `false` (and nothing changes) for an unknown line or without a streaming instance. Shows the
   * line-switch tip, then its success variant once the new line can play, or its fail variant when the new
   * line's fragments fail too (spec §2, §4).
   */
  switchLine(name: string): boolean {
    const flow = this.#vid;
    const plan = flow?.plan;
    if (!flow || !plan || !this.#state.lines.includes(name) || !(this.#engine || this.#reattaching)) return false;
    if (name === this.#state.line) return true;
    plan.setLine(name);
    this.#overlays.load('network-tip');
    this.#setState({ line: name, networkTip: 'switching' });
    if (this.#state.mode === 'video' || !plan.audioUrl) void this.#reattach(flow.source(plan), flow.context(plan));
    this.#emit('ddi-line-change', { line: name });
    return true;
  }

  /** Switches to the next line, wrapping to the first (spec §1); `false` when there is no other line or no streaming instance. */
  nextLine(): boolean {
    const next = nextLineOf(this.#state.lines, this.#state.line);
    return next !== undefined && this.switchLine(next);
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

  /**
   * Shows a quiz question of the page's own (spec §3 quiz question: `{ examId, question, choices, … }`) at
   * once, pausing the video; queued while another question shows (spec §4). Fires the `ddi-question-*` events.
   */
  showQuestion(question: object): void {
    this.#setState({ askedQuestions: [...this.#state.askedQuestions, question] });
    this.#overlays.load('quiz');
  }

  /** Shows a danmu at once at the current time (`{ msg, fontColor, fontSize, fontMode }`); turns danmu on for a video without any. */
  sendDanmu(item: DanmuItem): void {
    this.#overlays.danmuSent = [...this.#overlays.danmuSent, { ...item }];
    this.#setState({ danmu: this.#state.danmu === 'none' ? 'on' : this.#state.danmu });
    this.#overlays.load('danmu');
  }

  /** Danmu on or off at load (`openDanmu`, else on when used), `'none'` without a list or sent comments; loads the layer when used. */
  #initDanmu(open?: number): void {
    const { danmu, openDanmu = open } = this.#resolved;
    const used = danmu !== undefined || this.#overlays.danmuSent.length > 0;
    const on = openDanmu === undefined ? used : openDanmu === 1 || openDanmu === true;
    this.#setState({ danmu: on ? 'on' : used ? 'off' : 'none' });
    if (on || used) this.#overlays.load('danmu');
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

  protected override firstUpdated(): void {
    const stage = this.shadowRoot?.querySelector('.stage');
    if (stage) this.#failure.watch(stage);
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
    const error = this.#state.error && { ...this.#state.error, message: this.#failure.message(this.#state.error.code as ErrorCode, messages) };
    this.#setState({ options, messages, error, loop: options.loop });
    this.style.setProperty('--ddi-player-width', String(options.width));
    if (options.height) this.style.setProperty('--ddi-player-height', String(options.height));
    else this.style.removeProperty('--ddi-player-height');
    this.toggleAttribute('data-has-height', Boolean(options.height));
    this.#reflect('data-skin', options.skin ?? null);
    this.#reflect('data-skin-location', String(options.skinLocation));
    this.setAttribute('aria-label', messages.player);
    this.#rules.applyLoop();
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
    // The <video> is no tab stop (Firefox makes every video keyboard-focusable): the host takes focus and keys.
    return html`
      <div class="stage" part="stage">
        <video
          part="video"
          tabindex="-1"
          playsinline
          webkit-playsinline
          preload="metadata"
          .style=${`object-position:${options.video_align} center`}
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
          ? html`<div class=${this.poster || state.coverUrl ? 'cover image' : 'cover'} part="cover" @click=${this.#togglePlay}>
              ${this.poster || state.coverUrl
                ? html`<img
                    part="cover-image"
                    src=${this.poster || state.coverUrl}
                    alt=""
                    .style=${`object-fit:${coverFit[options.cover_display]};opacity:${options.cover_opacity / 100}`}
                  />`
                : nothing}
            </div>`
          : nothing}
        ${this.#overlays.render()}
        <div class="toast" part="toast" role="status" ?data-leaving=${state.toastLeaving}>${state.toast}</div>
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
    this.#rules.reset();
    this.#autoMuted = false;
    this.#pendingLevel = undefined;
    const explicitVolume = this.#mergedInput().volume !== undefined;
    const storedVolume = url || this.vid ? readPreferences().volume[this.#videoKey()] : undefined;
    video.volume = explicitVolume || storedVolume === undefined ? options.volume : storedVolume;
    video.muted = options.muted;
    video.playbackRate = video.defaultPlaybackRate = 1;
    video.loop = options.loop;
    this.#volumeMemory = video.volume;
    // A new source starts from the initial state; what belongs to the page and the viewport stays.
    const { fullscreen, pictureInPicture, size, controlsHidden, loop, messages } = this.#state;
    this.#setState({
      ...initialPlayerState(this.#state.options, messages),
      fullscreen,
      pictureInPicture,
      size,
      controlsHidden,
      loop,
      volume: video.volume,
      muted: video.muted,
      sourceKind: url ? sourceKind(url) : null,
      mode: (options.priorityMode === 'audio' && options.audioMode) || !options.videoMode ? 'audio' : 'video',
    });
    this.#loadProtection();
    this.#vid = undefined;
    this.#initDanmu();
    this.#failure.reset();
    if (!url) {
      if (this.#playedVid()) await this.#loadVid(token);
      return;
    }
    // Spec §5: HLS needs WebAssembly, by src as by vid (the vid flow checks the platform's streams).
    if (sourceKind(url) === 'hls' && !hasWebAssembly()) return this.#failure.refuse({ code: ErrorCode.loadVideo, details: 'no WebAssembly for HLS', messageKey: 'notSupportDRM10' });
    this.#tracks.files(subtitleFiles(options.video_srt, options.match_srt));
    if (await this.#attachSource(token, url, {})) this.#ready(token);
  }

  /** The source is attached: `ddi-ready`, then autoplay when asked. */
  #ready(token: number): void {
    const plan = featurePlan(this.#resolved, this.#state.vod?.info ?? null);
    this.#setState({ ready: true, holds: plan.holds });
    this.#rules.applyLoop();
    for (const name of plan.overlays) this.#overlays.load(name);
    this.#emit('ddi-ready', { vid: this.vid });
    if (this.#resolved.autoplay) void this.#autoplay(token);
  }

  /** Attaches `url` to the engine that can play it. False when it failed (the error is shown) or the load is stale. */
  async #attachSource(token: number, url: string, extra: Partial<EngineContext>): Promise<boolean> {
    const video = this.video;
    if (!video) return false;
    const entry = pickEngine(url, video, this.#resolved.fallbackScript);
    if (!entry) {
      this.#failure.fail(`no engine can play ${url}`);
      return false;
    }
    const seq = ++this.#attachSeq;
    const current = () => token === this.#loadToken && seq === this.#attachSeq;
    try {
      const module = await entry.load();
      if (!current()) return false;
      const engine = await module.attach({
        video,
        url,
        hlsConfig: { ...this.#preloadConfig(), ...this.#resolved.hlsConfig },
        skipErrorTs: this.#resolved.skipErrorTs !== false,
        ...extra,
        onFatalError: (failure) => {
          if (current()) this.#onEngineFailure(failure);
        },
        onLevels: (levels) => {
          if (current() && !this.#plan()?.qualities.length) this.#onLevels(levels);
        },
        onSkip: (skip) => {
          if (!current()) return;
          console.warn(`ddi-player: segment ${skip.url} (${skip.start}–${skip.end} s) failed after its retries and was skipped (skipErrorTs)`);
          this.#emit('ddi-segment-skip', skip);
        },
        onTracks: (tracks) => current() && this.#tracks.stream(tracks),
        onCues: (id, cues) => current() && this.#tracks.cues(id, cues),
      });
      if (!current()) {
        engine.destroy();
        return false;
      }
      this.#engine = engine;
      this.#setState({ sourceKind: sourceKind(url) });
      if (this.#pendingLevel !== undefined) engine.setLevel(this.#pendingLevel);
      await engine.sourceAttached;
      return current();
    } catch (cause) {
      if (current()) this.#failure.fail(cause instanceof Error ? cause.message : String(cause));
      return false;
    }
  }

  /**
   * Replaces the engine's source keeping the position, the paused state and the rate (quality, line and
   * mode switches).
   */
  async #reattach(url: string, extra: Partial<EngineContext>): Promise<void> {
    const video = this.video;
    if (!video) return;
    if (!this.#reattaching) this.#reattachState = { position: video.currentTime, paused: video.paused, rate: video.playbackRate };
    const { position, paused, rate } = this.#reattachState;
    this.#engine?.destroy();
    this.#engine = undefined;
    this.#reattaching = true;
    this.#rules.pendingSeek = position > 0 ? position : undefined;
    const token = this.#loadToken;
    const seq = this.#attachSeq + 1;
    const attached = await this.#attachSource(token, url, { ...extra, startPosition: position });
    if (seq === this.#attachSeq) this.#reattaching = false;
    if (!attached || token !== this.#loadToken) return;
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
    if (!paused) void video.play().catch(() => undefined);
  }

  // ---------------------------------------------------------------- video platform

  /** Spec §3–§6: loads the platform chunk, then its flow loads the video info, applies the gates and plays the plan. */
  async #loadVid(token: number): Promise<void> {
    const vid = this.#playedVid();
    const startedAt = performance.now();
    let platform: Awaited<ReturnType<typeof loadPlatform>>;
    try {
      platform = await loadPlatform();
    } catch (cause) {
      if (token === this.#loadToken) this.#failure.fail(`the platform client did not load: ${String(cause)}`, ErrorCode.videoJson);
      return;
    }
    if (token !== this.#loadToken) return;
    this.#vid = new platform.VidFlow(this.#core, vid, startedAt);
    await this.#vid.load(token);
  }

  /** The id played by vid: `vid`, or the preview of `originVid` with `preview: true` (spec §3). */
  #playedVid(): string {
    return playedVid(this.vid, this.#resolved);
  }

  /** The platform's playback plan (playing by vid, once allowed). */
  #plan() {
    return this.#vid?.plan;
  }

  #language(): PlayerLanguage {
    return resolveLanguage(this.#resolved.lang);
  }

  /** Spec §8, a fatal engine error: the vid flow's policy (line tip, quality fallback, skip to the end) first, else `#007`. */
  #onEngineFailure(failure: EngineFailure): void {
    if (!this.#vid?.failure(failure)) this.#failure.fail(failure.details, ErrorCode.loadVideo, failure.url);
  }

  #onNetworkTip(action: NetworkTipAction): void {
    const tip = this.#state.networkTip;
    this.#setState({ networkTip: null });
    this.#vid?.networkTip(action, tip);
  }

  /** Changing source or leaving the page: engine, timers, overlays and picture-in-picture go. */
  #teardown(): void {
    this.#engine?.destroy();
    this.#engine = undefined;
    this.#attachSeq += 1;
    this.#vid?.stop();
    this.#rules.pendingSeek = undefined;
    this.#resume.reset();
    this.#toastMessage.stop();
    if (this.#inPictureInPicture()) void document.exitPictureInPicture().catch(() => undefined);
    this.#overlays.reset();
  }

  /** Spec §4 autoplay: with sound; when refused, muted if `mutedAutoplay`; else paused with the cover. */
  async #autoplay(token: number): Promise<void> {
    const video = this.video;
    if (!video) return;
    if (this.#rules.held('start')) return this.#setState({ playWanted: true });
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

  #requestSeek(seconds: number): void {
    this.seek(seconds);
  }

  /**
   * Spec §3 `preloadDurationLength` (s) and `preloadDataSize` (KB), when the page sets them, bound what hls.js
   * buffers ahead; otherwise the spec §9 streaming defaults (30 s, 60 MB) stay. `hlsConfig` wins over both.
   */
  #preloadConfig(): Record<string, number> {
    const config: Record<string, number> = {};
    if ('preloadDurationLength' in this.#input) config.maxBufferLength = this.#resolved.preloadDurationLength;
    if ('preloadDataSize' in this.#input) config.maxBufferSize = this.#resolved.preloadDataSize * 1000;
    return config;
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

  #toast(key: MessageKey, ms = 2000, values?: Record<string, string>): void {
    this.#toastMessage.show(values ? format(this.#state.messages[key], values) : this.#state.messages[key], ms);
  }

  /** The marquee (option `marquee` / `marqueeUrl`) and the watermarks (`logo`, `viewerWatermark`, a protected video, `audio_fp`). */
  #loadProtection(): void {
    const { marquee, marqueeUrl, logo, viewerWatermark } = this.#resolved;
    const info = this.#state.watermark;
    if (marquee !== undefined || marqueeUrl) this.#overlays.load('marquee');
    if (logo || viewerWatermark || info?.protected || info?.audioFp) this.#overlays.load('watermark');
  }

  // ---------------------------------------------------------------- media events

  #onPlay = () => {
    const first = !this.#state.started;
    this.#setState({ paused: false, overlayPaused: false, ended: false, started: true, cover: this.#state.mode === 'audio' });
    if (first) {
      this.#vid?.firstPlay();
      this.#emit('ddi-start', {});
      this.#idle.started();
      this.#resume.firstPlay();
    }
    this.#emit('ddi-play', { currentTime: this.video?.currentTime ?? 0 });
    this.#idle.refresh();
  };

  #onPlaying = () => {
    this.#vid?.playing();
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
    this.#vid?.ended();
    this.#emit('ddi-over', {});
    this.#idle.refresh();
  };

  /** Waiting: the buffer beacon's start, and the slow-network rules of spec §9 (playing by vid). */
  #onWaiting = () => {
    this.#setState({ waiting: true });
    if (this.#state.started) this.#vid?.waiting();
  };

  /** Spec §4: a muted (autoplayed) video is unmuted on canplay, where the browser allows it; volume 0 becomes 0.7. */
  #onCanPlay = () => {
    this.#setState({ waiting: false, ...(this.#state.networkTip === 'switching' && { networkTip: 'switched' }) });
    this.#vid?.canPlay();
    const video = this.video;
    const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
    if (!video || !this.#autoMuted || !video.muted || activation?.hasBeenActive === false) return;
    this.#autoMuted = false;
    video.muted = false;
    if (video.volume === 0) video.volume = UNMUTE_FALLBACK_VOLUME;
  };

  #onSeeking = () => {
    if (this.video) this.#rules.seeking(this.video);
  };

  #onDuration = () => {
    this.#setState({ duration: finite(this.video?.duration ?? 0) });
  };

  #onMetadata = () => {
    const video = this.video;
    if (!video) return;
    const duration = finite(video.duration);
    this.#setState({ duration });
    this.#rules.metadata(duration);
  };

  #onProgress = () => this.#setState({ buffered: this.#bufferedEnd() });

  #onTimeUpdate = () => {
    const video = this.video;
    // During a quality, line or mode switch the new source starts at 0 until it reaches the kept position.
    if (!video || this.#rules.pendingSeek !== undefined || this.#rules.guard(video)) return;
    this.#setState({ currentTime: video.currentTime, buffered: this.#bufferedEnd() });
    this.#rules.timeUpdate(video);
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
    this.#emit('ddi-volume-change', { volume: Math.round(volume * 100), muted });
  };

  #onRateChange = () => {
    const rate = this.video?.playbackRate ?? 1;
    this.#setState({ playbackRate: rate });
    this.#emit('ddi-rate-change', { rate });
  };

  #onPictureInPicture = (event: Event) => {
    this.#setState({ pictureInPicture: this.#inPictureInPicture() });
    if (event.type === 'leavepictureinpicture' && this.#state.sourceKind === 'hls') this.#failure.record('picture-in-picture left during HLS');
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
