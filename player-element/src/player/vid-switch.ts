import type { PlayerMode } from '../core/events.js';
import { nextLineOf } from '../core/platform-rules.js';
import type { EngineContext } from '../engines/engine.js';
import type { PlaybackPlan } from '../platform/platform-session.js';
import type { PlayerCore } from './player-core.js';

/**
 * What the platform flow needs of the source controller (`player/source.ts`, which passes itself): attaching a
 * url to an engine, dropping it, and the load-time steps the flow runs once it has the plan.
 */
export interface FlowSource {
  /** Attaches `url` to the engine that can play it; false when it failed or the load is stale. */
  attach(token: number, url: string, extra: Partial<EngineContext>): Promise<boolean>;
  /** Releases the engine. */
  dropEngine(): void;
  /** The attached engine, if any. */
  readonly engine: unknown;
  /** Bumped on every attach: a switch that was overtaken by another does not end the switching state. */
  readonly attachSeq: number;
  /** Where the new source should be placed once its metadata is known (the playback rules' `pendingSeek`). */
  holdPosition(position: number | undefined): void;
  /** The source is attached: `ddi-ready`, feature overlays, autoplay. */
  ready(token: number): void;
  /** Danmu on or off at load; `open` is the platform's `openDanmu`. */
  initDanmu(open?: number): void;
  /** Loads the marquee and watermarks the options or the platform ask for. */
  loadProtection(): void;
  /** The subtitle files of the selector. */
  subtitleFiles(files: { title: string; url: string }[]): void;
  /** Spec §8 `#016`: the video element was tampered with. */
  record(reason: string): void;
}

/** The plan's sources: the video source at the current level or line, and its engine context. */
export interface PlanSources {
  readonly plan: PlaybackPlan | undefined;
  source(plan: PlaybackPlan): string;
  context(plan: PlaybackPlan): Partial<EngineContext>;
}

/**
 * Switches within a platform plan (spec §1, §2, §4): another mp4 quality, another line, the audio-only
 * source — each replaces the engine's source keeping position, paused state and rate. Part of the lazy
 * platform chunk: a page playing `src` never downloads it.
 */
export class VidSwitch {
  readonly #core: PlayerCore;
  readonly #source: FlowSource;
  readonly #flow: PlanSources;
  /** True while a switch replaces the engine (the streaming instance still counts as there). */
  #switching = false;
  #kept = { position: 0, paused: true, rate: 1 };

  constructor(core: PlayerCore, source: FlowSource, flow: PlanSources) {
    this.#core = core;
    this.#source = source;
    this.#flow = flow;
  }

  /** Replaces the engine's source keeping the position, the paused state and the rate. */
  async reattach(url: string, extra: Partial<EngineContext>): Promise<void> {
    const core = this.#core;
    const source = this.#source;
    const video = core.video();
    if (!video) return;
    if (!this.#switching) this.#kept = { position: video.currentTime, paused: video.paused, rate: video.playbackRate };
    const { position, paused, rate } = this.#kept;
    source.dropEngine();
    this.#switching = true;
    source.holdPosition(position > 0 ? position : undefined);
    const token = core.token();
    const seq = source.attachSeq + 1;
    // A new source starts at the default rate (the media load algorithm): the kept one from its first moment.
    video.defaultPlaybackRate = rate;
    const attached = await source.attach(token, url, { ...extra, startPosition: position });
    if (seq === source.attachSeq) this.#switching = false;
    if (!attached || token !== core.token()) return;
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
    if (!paused) void video.play().catch(() => undefined);
  }

  /** `setLevel()` of an mp4 quality of the plan: that quality's file (in video mode). False when the level is no quality of the plan. */
  quality(index: number): boolean {
    const quality = this.#flow.plan?.qualities[index];
    if (!quality) return false;
    if (this.#core.state().mode === 'video') void this.reattach(quality.url, {});
    return true;
  }

  /** `switchMode()`: audio mode plays the plan's audio-only source when it has one, video mode the video again. */
  mode(mode: PlayerMode): void {
    const flow = this.#flow;
    const plan = flow.plan;
    if (plan?.audioUrl && this.#source.engine) void this.reattach(mode === 'audio' ? plan.audioUrl : flow.source(plan), mode === 'audio' ? {} : flow.context(plan));
  }

  /** The line after the current one, wrapping to the first (spec §1); undefined when there is no other. */
  nextLine(): string | undefined {
    const { lines, line } = this.#core.state();
    return nextLineOf(lines, line);
  }

  /** `switchLine()`: only to a known line with a streaming instance; the line-switch tip, then the new line's source. */
  line(name: string): boolean {
    const core = this.#core;
    const flow = this.#flow;
    const plan = flow.plan;
    const state = core.state();
    if (!plan || !state.lines.includes(name) || !(this.#source.engine || this.#switching)) return false;
    if (name === state.line) return true;
    plan.setLine(name);
    core.overlay('network-tip');
    core.set({ line: name, networkTip: 'switching' });
    if (state.mode === 'video' || !plan.audioUrl) void this.reattach(flow.source(plan), flow.context(plan));
    core.emit('ddi-line-change', { line: name });
    return true;
  }
}
