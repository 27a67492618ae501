import { ErrorCode } from '../core/errors.js';
import type { PlayerMode } from '../core/events.js';
import { featurePlan } from '../core/features.js';
import type { PlayerOptions } from '../core/options.js';
import { playedVid } from '../core/platform-rules.js';
import { initialPlayerState, subtitleFiles } from '../core/state.js';
import { readPreferences, updatePreferences } from '../core/storage.js';
import { prefetchManifest } from '../engines/manifest-prefetch.js';
import { hasWebAssembly, pickEngine, sourceKind, type Engine, type EngineContext, type EngineFailure, type EngineLevel } from '../engines/engine.js';
import type { FailurePolicy } from './failure-policy.js';
import type { OverlayHost } from './overlay-host.js';
import type { PlaybackRules } from './playback-rules.js';
import type { PlayerCore } from './player-core.js';
import type { Tracks } from './tracks.js';
import type { VidFlow } from './vid-flow.js';
import type { VolumeController } from './volume.js';

/** The platform flow and its client: a lazy chunk, loaded only when a `vid` is set. */
const loadPlatform = () => import('./vid-flow.js');

/**
 * Starts loading the code the players already in the page will need (an engine chunk for a `src`, the platform
 * flow for a `vid`) while the element is being defined and rendered (issue 22: requested only after the
 * first render, that chunk was the first frame's longest link). The load later imports the same module.
 */
export function warmSources(page: Document): void {
  const video = page.createElement('video');
  for (const player of page.querySelectorAll('ddi-player')) {
    const src = player.getAttribute('src');
    const loading = src ? pickEngine(src, video)?.load() : player.hasAttribute('vid') && loadPlatform();
    if (loading instanceof Promise) loading.catch(() => undefined);
  }
}

const isNotAllowed = (error: unknown) => error instanceof DOMException && error.name === 'NotAllowedError';

/** The controllers the source controller drives, and what it reads of the element. */
export interface SourceParts {
  rules: PlaybackRules;
  failure: FailurePolicy;
  tracks: Tracks;
  overlays: OverlayHost;
  volume: VolumeController;
  /** The `src` attribute / `url` option. */
  src(): string;
  /** The `vid` attribute / option (the played vid may be another: `playedVid()`). */
  vid(): string;
  /** The options the page gave (before defaults), attributes included. */
  input(): PlayerOptions;
  /** The preferences key of the video (volume per video). */
  videoKey(): string;
}

/**
 * The source of one load (spec §1, §3–§5): tears the last one down, resets the state, picks the engine that
 * can play the url (hls.js and dash.js are lazy chunks) or loads the lazy platform flow for a `vid`,
 * attaches it, fires `ddi-ready` and autoplays (muted when refused and `mutedAutoplay`). Also the quality
 * levels of a stream (labelled `720P`, the viewer's remembered one chosen); switches within a platform plan
 * (mp4 quality, line, audio-only source) are the lazy platform chunk's (`vid-switch.ts`).
 */
export class SourceController {
  /** This load's platform flow (client, session, plan, statistics), when playing by vid. */
  flow: VidFlow | undefined;
  /** Settles when the current source is attached to the video (or failed to be). */
  attached: Promise<void> = Promise.resolve();
  readonly #core: PlayerCore;
  readonly #parts: SourceParts;
  #engine: Engine | undefined;
  #pendingLevel: number | undefined;
  /** Bumped on every engine attach: callbacks of a replaced engine are ignored. */
  #attachSeq = 0;

  constructor(core: PlayerCore, parts: SourceParts) {
    this.#core = core;
    this.#parts = parts;
  }

  /** The attached engine, if any. */
  get engine(): Engine | undefined {
    return this.#engine;
  }

  /** Bumped on every engine attach. */
  get attachSeq(): number {
    return this.#attachSeq;
  }

  /** Where a switched source is placed once its metadata is known. */
  holdPosition(position: number | undefined): void {
    this.#parts.rules.pendingSeek = position;
  }

  /** Spec §8 `#016` (the vid flow's watch on the video element). */
  record(reason: string): void {
    this.#parts.failure.record(reason);
  }

  /** The subtitle files of the selector (the options' or the platform's). */
  subtitleFiles(files: { title: string; url: string }[]): void {
    this.#parts.tracks.files(files);
  }

  /** The id played by vid: `vid`, or the preview of `originVid` with `preview: true` (spec §3). */
  playedVid(): string {
    return playedVid(this.#parts.vid(), this.#core.options());
  }

  /** Loads the current source now, `begin` first (teardown, new token); the caller runs it after the update that asked for it. */
  start(begin: () => void): void {
    begin();
    this.attached = this.#load();
  }

  /** Changing source or leaving the page: the engine and the platform flow go. */
  teardown(): void {
    this.dropEngine();
    this.#attachSeq += 1;
    this.flow?.stop();
  }

  /** Releases the engine (teardown, a record error). */
  dropEngine(): void {
    this.#engine?.destroy();
    this.#engine = undefined;
  }

  async #load(): Promise<void> {
    const core = this.#core;
    const { rules, failure, volume } = this.#parts;
    const token = core.token();
    const options = core.options();
    const url = this.#parts.src();
    const video = core.video();
    if (!video) return;
    rules.reset();
    this.#pendingLevel = undefined;
    const explicitVolume = this.#parts.input().volume !== undefined;
    const storedVolume = url || this.#parts.vid() ? readPreferences().volume[this.#parts.videoKey()] : undefined;
    video.volume = explicitVolume || storedVolume === undefined ? options.volume : storedVolume;
    video.muted = options.muted;
    video.playbackRate = video.defaultPlaybackRate = 1;
    video.loop = options.loop;
    volume.reset(video);
    // A new source starts from the initial state; what belongs to the page and the viewport stays.
    const state = core.state();
    const { fullscreen, pictureInPicture, size, controlsHidden, loop, messages } = state;
    core.set({
      ...initialPlayerState(state.options, messages),
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
    this.loadProtection();
    this.flow = undefined;
    this.initDanmu();
    failure.reset();
    if (!url) {
      if (this.playedVid()) await this.#loadVid(token);
      return;
    }
    // Spec §5: HLS needs WebAssembly, by src as by vid (the vid flow checks the platform's streams).
    if (sourceKind(url) === 'hls' && !hasWebAssembly()) return failure.refuse({ code: ErrorCode.loadVideo, details: 'no WebAssembly for HLS', messageKey: 'notSupportDRM10' });
    this.subtitleFiles(subtitleFiles(options.video_srt, options.match_srt));
    if (await this.attach(token, url, {})) this.ready(token);
  }

  /** Spec §3–§6: loads the platform chunk, then its flow loads the video info, applies the gates and plays the plan. */
  async #loadVid(token: number): Promise<void> {
    const core = this.#core;
    const startedAt = performance.now();
    let platform: Awaited<ReturnType<typeof loadPlatform>>;
    try {
      platform = await loadPlatform();
    } catch (cause) {
      if (token === core.token()) this.#parts.failure.fail(`the platform client did not load: ${String(cause)}`, ErrorCode.videoJson);
      return;
    }
    if (token !== core.token()) return;
    this.flow = new platform.VidFlow(core, this.playedVid(), startedAt, this);
    await this.flow.load(token);
  }

  /** The source is attached: `ddi-ready`, the feature overlays, then autoplay when asked. */
  ready(token: number): void {
    const core = this.#core;
    const plan = featurePlan(core.options(), core.state().vod?.info ?? null);
    core.set({ ready: true, holds: plan.holds });
    this.#parts.rules.applyLoop();
    for (const name of plan.overlays) this.#parts.overlays.load(name);
    core.emit('ddi-ready', { vid: this.#parts.vid() });
    if (core.options().autoplay) void this.#autoplay(token);
  }

  /** Attaches `url` to the engine that can play it. False when it failed (the error is shown) or the load is stale. */
  async attach(token: number, url: string, extra: Partial<EngineContext>): Promise<boolean> {
    const core = this.#core;
    const { failure, tracks } = this.#parts;
    const video = core.video();
    if (!video) return false;
    const options = core.options();
    const entry = pickEngine(url, video, options.fallbackScript);
    if (!entry) {
      failure.fail(`no engine can play ${url}`);
      return false;
    }
    const seq = ++this.#attachSeq;
    const current = () => token === core.token() && seq === this.#attachSeq;
    // Overlap instead of chain (decision 0057): the HLS master playlist or the DASH manifest loads while the
    // engine chunk does; not when the platform adds parameters or keys to stream requests (`access`, a vid).
    // For HLS the level playlist and segments hls.js starts with follow the master (decisions 0084, 0086), when hls.js
    // chooses that level: not with the page's hlsConfig, nor when the player sets one (`#onLevels`: no Auto, or the
    // viewer's remembered quality).
    const guess = entry.name === 'hls' && !options.hlsConfig && options.showAuto && (readPreferences().level[this.#viewerKey()] ?? 'Auto') === 'Auto';
    const manifest = (entry.name === 'hls' || entry.name === 'dash') && !extra.access ? prefetchManifest(url, guess) : undefined;
    try {
      // A first-chunk engine (the browser's own) attaches at once: an mp4 starts loading before the controls' first renders.
      const module = entry.module ?? (await entry.load());
      if (!current()) return false;
      const engine = await module.attach({
        video,
        url,
        hlsConfig: { ...this.#preloadConfig(), ...options.hlsConfig },
        skipErrorTs: options.skipErrorTs !== false,
        manifest,
        ...extra,
        onFatalError: (fatal) => {
          if (current()) this.#onEngineFailure(fatal);
        },
        onLevels: (levels) => {
          if (current() && !this.flow?.plan?.qualities.length) this.#onLevels(levels);
        },
        onSkip: (skip) => {
          if (!current()) return;
          console.warn(`ddi-player: segment ${skip.url} (${skip.start}–${skip.end} s) failed after its retries and was skipped (skipErrorTs)`);
          core.emit('ddi-segment-skip', skip);
        },
        onTracks: (found) => current() && tracks.stream(found),
        onCues: (id, cues) => current() && tracks.cues(id, cues),
      });
      if (!current()) {
        engine.destroy();
        return false;
      }
      this.#engine = engine;
      core.set({ sourceKind: sourceKind(url) });
      if (this.#pendingLevel !== undefined) engine.setLevel(this.#pendingLevel);
      await engine.sourceAttached;
      return current();
    } catch (cause) {
      if (current()) failure.fail(cause instanceof Error ? cause.message : String(cause));
      return false;
    }
  }

  /** `switchMode()`: with the platform's audio-only source, the plan's switch plays it (or the video again). */
  mode(mode: PlayerMode): void {
    this.flow?.switch.mode(mode);
  }

  /** `setLevel()`: an mp4 quality of the plan is another source, a stream's level the engine's; remembered per viewer. */
  level(index: number): void {
    const core = this.#core;
    const level = core.state().levels.find((candidate) => candidate.index === index);
    if (!level || !this.#engine || index === core.state().level) return;
    core.set({ level: index });
    if (!this.flow?.switch.quality(index)) this.#engine.setLevel(index);
    const viewer = this.#viewerKey();
    updatePreferences((preferences) => {
      preferences.level[viewer] = level.label;
    });
    core.emit('ddi-level-change', { level: index, label: level.label });
  }

  /** `switchLine()`: the plan's switch (false without a platform plan). */
  line(name: string): boolean {
    return this.flow?.switch.line(name) ?? false;
  }

  /** Danmu on or off at load (`openDanmu`, else on when used), `'none'` without a list or sent comments; loads the layer when used. */
  initDanmu(open?: number): void {
    const { overlays } = this.#parts;
    const { danmu, openDanmu = open } = this.#core.options();
    const used = danmu !== undefined || overlays.danmuSent.length > 0;
    const on = openDanmu === undefined ? used : openDanmu === 1 || openDanmu === true;
    this.#core.set({ danmu: on ? 'on' : used ? 'off' : 'none' });
    if (on || used) overlays.load('danmu');
  }

  /** The marquee (option `marquee` / `marqueeUrl`) and the watermarks (`logo`, `viewerWatermark`, a protected video, `audio_fp`). */
  loadProtection(): void {
    const { marquee, marqueeUrl, logo, viewerWatermark } = this.#core.options();
    const info = this.#core.state().watermark;
    if (marquee !== undefined || marqueeUrl) this.#parts.overlays.load('marquee');
    if (logo || viewerWatermark || info?.protected || info?.audioFp) this.#parts.overlays.load('watermark');
  }

  /** Spec §8, a fatal engine error: the vid flow's policy (line tip, quality fallback, skip to the end) first, else `#007`. */
  #onEngineFailure(failure: EngineFailure): void {
    if (!this.flow?.failure(failure)) this.#parts.failure.fail(failure.details, ErrorCode.loadVideo, failure.url);
  }

  /** Spec §4 autoplay: with sound; when refused, muted if `mutedAutoplay`; else paused with the cover. */
  async #autoplay(token: number): Promise<void> {
    const core = this.#core;
    const { rules, volume } = this.#parts;
    const video = core.video();
    if (!video) return;
    if (rules.held('start')) return core.set({ playWanted: true });
    try {
      await video.play();
      return;
    } catch (error) {
      if (token !== core.token() || !isNotAllowed(error) || !core.options().mutedAutoplay || video.muted) return;
    }
    video.muted = true;
    volume.autoMuted = true;
    try {
      await video.play();
    } catch {
      if (token !== core.token()) return;
      volume.autoMuted = false;
      video.muted = core.options().muted;
    }
  }

  /** Quality levels of a stream: `720P` …, with Auto when `showAuto`; the viewer's remembered one, else Auto or the first. */
  #onLevels(levels: EngineLevel[]): void {
    const core = this.#core;
    const labelled = levels.map((level) => ({ index: level.index, label: `${level.height}P` }));
    const options = core.options();
    const list = labelled.length && options.showAuto ? [{ index: -1, label: 'Auto' }, ...labelled] : labelled;
    const remembered = list.find((level) => level.label === readPreferences().level[this.#viewerKey()]);
    const level = remembered?.index ?? (options.showAuto ? -1 : (labelled[0]?.index ?? -1));
    core.set({ levels: list, level });
    if (level < 0) return;
    if (this.#engine) this.#engine.setLevel(level);
    else this.#pendingLevel = level;
  }

  /**
   * Spec §3 `preloadDurationLength` (s) and `preloadDataSize` (KB), when the page sets them, bound what hls.js
   * buffers ahead; otherwise the spec §9 streaming defaults (30 s, 60 MB) stay. `hlsConfig` wins over both.
   */
  #preloadConfig(): Record<string, number> {
    const input = this.#parts.input();
    const options = this.#core.options();
    const config: Record<string, number> = {};
    if ('preloadDurationLength' in input) config.maxBufferLength = options.preloadDurationLength;
    if ('preloadDataSize' in input) config.maxBufferSize = options.preloadDataSize * 1000;
    return config;
  }

  #viewerKey(): string {
    return this.#core.options().viewerInfo?.viewerId ?? '';
  }
}
