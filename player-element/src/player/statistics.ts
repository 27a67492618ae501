import { ViewStatistics, qualityBeacon, type PlatformClient, type PlaybackPlan } from '../platform/platform-session.js';
import type { QualityType } from '../platform/statistics.js';
import type { PlayerCore } from './player-core.js';

/**
 * The statistics of one vid load (spec §7, docs/api.md "View statistics", "Quality beacon"), one
 * controller that owns when and what is sent: the view statistics (`ViewStatistics`: played seconds,
 * every `reportFreq` s while playing, from the first play; sent at the end; stopped by a failure or the
 * teardown; none under `statistics: { enabled: false }`) and the quality beacons — `loading` at the first
 * `canplay` (time since the load began), `buffer` when playback resumes after waiting (after the first
 * play), `end` at the end (time since the first play), `error` / `forbidden` when the load fails.
 *
 * Code of the vid flow's lazy chunk (`vid-flow.ts` makes one per load and forwards it the media events it
 * gets from `media-events.ts`): a player that plays a `src` never loads it (decision 0045, addendum).
 */
export class Statistics {
  readonly #core: Pick<PlayerCore, 'options' | 'video' | 'state'>;
  readonly #client: Pick<PlatformClient, 'beacon'>;
  readonly #vid: string;
  readonly #pid: string;
  readonly #startedAt: number;
  #view: ViewStatistics | undefined;
  #loadingReported = false;
  #firstPlayAt = 0;
  #waitingSince = 0;
  #tornDown = false;

  /** `startedAt`: when the load began (`performance.now()`), for the loading beacon. */
  constructor(core: Pick<PlayerCore, 'options' | 'video' | 'state'>, client: Pick<PlatformClient, 'beacon'>, vid: string, pid: string, startedAt: number) {
    this.#core = core;
    this.#client = client;
    this.#vid = vid;
    this.#pid = pid;
    this.#startedAt = startedAt;
  }

  /** The view statistics of this load, once its plan is attached (none when the page turned them off). */
  get view(): ViewStatistics | undefined {
    return this.#view;
  }

  /**
   * A quality beacon (spec §7) of this load. An `error` or `forbidden` one is the load failing (spec §8):
   * the view statistics stop first. None once the load is torn down (a media event of the old source arriving
   * late, after a change of video or the player's removal).
   */
  quality(type: QualityType, detail: { time?: number; error?: string; requestUri?: string }): void {
    if (this.#tornDown) return;
    if (type === 'error' || type === 'forbidden') this.#view?.stop();
    const options = this.#core.options();
    qualityBeacon(this.#client, { vid: this.#vid, pid: this.#pid, viewer: options.viewerInfo, embed: options }, type, detail);
  }

  /** The plan's source is attached: the view statistics are set up (they count from the first play). */
  attached(plan: Pick<PlaybackPlan, 'reportFreq'>): void {
    const core = this.#core;
    const video = core.video();
    const options = core.options();
    if (!video || options.statistics?.enabled === false) return;
    this.#view = new ViewStatistics(this.#client, {
      vid: this.#vid,
      pid: this.#pid,
      appId: options.appId,
      viewer: options.viewerInfo,
      embed: options,
      reportFreq: plan.reportFreq,
      currentTime: () => video.currentTime,
      duration: () => core.state().duration,
      playing: () => !video.paused && !video.ended,
    });
  }

  /** The first `canplay`: the loading beacon, once. */
  canPlay(): void {
    if (this.#loadingReported) return;
    this.#loadingReported = true;
    this.quality('loading', { time: performance.now() - this.#startedAt });
  }

  /** The first play: the view statistics start counting. */
  firstPlay(): void {
    this.#firstPlayAt = performance.now();
    this.#view?.start();
  }

  /** Waiting after the first play: the buffer beacon's start. */
  waiting(): void {
    this.#waitingSince = performance.now();
  }

  /** Playing again: the buffer beacon, with the time spent waiting. */
  playing(): void {
    if (this.#waitingSince && this.#core.state().started) this.quality('buffer', { time: performance.now() - this.#waitingSince });
    this.#waitingSince = 0;
  }

  /** The end: the view statistics are sent, and the `end` beacon. */
  ended(): void {
    this.#view?.send();
    this.quality('end', { time: this.#firstPlayAt ? performance.now() - this.#firstPlayAt : 0 });
  }

  /** The teardown of the load: the view statistics stop and are not started again; no quality beacon follows. */
  teardown(): void {
    this.#tornDown = true;
    this.#view?.stop();
    this.#view = undefined;
  }
}
