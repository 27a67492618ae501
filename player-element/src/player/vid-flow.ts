import { LINE_FRAGMENT_RETRIES, SKIP_TO_END_WINDOW_S, SLICING_NOTICE_MS, SLOW_WAIT_COUNT, SLOW_WAIT_MS, SLOW_WAIT_WINDOW_MS, TOAST_MS } from '../core/constants.js';
import { ErrorCode } from '../core/errors.js';
import type { NetworkTipAction } from '../core/events.js';
import type { PlayerState } from '../core/state.js';
import { readPreferences, recordErrorSeen, updatePreferences } from '../core/storage.js';
import { engines, type EngineContext, type EngineFailure, type SourceKind } from '../engines/engine.js';
import { PlatformClient, isRefusal, newPid, preparePlayback, type PassedGates, type PlaybackPlan } from '../platform/platform-session.js';
import type { PlayerCore } from './player-core.js';
import { Statistics } from './statistics.js';
import { VidSwitch, type FlowSource } from './vid-switch.js';

/** Spec §7 / server.md: the platform is found at `platformBase`, by default the origin the player script came from. */
const scriptOrigin = (() => {
  try {
    return new URL(import.meta.url).origin;
  } catch {
    return globalThis.location?.origin ?? '';
  }
})();

/**
 * The video-platform flow of one load (spec §3–§9): video info and gates, the password prompt's check,
 * the playback plan (qualities, lines, audio source), its failure policy (line tip, quality fallback),
 * the slow-network tip; its statistics (view statistics, quality beacons) are its `stats` controller
 * (`statistics.ts`), to which it forwards the media events. A lazy chunk with the platform client: the
 * element loads it only when it plays a `vid`, and makes a new one per load.
 */
export class VidFlow {
  /** The playback plan, once the platform allowed playback. */
  plan: PlaybackPlan | undefined;
  readonly #core: PlayerCore;
  readonly #vid: string;
  readonly #client: PlatformClient;
  readonly #pid = newPid();
  /** The statistics of this load: view statistics and quality beacons. */
  readonly stats: Statistics;
  readonly #failed = new Set<number>();
  #waits: number[] = [];
  #slowTimer: ReturnType<typeof setTimeout> | undefined;

  /** Quality, line and audio-source switches within the plan. */
  readonly switch: VidSwitch;
  readonly #source: FlowSource;
  #watch: MutationObserver | undefined;

  /** `startedAt`: when the load began (`performance.now()`), for the loading beacon; `source`: the source controller. */
  constructor(core: PlayerCore, vid: string, startedAt: number, source: FlowSource) {
    this.#core = core;
    this.#source = source;
    this.switch = new VidSwitch(core, source, this);
    this.#vid = vid;
    this.#client = new PlatformClient(core.options().platformBase || scriptOrigin, core.language(), undefined, undefined, core.host());
    this.stats = new Statistics(core, this.#client, vid, this.#pid, startedAt);
  }

  /** Spec §3–§6: loads the video info, applies the gates, then plays the plan (or shows the password prompt). */
  async load(token: number): Promise<void> {
    const core = this.#core;
    const vid = this.#vid;
    if (recordErrorSeen()) return core.fail('a record error was seen in this session', ErrorCode.record);
    this.#watchVideo();
    // Issue 22, decision 0071: the engine chunk loads while the info does when the last vid here was HLS,
    // else as soon as the info names the stream, alongside the playsafe and auth-key requests; the cover shows
    // then too (a page's largest picture, often), not one round trip later with the plan.
    if (readPreferences().hlsVid) this.#warmEngine('hls');
    const onPassed = ({ kind, cover }: PassedGates) => {
      if (token === core.token()) core.set({ coverUrl: cover });
      this.#warmEngine(kind);
    };
    const result = await preparePlayback({ vid, options: core.options(), client: this.#client, pid: this.#pid, onPassed });
    if (token !== core.token()) return;
    if (isRefusal(result)) return core.refuse(result);
    const plan = result;
    this.plan = plan;
    core.set({
      lines: plan.lines,
      line: plan.line,
      markers: plan.markers.map((marker) => ({ time: Number(marker.keytime) || 0, text: String(marker.keycontext ?? ''), ...this.#markerButton(marker) })),
      thumbnails: plan.thumbnail ? { url: plan.thumbnail.url } : null,
      coverUrl: plan.cover,
      watermark: plan.watermark,
      vod: { base: this.#client.base, vid, pid: this.#pid, info: plan.info },
    });
    // Several lines: the tips of a line switch or a failing line must show at once, not after their chunk loads.
    if (plan.lines.length > 1) core.overlay('network-tip');
    const source = this.#source;
    source.initDanmu(plan.info.openDanmu);
    source.loadProtection();
    source.subtitleFiles(plan.subtitles);
    if (plan.needsPassword) {
      core.overlay('password-prompt');
      core.set({ password: { message: '', busy: false } });
      return;
    }
    await this.#start(token, plan);
  }

  /** The plan's video source at the current level (mp4) or its stream. */
  source(plan: PlaybackPlan): string {
    return plan.qualities[this.#core.state().level]?.url ?? plan.qualities[plan.startQuality]?.url ?? plan.url;
  }

  /**
   * The engine context of the plan's video source: its access (keys, DRM) and, with several lines, fewer
   * fragment retries and no `skipErrorTs`: a segment failing on this line offers the next line (spec §4
   * network tip) rather than a skip.
   */
  context(plan: PlaybackPlan): Partial<EngineContext> {
    return { access: plan.access, ...(plan.lines.length > 1 ? { fragmentRetries: LINE_FRAGMENT_RETRIES, skipErrorTs: false } : {}) };
  }

  /**
   * Starts importing the engine chunk that will play `kind` (none for a file, the native engine, or the
   * audio-only source of audio mode) and remembers whether this vid is HLS through hls.js. A failed import
   * is left to `attach`, which imports again and shows the error as before.
   */
  #warmEngine(kind: SourceKind): void {
    const video = this.#core.video();
    const entry = video ? engines.find((candidate) => candidate.canPlay(kind, video)) : undefined;
    const hls = entry?.name === 'hls';
    if (hls !== Boolean(readPreferences().hlsVid)) {
      updatePreferences((preferences) => {
        if (hls) preferences.hlsVid = true;
        else delete preferences.hlsVid;
      });
    }
    if (!entry || entry.name === 'native' || this.#core.state().mode === 'audio') return;
    entry.load().catch(() => undefined);
  }

  /** Spec §5 password: one check at a time; 0 wrong, 2 time error, network error; success starts playback. */
  async checkPassword(password: string): Promise<void> {
    const core = this.#core;
    const plan = this.plan;
    const prompt = core.state().password;
    if (!plan || !prompt || prompt.busy) return;
    const token = core.token();
    if (!password) return core.set({ password: { message: core.state().messages.inputPassword, busy: false } });
    core.set({ password: { message: '', busy: true } });
    let result: number;
    try {
      result = await plan.client.checkPassword(this.#vid, password);
    } catch {
      if (token === core.token()) core.set({ password: { message: core.state().messages.networkError, busy: false } });
      return;
    }
    if (token !== core.token()) return;
    const m = core.state().messages;
    if (result === 0) return core.set({ password: { message: m.passwordError, busy: false } });
    if (result === 2) return core.set({ password: { message: m.timeError, busy: false } });
    core.set({ password: null });
    await this.#start(token, plan);
  }

  /** Teardown: statistics and the slow-network timer stop. */
  stop(): void {
    this.#watch?.disconnect();
    this.stats.teardown();
    clearTimeout(this.#slowTimer);
  }

  /**
   * Spec §8, a fatal engine error: ignored in audio mode with an audio source; a fragment error with
   * several lines offers the next line (network tip); mp4 qualities fall back to the next lower quality not
   * yet failed (the catalogue's qualityError shows for 2 s), and when all failed skip to the end within 5 s
   * of it. False when nothing applies (the
   * element then shows `#007`).
   */
  failure(failure: EngineFailure): boolean {
    const core = this.#core;
    const plan = this.plan;
    const state = core.state();
    if (!plan) return false;
    if (state.mode === 'audio' && plan.audioUrl) {
      console.warn(`ddi-player: audio source error ignored in audio mode (${failure.details})`);
      return true;
    }
    if (failure.fragment && state.lines.length > 1) {
      console.warn(`ddi-player: fragment loading failed on line ${state.line}: ${failure.details}`);
      core.overlay('network-tip');
      core.set({ networkTip: core.state().networkTip === 'switching' ? 'switch-failed' : 'line', waiting: false });
      return true;
    }
    if (!plan.qualities.length || plan.keepSource) return false;
    const current = state.level;
    this.#failed.add(current);
    const candidates = plan.qualities.map((_, index) => index).filter((index) => !this.#failed.has(index));
    const next = [...candidates].reverse().find((index) => index < current) ?? candidates[0];
    if (next !== undefined) {
      console.warn(`ddi-player: ${plan.qualities[current]?.label ?? current} failed (${failure.details}), trying ${plan.qualities[next]!.label}`);
      core.set({ level: next });
      core.toast('qualityError', TOAST_MS);
      void this.switch.reattach(plan.qualities[next]!.url, {});
      return true;
    }
    const video = core.video();
    const { duration } = state;
    if (!video || duration <= 0 || duration - video.currentTime > SKIP_TO_END_WINDOW_S) return false;
    core.set({ currentTime: duration, ended: true, paused: true, waiting: false });
    core.emit('ddi-over', {});
    return true;
  }

  /** Spec §8: watches the stage; removing the video element or turning on its native controls while the vid plays is `#016`. */
  #watchVideo(): void {
    const stage = this.#core.video()?.parentElement;
    if (!stage || typeof MutationObserver === 'undefined') return;
    this.#watch = new MutationObserver((records) => {
      if (!this.#core.state().ready) return;
      for (const record of records) {
        const removed = [...record.removedNodes].some((node) => node instanceof HTMLVideoElement);
        const controls = record.type === 'attributes' && record.target instanceof HTMLVideoElement && record.target.hasAttribute('controls');
        if (removed || controls) return this.#source.record(removed ? 'the video element was removed' : 'the video element was given native controls');
      }
    });
    this.#watch.observe(stage, { childList: true, subtree: true, attributes: true, attributeFilter: ['controls'] });
  }

  /** A choice in the network tip (the element has hidden it): the next line, never again, or one quality lower. */
  networkTip(action: NetworkTipAction, tip: PlayerState['networkTip']): void {
    const core = this.#core;
    if (action === 'switch-line') core.nextLine();
    else if (action === 'never-show') {
      updatePreferences((preferences) => {
        preferences.noSlowTip = true;
      });
    } else if (action === 'lower-quality' && tip === 'slow') {
      const { levels, level } = core.state();
      const lower = levels.filter((candidate) => candidate.index >= 0 && candidate.index < level).at(-1);
      if (lower) {
        core.setLevel(lower.index);
        core.toast('switchedQuality', TOAST_MS, { label: lower.label });
      }
    }
  }

  /** The first play: statistics start. */
  firstPlay(): void {
    this.stats.firstPlay();
  }

  /** The end: statistics are sent, and the `end` beacon. */
  ended(): void {
    this.stats.ended();
  }

  /** The first `canplay`: the loading beacon. */
  canPlay(): void {
    this.stats.canPlay();
  }

  /** Waiting after the first play: the buffer beacon's start, and the slow-network rules of spec §9 (5 s of waiting, or 5 waits in 10 s for mp4). */
  waiting(): void {
    const now = performance.now();
    this.stats.waiting();
    clearTimeout(this.#slowTimer);
    this.#slowTimer = setTimeout(() => {
      if (this.#core.state().waiting) this.#slowTip();
    }, SLOW_WAIT_MS);
    if (this.plan?.qualities.length) {
      this.#waits = [...this.#waits.filter((time) => now - time < SLOW_WAIT_WINDOW_MS), now];
      if (this.#waits.length >= SLOW_WAIT_COUNT) this.#slowTip();
    }
  }

  /** Playing again: the buffer beacon. */
  playing(): void {
    clearTimeout(this.#slowTimer);
    this.stats.playing();
  }

  /** Spec §9 slow network: only above the lowest quality, and not after "never show". */
  #slowTip(): void {
    const core = this.#core;
    if (core.state().networkTip || !this.plan || readPreferences().noSlowTip || core.state().level <= 0) return;
    core.overlay('network-tip');
    core.set({ networkTip: 'slow' });
  }

  /** A key-frame marker's button (`btnDesc`, `btnHref`); none under `is_interaction: 'off'`. */
  #markerButton(marker: PlaybackPlan['markers'][number]): { button: string; href: string } {
    if (this.#core.options().is_interaction === 'off') return { button: '', href: '' };
    return { button: String(marker.btnDesc ?? ''), href: String(marker.btnHref ?? '') };
  }

  /** Mp4 qualities as levels (no Auto: the browser plays one file); the remembered quality of the viewer first. */
  #levels(plan: PlaybackPlan): void {
    const levels = plan.qualities.map((quality, index) => ({ index, label: quality.label }));
    const remembered = levels.find((level) => level.label === readPreferences().level[this.#core.options().viewerInfo?.viewerId ?? '']);
    this.#core.set({ levels, level: remembered?.index ?? plan.startQuality });
  }

  async #start(token: number, plan: PlaybackPlan): Promise<void> {
    const core = this.#core;
    if (plan.qualities.length) this.#levels(plan);
    const audio = core.state().mode === 'audio' && plan.audioUrl;
    if (core.state().mode === 'audio') core.overlay('audio-mode');
    const source = this.#source;
    const attached = audio ? await source.attach(token, plan.audioUrl, {}) : await source.attach(token, this.source(plan), this.context(plan));
    if (!attached || token !== core.token()) return;
    // Spec §3 realtimeSlicing: the platform still slices the video (hls.js reloads its growing playlist and
    // shows the duration available so far); the viewer is told, and its end is not final (no play-completed).
    if (plan.info.realtimeSlicing) core.toast('stillSlicing', SLICING_NOTICE_MS);
    this.stats.attached(plan);
    source.ready(token);
  }
}
