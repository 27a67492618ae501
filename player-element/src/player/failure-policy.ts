import { ErrorCode, errorMessageKey } from '../core/errors.js';
import type { MessageKey } from '../core/i18n.js';
import { rememberRecordError } from '../core/storage.js';
import type { PlaybackRefusal } from '../platform/platform-session.js';
import type { LocalisedTip } from '../platform/video-info.js';
import type { PlayerCore } from './player-core.js';
import type { VidFlow } from './vid-flow.js';

/** What the failure policy needs besides the player core. */
export interface FailureHooks {
  /** This load's vid flow, if any: its statistics stop and send the quality beacon. */
  flow(): VidFlow | undefined;
  /** Releases the engine (a record error). */
  dropEngine(): void;
}

/**
 * Spec §8 errors: showing one (the error layer, `ddi-error`, playback stopped, the `error` / `forbidden`
 * quality beacon when playing by vid), its message in the interface language (the platform's own tip
 * when it gave one), and the record error `#016` on tampering with the video element, remembered for
 * the session. The failure policy of a plan (line tip, quality fallback) and the watch on the video element
 * (`#016` when it is removed or given native controls) are the lazy vid flow's.
 */
export class FailurePolicy {
  readonly #core: PlayerCore;
  readonly #hooks: FailureHooks;
  #override: { tip?: LocalisedTip | undefined; key?: MessageKey | undefined } | null = null;

  constructor(core: PlayerCore, hooks: FailureHooks) {
    this.#core = core;
    this.#hooks = hooks;
  }

  /** A new load: the platform's tip of the last refusal no longer applies. */
  reset(): void {
    this.#override = null;
  }

  /** Shows an error of spec §8 and stops playback; by vid, `#007` and `#003` send an `error` quality beacon, other codes `forbidden`. */
  fail(details: string, code: ErrorCode = ErrorCode.loadVideo, requestUri = ''): void {
    const core = this.#core;
    const flow = this.#hooks.flow();
    const error = { code, message: this.message(code, core.state().messages) };
    console.warn(`ddi-player: ${code} ${details}`);
    core.video()?.pause();
    core.set({ error, paused: true, waiting: false, networkTip: null });
    if (core.vid()) flow?.stats.quality(code === ErrorCode.loadVideo || code === ErrorCode.videoJson ? 'error' : 'forbidden', { error: code, requestUri: requestUri || location.href });
    core.emit('ddi-error', error);
  }

  /** The platform refused playback: its code, with its tip (or message key) as the message. */
  refuse(refusal: PlaybackRefusal): void {
    this.#override = { tip: refusal.tip, key: refusal.messageKey };
    this.fail(refusal.details, refusal.code);
  }

  /** The error's message: the platform's tip in the chosen language when it gave one, else the catalogue's. */
  message(code: ErrorCode, messages: Record<MessageKey, string>): string {
    const override = this.#override;
    const tip = override?.tip;
    const text = tip ? (tip[this.#core.language()] ?? tip.en ?? tip.zh_CN) : undefined;
    return text || messages[override?.key ?? errorMessageKey[code] ?? 'loadError'];
  }

  /** Spec §8: tampering with the video element or leaving picture-in-picture during HLS: `#016`, remembered for the session. */
  record(reason: string): void {
    if (this.#core.state().error?.code === ErrorCode.record) return;
    rememberRecordError(this.#core.vid());
    this.#hooks.dropEngine();
    this.fail(reason, ErrorCode.record);
  }
}
