import type { PropertyDeclaration, PropertyValues } from 'lit';
import type { PlayerError } from '../core/errors.js';
import type { FullscreenKind, PlayerMode } from '../core/events.js';
import { assertPlainObject, resolveOptions, type DanmuItem, type PlayerOptions, type ResolvedOptions } from '../core/options.js';
import { languageLoad, resolveLanguage } from '../core/i18n.js';
import type { PlayerLevel } from '../core/state.js';
import { PlayerController, upgradeProperties } from '../player/player-controller.js';
import { warmSources } from '../player/source.js';
import type { Transcript } from '../ddi-subtitles/subtitle-files.js';
import { placePlayer, textAttribute as text } from '../player/player-input.js';
import '../ddi-big-play-button/ddi-big-play-button.js';
import '../ddi-control-bar/ddi-control-bar.js';
import { DdiPlayerStyling } from './ddi-player.styling.js';
import { styles } from './ddi-player.styles.js';
import { renderPlayer } from './ddi-player.template.js';
import { defineElement } from '../core/define.js';

/** `DdiPlayer.create()`'s argument: where to put the player, and its options. */
export type PlayerInit = PlayerOptions & { wrap: string | Element };

/**
 * `<ddi-player>`: the learning-video player. Plays `src` (mp4 or another file the browser plays, HLS
 * `.m3u8` through hls.js, DASH `.mpd` through dash.js), with the control bar, skins, keyboard shortcuts,
 * resume, clip range, fullscreen, picture-in-picture, screenshots and the right-click menu of the player
 * spec. With `vid` it plays from the video platform (`platformBase`, default the script's origin): video
 * info, status codes and access gates, encrypted HLS and ClearKey DRM, mp4 qualities with the error
 * chain, lines, audio mode, password, preview, thumbnails, key-frame markers and statistics (a lazy chunk
 * loaded only for a `vid`). Configure it with attributes or `player.options = {…}` (spec §3). It stands
 * where a `<video>` is expected: the media events, properties and methods (`MediaSurface`, issue 28).
 * The CSS parts and custom properties a page can style are documented on `DdiPlayerStyling`
 * (`ddi-player.styling.ts`) and listed with this element in the manifest.
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
 * @fires ddi-subtitle-change - the viewer or the page chose other subtitles (menu, `c` key, a `textTracks` mode); detail `{ titles }` (`[]` hidden). Not for the player's own first choice
 * @fires ddi-segment-skip - `skipErrorTs`: an HLS segment still failed after its retries and was skipped; detail `{ url, start, end }`
 * @fires ddi-platform-call - a call to the video platform or an overlay's URL ended (one per call, by any part of the player); detail `{ url, method, ok, failure?, status?, attempts, ms }`
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
 */
export class DdiPlayer extends DdiPlayerStyling {
  static override styles = styles;

  /**
   * Creates a player with these options, appends it to `wrap` (an element or a selector) and returns
   * it: the embedding style of hosted players.
   */
  static create(init: PlayerInit): DdiPlayer {
    return placePlayer(init);
  }

  // Declared without decorators: esbuild's lowering of decorated accessors costs the first load ~1 KB gzip (decision 0065).
  static override properties = {
    src: { reflect: true, converter: text },
    vid: { reflect: true, converter: text },
    skin: { reflect: true, converter: text },
    lang: { reflect: true, converter: text },
    autoplay: { type: Boolean },
    loop: { type: Boolean },
    start: { type: Number },
    end: { type: Number },
    width: {},
    height: {},
    poster: {},
  };

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'volume', 'muted'];
  }

  /** URL of the media (the spec's `url` option): mp4 and other files, `.m3u8` (HLS), `.mpd` (DASH). */
  declare src: string;

  /**
   * Video id on the video platform: 34 characters ending in `_` and its first character (a preview id
   * has 35). Another id shows `#003`. `src` wins when both are set.
   */
  declare vid: string;

  /** Control bar skin: `ouchn`, `blue`, `gold`, `green` or `red` (reflected as `data-skin`). */
  declare skin: string;

  /**
   * Interface language, `zh_CN` or `en`; anything else follows the browser (Chinese → zh_CN, else en).
   * `zh_CN` is rewritten to the valid language tag `zh-CN` (`lang` is also HTML's language attribute).
   */
  declare lang: string;

  /** Start playing once loaded (see the `autoplay` and `mutedAutoplay` options). */
  declare autoplay: boolean | undefined;

  /** Play again from 0 at the end (and at the clip range's end). */
  declare loop: boolean | undefined;

  /** Clip range start in seconds. */
  declare start: number | undefined;

  /** Clip range end in seconds (`start < end < duration`). */
  declare end: number | undefined;

  /** Player width: a CSS length or a number of pixels (default `100%`). */
  declare width: string | undefined;

  /** Player height: a CSS length or a number of pixels (default: 16:9 of the width). */
  declare height: string | undefined;

  /** Cover picture shown before the first play, at a clip end and in audio mode. */
  declare poster: string;

  private get video(): HTMLVideoElement | null {
    return this.renderRoot?.querySelector('video') ?? null;
  }

  /** The controllers behind this facade, and the core they share (`player/player-controller.ts`). */
  #c = new PlayerController(this, () => this.video);
  #detached = false;

  constructor() {
    super();
    this.src = '';
    this.vid = '';
    this.skin = '';
    this.lang = '';
    this.poster = '';
    // Values a page set before this element was defined shadow the accessors: re-apply them.
    upgradeProperties(this, ['options', 'volume', 'muted', 'playbackRate', 'currentTime']);
  }

  /**
   * The player options of spec §3 under their spec names. Assigning a new object validates it (a
   * non-object throws a `TypeError`; an illegal `hlsConfig` throws the hls.js message of spec §5), then
   * tears everything down and reloads; assigning options equal to the last ones, key by key, changes nothing
   * (a framework may set the property on every render). Attributes that are set override the same options.
   */
  get options(): PlayerOptions {
    return { ...this.#c.input.options };
  }

  set options(value: PlayerOptions) {
    assertPlainObject(value);
    if (this.#c.input.repeats(value, this)) return;
    resolveOptions(value);
    this.#c.input.options = { ...value };
    this.#c.ready.renew();
    if (value.url !== undefined) this.src = value.url;
    if (value.vid !== undefined) this.vid = value.vid;
    this.loadRequested = true;
    this.requestUpdate();
  }

  /** The options after the defaults of spec §3 and the validation rules of spec §5 (read-only). */
  get resolvedOptions(): ResolvedOptions {
    return resolveOptions(this.#c.input.merged(this));
  }

  /**
   * Resolves with the player at its `ddi-ready` (already resolved when that is past), rejects with the
   * `{ code, message }` of the load's error. A new promise for every source (`src`, `vid`, `options`,
   * `changeVid`); one replaced before it settled settles with the new source.
   */
  get ready(): Promise<this> {
    return this.#c.ready.promise as Promise<never>;
  }

  /** True while playback is paused (also before the first play), at once after `pause()` and while out of the page. */
  get paused(): boolean {
    return !this.isConnected || this.#c.state().paused;
  }

  /** True at the end: playback reached it, or a seek there while paused (without `loop`). */
  get ended(): boolean {
    return this.#c.ended();
  }

  /** The playback position in seconds. Setting it seeks, clamped to [0, duration]. */
  get currentTime(): number {
    return this.#c.state().currentTime;
  }

  set currentTime(seconds: number) {
    this.seek(seconds);
  }

  /** The media's duration in seconds (0 until known). */
  get duration(): number {
    return this.#c.state().duration;
  }

  /** Volume 0–1; any other value is ignored. Remembered per video. */
  get volume(): number {
    return this.#c.state().volume;
  }

  set volume(value: number) {
    this.#c.volume.set(value);
  }

  /** Muted state. */
  get muted(): boolean {
    return this.#c.state().muted;
  }

  set muted(value: boolean) {
    this.#c.volume.setMuted(Boolean(value));
  }

  /** Playback rate; only values of the resolved speed list are accepted. */
  get playbackRate(): number {
    return this.#c.state().playbackRate;
  }

  set playbackRate(rate: number) {
    this.#c.requests.run('rate', { rate }, 'method');
  }

  /** `'video'` or `'audio'` (audio mode hides the picture and the quality menu). */
  get mode(): PlayerMode {
    return this.#c.state().mode;
  }

  /** Quality levels: `{ index: -1, label: 'Auto' }` (when `showAuto`) and `360P`, `480P`, `720P` …; empty for single-quality sources. */
  get levels(): PlayerLevel[] {
    return this.#c.state().levels.map((level) => ({ ...level }));
  }

  /** The chosen level's index; -1 is Auto. */
  get level(): number {
    return this.#c.state().level;
  }

  /** Playback line names, current first, without `kw` (spec §1; from the video platform, empty for `src`). */
  get lines(): string[] {
    return [...this.#c.state().lines];
  }

  /** The current line (`''` for `src`). */
  get line(): string {
    return this.#c.state().line;
  }

  /** `'none'`, `'page'` (page fullscreen) or `'browser'` (Fullscreen API or the iOS video fullscreen). */
  get fullscreen(): FullscreenKind | 'none' {
    return this.#c.state().fullscreen;
  }

  /** True while the video is in picture-in-picture. */
  get pictureInPicture(): boolean {
    return this.#c.state().pictureInPicture;
  }

  /** The current error (`{ code, message }`), or null. */
  get error(): PlayerError | null {
    return this.#c.state().error;
  }

  /**
   * Starts playback once the source is attached, like `HTMLMediaElement.play()`: resolves when playback
   * started; rejects with the browser's `NotAllowedError` (an autoplay policy) or `AbortError` (`pause()`
   * came first), with `NotAllowedError` when a rule refuses (password prompt, preview end), and with
   * `Error('<code> <message>')` when the source failed to load.
   */
  async play(): Promise<void> {
    return this.#c.play('method');
  }

  /** Pauses playback. */
  pause(): void {
    this.#c.requests.run('pause', {}, 'method');
  }

  /**
   * Seeks to `seconds`, clamped to [0, duration]; fires `ddi-seek`. The seek restrictions apply here as to
   * the viewer's keys and progress bar: refused under `ban_seek: 'on'`, stopped at the furthest watched
   * time under `ban_seek_by_limit_time: 'on'` (with a short explanation shown).
   */
  seek(seconds: number): void {
    this.#c.requests.run('seek', { time: seconds }, 'method');
  }

  /**
   * Switches between video and audio mode, keeping position, paused state and rate (`audioMode` /
   * `videoMode` allow them). Audio mode exits picture-in-picture, shows the audio panel (cover, 21
   * sound-wave bars, "Switch to video") and hides the quality and line selectors; with the platform's
   * audio-only source (`aac_link`) it plays that source instead of the video.
   */
  switchMode(mode: PlayerMode): void {
    this.#c.requests.run('mode', { mode }, 'method');
  }

  /** Chooses a quality level by index (-1 = Auto), keeping the position; remembered per viewer. */
  setLevel(index: number): void {
    this.#c.requests.run('level', { level: index }, 'method');
  }

  /**
   * Switches to a known line (spec §1), keeping position, paused state and rate; fires `ddi-line-change`.
   * `false` (and nothing changes) for an unknown line or without a streaming instance. Shows the
   * line-switch tip, then its success variant once the new line can play, or its fail variant when the new
   * line's fragments fail too (spec §2, §4).
   */
  switchLine(name: string): boolean {
    return this.#c.requests.run('line', { line: name }, 'method') ?? false;
  }

  /** Switches to the next line, wrapping to the first (spec §1); `false` when there is no other line or no streaming instance. */
  nextLine(): boolean {
    const next = this.#c.source.flow?.switch.nextLine();
    return next !== undefined && this.switchLine(next);
  }

  /** Enters or leaves page fullscreen (the player fills the window; every overlay stays visible). */
  togglePageFullscreen(): void {
    this.#c.requests.run('fullscreen', { kind: 'page' }, 'method');
  }

  /** Enters fullscreen: the Fullscreen API on the whole player, the video's own fullscreen on iOS. */
  override async requestFullscreen(): Promise<void> {
    await this.#c.requests.run('fullscreen', { kind: 'browser', enter: true }, 'method');
  }

  /** Leaves fullscreen or page fullscreen. */
  async exitFullscreen(): Promise<void> {
    await this.#c.requests.run('fullscreen', { kind: 'browser', enter: false }, 'method');
  }

  /** Enters or leaves picture-in-picture; refused for HLS sources with the `notAllowPip` message for 1500 ms. */
  async togglePictureInPicture(): Promise<void> {
    await this.#c.requests.run('pip', {}, 'method');
  }

  /** The current picture as a PNG. Rejects when there is no picture yet or it cannot be read (cross-origin media). */
  screenshot(): Promise<Blob> {
    return this.#c.screenshot();
  }

  /**
   * The video's subtitles as text, for a transcript beside the player: the cues (`start`, `end` in seconds,
   * `text` without markup) of one side-loaded subtitle file (`video_srt` / `match_srt`, or the platform's):
   * the one titled `title`, else the first one shown, else the first; `titles` lists them all. `null` when
   * the video has none (before `ddi-ready` too; a stream's own tracks deliver their cues only as they play).
   * Rejects when the file cannot be loaded. Jumping to a line with `seek()` keeps the seek restrictions.
   */
  async transcript(title?: string): Promise<Transcript | null> {
    const { readTranscript } = await import('../ddi-subtitles/subtitle-files.js');
    return readTranscript(this.#c.state(), title, this);
  }

  /**
   * Changes the video: a vid, or options (`{ url }`, `{ vid }`, and any other option), merged over the
   * current ones. Everything is torn down and reloaded. The same vid without a url only logs a warning.
   */
  changeVid(next: string | PlayerOptions): void {
    const options = this.#c.input.change(next, this.vid);
    if (options) this.options = options;
  }

  /**
   * Shows a quiz question of the page's own (spec §3 quiz question: `{ examId, question, choices, … }`) at
   * once, pausing the video; queued while another question shows (spec §4). Fires the `ddi-question-*` events.
   */
  showQuestion(question: object): void {
    this.#c.overlays.ask(question);
  }

  /** Shows a danmu at once at the current time (`{ msg, fontColor, fontSize, fontMode }`); turns danmu on for a video without any. */
  sendDanmu(item: DanmuItem): void {
    this.#c.overlays.sendDanmu(item);
  }

  /** Stops playback, releases the engine and removes the player from the page. */
  destroy(): void {
    this.#c.stop();
    this.remove();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    if (!this.hasAttribute('role')) this.setAttribute('role', 'region');
    if (this.#detached) {
      this.#detached = false;
      this.loadRequested = true;
      this.requestUpdate();
    }
  }

  protected override firstUpdated(): void {
    if (this.video) this.#c.media.listen(this.video);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // A move (appendChild elsewhere, insertBefore, React reordering a keyed list) is back within the task: keep everything.
    setTimeout(() => this.isConnected || ((this.#detached = true), this.#c.stop()));
  }

  /** A new `src` or `vid` gets a fresh `ready` at once (the load itself starts after the update). */
  override requestUpdate(name?: PropertyKey, old?: unknown, options?: PropertyDeclaration): void {
    if ((name === 'src' || name === 'vid') && this[name] !== old) this.#c.ready.renew();
    super.requestUpdate(name, old, options);
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (name === 'volume' || name === 'muted') {
      this.#c.volume.attributeChanged(name, value);
      this.requestUpdate();
    } else super.attributeChangedCallback(name, old, value);
  }

  /** Waits for the interface language's catalogue (Chinese is a lazy chunk) so nothing renders in another language. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const loading = languageLoad(resolveLanguage(this.#c.input.merged(this).lang));
    // Synchronous when the catalogue is here: no update is delayed by even a microtask.
    if (!loading) return super.scheduleUpdate();
    return loading.catch(() => undefined).then(() => super.scheduleUpdate());
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.lang === 'zh_CN') this.lang = 'zh-CN';
    this.#c.configure(resolveOptions(this.#c.input.merged(this)));
    if (changed.has('src') || changed.has('vid')) this.loadRequested = true;
    if (!this.loadRequested) return;
    this.loadRequested = false;
    // Loading starts right after this update, so its state changes render in the next one; queued here, before the
    // render creates the controls, it runs ahead of their first updates (an mp4's request is not behind them).
    queueMicrotask(() => this.#c.load());
  }

  protected override updated(): void {
    this.#c.idle.refresh();
  }

  protected override render() {
    return renderPlayer(this.#c.state(), { poster: this.poster, overlays: this.#c.overlays.render(), togglePlay: this.#c.togglePlay });
  }
}

warmSources(document);
defineElement('ddi-player', DdiPlayer);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-player': DdiPlayer;
  }
}
