import type { ReactiveElement } from 'lit';
import type { ErrorCode, PlayerError } from '../core/errors.js';
import { playerEvent, type OverlayName, type PlayerEventDetails, type PlayerEventName, type PlayerRequestDetails, type PlayerRequestName } from '../core/events.js';
import { languageLoad, messagesFor, resolveLanguage, type MessageKey, type PlayerLanguage } from '../core/i18n.js';
import { resolveOptions, type ResolvedOptions } from '../core/options.js';
import { initialPlayerState, type PlayerState } from '../core/state.js';
import { videoKey } from '../core/storage.js';
import { FullscreenController } from '../controllers/fullscreen-controller.js';
import { IdleController } from '../controllers/idle-controller.js';
import { KeyboardController } from '../controllers/keyboard-controller.js';
import { touchSeek, watchCast } from '../controllers/lazy-controllers.js';
import { ResumeController } from '../controllers/resume-controller.js';
import { SizeController } from '../controllers/size-controller.js';
import type { PlaybackRefusal } from '../platform/platform-session.js';
import { FailurePolicy } from './failure-policy.js';
import { MediaEvents } from './media-events.js';
import { OverlayHost } from './overlay-host.js';
import { PlaybackRules } from './playback-rules.js';
import type { PlayerCore } from './player-core.js';
import { PlayerInput, type InputAttributes } from './player-input.js';
import { playerActions } from './request-actions.js';
import { RequestMap, type RequestInput } from './request-map.js';
import { SourceController } from './source.js';
import { Readiness } from './readiness.js';
import { PlayerStore } from './store.js';
import { Tracks } from './tracks.js';
import { VolumeController } from './volume.js';

/** What the controller needs of `<ddi-player>`: its public attributes and methods (the element, typed without importing it). */
export interface PlayerHost extends ReactiveElement, InputAttributes {
  load(): void;
  exitFullscreen(): Promise<void>;
  volume: number;
  nextLine(): boolean;
  setLevel(index: number): void;
  screenshot(): Promise<Blob>;
}

const warn = (error: unknown) => console.warn('ddi-player:', error);

/** `<source>` / `<track>` children (issue 28 item 5): their handling is a lazy chunk, loaded only when they exist. */
/** Players that have had `<source>` / `<track>` children: their later changes, the last one's removal too, go through the chunk. */
const withChildren = new WeakSet<Element>();
const hasChildren = (host: Element) => (host.querySelector(':scope>source,:scope>track') && withChildren.add(host), withChildren.has(host));
const loadChildren = () => import('./children.js');

/** Values a page set on an element before it was defined shadow its accessors: re-applies them through the accessors. */
export function upgradeProperties(element: HTMLElement, names: readonly string[]): void {
  const own = element as unknown as Record<string, unknown>;
  for (const name of names) {
    if (!Object.prototype.hasOwnProperty.call(element, name)) continue;
    const value = own[name];
    delete own[name];
    own[name] = value;
  }
}

/**
 * Behind `<ddi-player>`'s facade: the one `PlayerCore` every controller shares (the store, the resolved
 * options, the load token and the shared operations) and the wiring of the controllers, one job each —
 * source, media events, volume, playback rules, the request map, failure policy, tracks, overlays, and the
 * idle, fullscreen, resume, keyboard and size controllers. The element's properties and methods call in
 * here; nothing here reads the element's private fields.
 */
export class PlayerController implements PlayerCore {
  readonly store: PlayerStore;
  /** The options after defaults and validation (the element resolves them on every update). */
  resolved: ResolvedOptions = resolveOptions({});
  readonly #host: PlayerHost;
  /** The element's `<video>` (a private part of it). */
  readonly #video: () => HTMLVideoElement | null;
  /** What the page gave: the `options` object, and `volume` / `muted` set before the video was ready. */
  readonly input = new PlayerInput();
  #token = 0;
  /** The name this player gave its host (a name the page gave is kept). */
  #label: string | undefined;
  /** The `<source>` child chosen at the last load (`children.ts`), played when there is neither `src` nor `vid`. */
  childSrc = '';
  readonly failure: FailurePolicy;
  readonly rules: PlaybackRules;
  readonly tracks: Tracks;
  readonly overlays: OverlayHost;
  readonly volume: VolumeController;
  readonly source: SourceController;
  readonly idle: IdleController;
  readonly fullscreen: FullscreenController;
  readonly resume: ResumeController;
  readonly media: MediaEvents;
  /** Every request of the controls, the overlays, the keyboard and the element's API passes its rules here. */
  readonly requests: RequestMap;
  /** `player.ready`: settled by this load's `ddi-ready` or `ddi-error`. */
  readonly ready: Readiness<PlayerHost>;
  /** Pause requests so far: a `play()` still waiting for the source gives up (AbortError) when one comes. */
  pauses = 0;
  /** Whether there is anything to play: `src`, a `vid` (or its preview) or a chosen `<source>` child. */
  readonly #hasSource: () => boolean;

  constructor(host: PlayerHost, video: () => HTMLVideoElement | null) {
    this.#host = host;
    this.#video = video;
    const parts = { video, input: () => this.input.merged(host) };
    this.ready = new Readiness(host);
    this.store = new PlayerStore(host, initialPlayerState(this.resolved, messagesFor(resolveLanguage(null))));
    const src = () => host.src || (host.vid ? '' : this.childSrc);
    this.#hasSource = () => Boolean(src() || this.source.playedVid());
    const key = () => videoKey(host.vid, src());
    this.failure = new FailurePolicy(this, { flow: () => this.source.flow, dropEngine: () => this.source.dropEngine() });
    this.rules = new PlaybackRules(this, {
      preview: () => this.source.flow?.plan?.previewDuration ?? 0,
      play: () => void this.play('method').catch(() => undefined),
      final: () => !this.source.flow?.plan?.info.realtimeSlicing,
    });
    this.tracks = new Tracks(this, () => this.source.engine);
    this.overlays = new OverlayHost(host, this, { release: (hold) => this.rules.hold(hold, null) });
    this.volume = new VolumeController(this, key, this.input);
    const { failure, rules, tracks, overlays, volume } = this;
    this.source = new SourceController(this, { rules, failure, tracks, overlays, volume, src, vid: () => host.vid, input: parts.input, videoKey: key });
    this.idle = new IdleController(host, {
      onChange: (controlsHidden) => this.set({ controlsHidden }),
      paused: () => this.state().paused,
      alwaysShown: () => this.resolved.skinLocation === 1,
    });
    this.fullscreen = new FullscreenController(host, {
      video: parts.video,
      onChange: (kind, previous) => {
        this.set({ fullscreen: kind });
        if (previous !== 'none') this.emit('ddi-normal-screen', { kind: previous });
        if (kind !== 'none') this.emit('ddi-fullscreen', { kind });
      },
      onUnsupported: (reason) => this.toast(reason === 'video' ? 'videoNotSupportFullscreen' : 'notSupportFullscreen'),
    });
    this.resume = new ResumeController(host, {
      video: parts.video,
      key: () => (src() || host.vid ? key() : ''),
      enabled: () => this.resolved.ban_history_time !== 'on',
      minDuration: () => this.resolved.history_video_duration * 60,
      resume: (seconds) => {
        this.rules.resume(seconds);
        this.set({ currentTime: seconds });
      },
      startAt: () => this.rules.startAt(),
      showTip: (resumeTime, startTip = false) => {
        this.overlays.load('resume-tip');
        this.set({ resumeTime, startTip });
      },
    });
    const inPictureInPicture = () => this.inPictureInPicture();
    const { source, idle, fullscreen, resume } = this;
    this.media = new MediaEvents(this, { host, rules, failure, volume, idle, resume, flow: () => source.flow, inPictureInPicture });
    const actions = playerActions(this, {
      rules,
      source,
      volume,
      fullscreen,
      host,
      setVolume: (volume) => (host.volume = volume),
      setLoop: (loop) => (host.loop = loop),
      inPictureInPicture,
      paused: () => (this.pauses += 1),
    });
    this.requests = new RequestMap(this, this.rules, actions);
    new SizeController(host, (size) => this.set({ size }));
    this.#listen();
    // Children added or removed later: the chunk loads a `<source>` while nothing plays, applies `<track>` changes.
    new MutationObserver(() => (hasChildren(host) || this.childSrc) && void loadChildren().then((children) => children.changed(host, this))).observe(host, { childList: true });
  }

  // ---------------------------------------------------------------- PlayerCore

  vid(): string {
    return this.source.playedVid();
  }

  video(): HTMLVideoElement | null {
    return this.#video();
  }

  host(): HTMLElement {
    return this.#host;
  }

  state(): PlayerState {
    return this.store.state;
  }

  set(patch: Partial<PlayerState>): void {
    this.store.set(patch);
  }

  options(): ResolvedOptions {
    return this.resolved;
  }

  language(): PlayerLanguage {
    return resolveLanguage(this.resolved.lang);
  }

  token(): number {
    return this.#token;
  }

  emit<K extends PlayerEventName>(name: K, detail: PlayerEventDetails[K]): void {
    if (name === 'ddi-ready' || name === 'ddi-error') this.ready.settle(name === 'ddi-error' ? (detail as PlayerError) : undefined);
    this.#host.dispatchEvent(playerEvent(name, detail));
  }

  toast(key: MessageKey, ms?: number, values?: Record<string, string>): void {
    this.store.toast(key, ms, values);
  }

  overlay(name: OverlayName): void {
    this.overlays.load(name);
  }

  fail(details: string, code?: ErrorCode, requestUri?: string): void {
    this.failure.fail(details, code, requestUri);
  }

  refuse(refusal: PlaybackRefusal): void {
    this.failure.refuse(refusal);
  }

  nextLine(): boolean {
    return this.#host.nextLine();
  }

  setLevel(index: number): void {
    this.#host.setLevel(index);
  }

  // ---------------------------------------------------------------- the element's glue

  /** Every update: the resolved options, the interface language (the error's message follows it), size, skin and loop on the host. */
  configure(options: ResolvedOptions): void {
    const host = this.#host;
    this.resolved = options;
    const language = resolveLanguage(options.lang);
    const messages = messagesFor(language);
    // The element waits for the catalogue before updating (scheduleUpdate); should it still be loading, update again.
    void languageLoad(language)?.then(() => host.requestUpdate());
    const { error } = this.state();
    this.set({ options, messages, error: error && { ...error, message: this.failure.message(error.code as ErrorCode, messages) }, loop: options.loop });
    host.style.setProperty('--ddi-player-width', String(options.width));
    if (options.height) host.style.setProperty('--ddi-player-height', String(options.height));
    else host.style.removeProperty('--ddi-player-height');
    host.toggleAttribute('data-has-height', Boolean(options.height));
    this.store.reflect('data-skin', options.skin ?? null);
    this.store.reflect('data-skin-location', String(options.skinLocation));
    const label = host.getAttribute('aria-label');
    if (label === null || label === this.#label) host.setAttribute('aria-label', (this.#label = messages.player));
    this.rules.applyLoop();
  }

  /**
   * A play from any input, like `HTMLMediaElement.play()`: once the source is attached, through the request
   * map's rules; settles with the video's own `play()`. Rejects after a load error, with `AbortError` when a
   * pause came while it waited for the source, with `NotAllowedError` when a rule refused. While an
   * interlude (start ad, teaser) holds the video the play is remembered and it resolves (decision 0013).
   * With no source yet (a page that chooses the video after showing the player) it waits for the next source
   * to be ready instead of being lost to that source's load (decision 0079).
   */
  async play(input: RequestInput): Promise<void> {
    const pauses = this.pauses;
    await this.#host.updateComplete;
    await this.source.attached;
    if (!this.#hasSource()) {
      await this.ready.promise.catch(() => undefined);
      await this.source.attached;
    }
    const { error } = this.state();
    if (error) throw new Error(`${error.code} ${error.message}`);
    if (pauses !== this.pauses) throw new DOMException('pause()', 'AbortError');
    if (!this.video()) return;
    const started = this.requests.run('play', {}, input);
    // An interlude (start ad, teaser) holding the video remembers the play: not a refusal (decision 0013).
    if (started || this.state().playWanted) return started;
    throw new DOMException('refused', 'NotAllowedError');
  }

  /** `ended` as a `<video>` says it: playback reached the end, or the position is at it after a seek there while paused; never with `loop`. */
  ended(): boolean {
    const { ended, duration, currentTime, loop, paused } = this.state();
    return ended || (paused && duration > 0 && currentTime >= duration && !loop);
  }

  /** A click on the video or the cover: play or pause. */
  togglePlay = (): void => {
    if (this.state().paused) void this.play('event').catch(() => undefined);
    else this.requests.run('pause', {}, 'event');
  };

  /** The current picture as a PNG (a lazy chunk); rejects when there is no picture yet or it cannot be read (cross-origin media). */
  async screenshot(): Promise<Blob> {
    const video = this.video();
    const { captureFrame } = await import('./capture.js');
    return captureFrame(video);
  }

  /** Loads the current source (after the update that asked for it); with `<source>` / `<track>` children, through their chunk. */
  load(): void {
    this.ready.loading();
    if (hasChildren(this.#host)) this.source.attached = loadChildren().then((children) => children.load(this.#host, this));
    else {
      this.childSrc = '';
      this.source.start(() => this.stop());
    }
  }

  /** Changing source or leaving the page: the load's results are dropped; engine, timers, overlays and picture-in-picture go. */
  stop(): void {
    this.#token += 1;
    this.source.teardown();
    this.rules.pendingSeek = undefined;
    this.resume.paused();
    this.store.clearToast();
    if (this.inPictureInPicture()) void document.exitPictureInPicture().catch(() => undefined);
    this.overlays.reset();
  }

  /** `document.pictureInPictureElement` is retargeted to the host; the shadow root knows the video. */
  inPictureInPicture(): boolean {
    const video = this.video();
    return video !== null && this.#host.shadowRoot?.pictureInPictureElement === video;
  }

  /** The keyboard shortcuts and every request event of the controls and overlays. */
  #listen(): void {
    const host = this.#host;
    const requests = this.requests;
    const state = () => this.state();
    new KeyboardController(host, {
      enabled: () => requests.accepts('keyboard'),
      togglePlay: () => (state().paused ? void this.play('keyboard').catch(() => undefined) : requests.run('pause', {}, 'keyboard')),
      seekBy: (seconds) => requests.run('seek', { time: state().currentTime + seconds }, 'keyboard'),
      seekStep: () => this.resolved.keyboardSeekTime / 1000,
      toggleMute: () => requests.run('mute', { muted: !(state().muted || state().volume === 0) }, 'keyboard'),
      fullscreenAllowed: () => this.resolved.allowFullscreen,
      toggleFullscreen: () => void requests.run('fullscreen', { kind: 'browser' }, 'keyboard')?.catch(warn),
      volumeBy: (delta) => requests.run('volume', { volume: state().volume + delta }, 'keyboard'),
      state,
    });
    touchSeek(host, (seconds) => requests.run('seek', { time: state().currentTime + seconds }, 'event'));
    watchCast(host, () => this.resolved.cast, () => this.video(), (cast) => state().cast !== cast && this.set({ cast }));
    requests.listen(host, (input) => this.play(input));
    const on = <K extends PlayerRequestName>(name: K, handler: (detail: PlayerRequestDetails[K]) => void) =>
      host.addEventListener(name, (event) => {
        event.stopPropagation();
        handler((event as CustomEvent<PlayerRequestDetails[K]>).detail);
      });
    on('ddi-screenshot-request', () => void this.overlays.screenshot());
    on('ddi-overlay-close-request', ({ overlay }) => this.overlays.close(overlay));
    on('ddi-password-request', ({ password }) => void this.source.flow?.checkPassword(password));
    on('ddi-network-tip-request', ({ action }) => {
      const tip = state().networkTip;
      this.set({ networkTip: null });
      this.source.flow?.networkTip(action, tip);
    });
    on('ddi-hold-request', ({ name, at }) => this.rules.hold(name, at));
    on('ddi-danmu-request', ({ on: shown }) => state().danmu !== 'none' && this.set({ danmu: shown ? 'on' : 'off' }));
    on('ddi-marquee-tamper-request', ({ violations }) => this.emit('ddi-marquee-tamper', { violations }));
    on('ddi-subtitle-request', (change) => this.tracks.request(change));
    on('ddi-slides-request', ({ main, ...box }) => { // slides (issue 9)
      this.store.reflect('data-main-screen', main);
      for (const [k, v] of Object.entries(box)) host.style.setProperty(`--ddi-sub-${k}`, `${v}px`);
    });
  }
}
