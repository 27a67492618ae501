import type { ErrorCode } from '../core/errors.js';
import type { PlayerEventDetails, PlayerEventName, OverlayName } from '../core/events.js';
import type { PlayerLanguage, MessageKey } from '../core/i18n.js';
import type { ResolvedOptions } from '../core/options.js';
import type { PlayerState } from '../core/state.js';
import type { PlaybackRefusal } from '../platform/platform-session.js';

/**
 * What the player's controllers may use of `<ddi-player>` (internal, not the public contract): the one
 * state store, the resolved options, the current load and the shared operations. The element builds it
 * once and hands it to each controller, so a controller never reaches into the element's fields. What the
 * platform flow needs of the source controller is `FlowSource` (`vid-switch.ts`).
 */
export interface PlayerCore {
  /** The `vid` attribute / option. */
  vid(): string;
  /** The `<ddi-player>` element itself (what its public events are dispatched on). */
  host(): HTMLElement;
  /** The shadow root's `<video>`, or null before the first render. */
  video(): HTMLVideoElement | null;
  /** The player state (read it again after `set`: it is replaced, never mutated). */
  state(): PlayerState;
  /** Merges a patch into the state, publishes it to the sub-elements and re-renders. */
  set(patch: Partial<PlayerState>): void;
  /** The options after defaults and validation. */
  options(): ResolvedOptions;
  /** The interface language. */
  language(): PlayerLanguage;
  /** The current load's token: a result for an older token is stale and dropped. */
  token(): number;
  /** Fires a `ddi-*` event on the element. */
  emit<K extends PlayerEventName>(name: K, detail: PlayerEventDetails[K]): void;
  /** Shows a short message for `ms` milliseconds. */
  toast(key: MessageKey, ms?: number, values?: Record<string, string>): void;
  /** Loads an overlay's lazy chunk and mounts it. */
  overlay(name: OverlayName): void;
  /** Shows an error of spec §8 and stops playback. */
  fail(details: string, code?: ErrorCode, requestUri?: string): void;
  /** Shows the platform's refusal (its code, and its tip or message). */
  refuse(refusal: PlaybackRefusal): void;
  /** The public `nextLine()`. */
  nextLine(): boolean;
  /** The public `setLevel()`. */
  setLevel(index: number): void;
}
