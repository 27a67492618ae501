import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { VOLUME_STEP } from '../core/constants.js';
import { playerRequest, type PlayerRequestDetails, type PlayerRequestName } from '../core/events.js';
import type { PlayerState } from '../core/state.js';

export interface KeyboardActions {
  /** False when `preventKeyboardEvent` is set. */
  enabled(): boolean;
  togglePlay(): void;
  seekBy(seconds: number): void;
  /** ←/→ distance in seconds (`keyboardSeekTime` / 1000). */
  seekStep(): number;
  toggleMute(): void;
  /** False when `allowFullscreen` is off. */
  fullscreenAllowed(): boolean;
  toggleFullscreen(): void;
  volumeBy(delta: number): void;
  /** The player's state: duration, rate, speed list and subtitles for the keys of the big video sites. */
  state(): PlayerState;
}

/** `j` / `l` distance in seconds. */
export const JUMP_SECONDS = 10;

const textEntry = (element: EventTarget | undefined) => {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'image', 'color', 'file'].includes(element.type);
};

/** Controls that use Space (and arrows) themselves. */
const ownsSpace = (element: EventTarget | undefined) =>
  element instanceof HTMLElement && (element.matches('button, a[href], summary, [role^="menuitem"], [role="slider"]'));

/** The next rate of the speed list above (`1`) or below (`-1`) `rate`, or undefined at its end. */
export function stepSpeed(speeds: readonly number[], rate: number, direction: 1 | -1): number | undefined {
  const sorted = [...new Set(speeds)].sort((a, b) => a - b);
  return direction > 0 ? sorted.find((speed) => speed > rate) : sorted.reverse().find((speed) => speed < rate);
}

/**
 * Spec §5 shortcuts, while focus is inside the player and never inside text inputs: Space toggles
 * play, ←/→ seek by `keyboardSeekTime`, `m` mutes, `f` toggles fullscreen when allowed, ↑/↓ change the
 * volume by 0.05. Beside them the keys of the big video sites (issue 28): `k` play / pause, `j` / `l`
 * ∓10 s, `0`–`9` to 0–90 % of the duration, Home / End to the start / end, `c` captions on / off, `<` / `>`
 * one step down / up the speed list. Seeks and speed changes go through the player's request events, so
 * seek restrictions apply. All off with `preventKeyboardEvent`. Keys a focused control handles itself
 * (its `preventDefault()`) are left to it. The context menu lists them (`shortcut-list.ts`).
 */
export class KeyboardController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #actions: KeyboardActions;

  constructor(host: ReactiveControllerHost & HTMLElement, actions: KeyboardActions) {
    this.#host = host;
    this.#actions = actions;
    host.addController(this);
  }

  hostConnected(): void {
    this.#host.addEventListener('keydown', this.#onKeyDown);
  }

  hostDisconnected(): void {
    this.#host.removeEventListener('keydown', this.#onKeyDown);
  }

  #onKeyDown = (event: KeyboardEvent) => {
    const actions = this.#actions;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !actions.enabled()) return;
    const target = event.composedPath()[0];
    if (textEntry(target)) return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    switch (key) {
      case ' ':
        if (ownsSpace(target)) return;
        actions.togglePlay();
        break;
      case 'ArrowRight':
        actions.seekBy(actions.seekStep());
        break;
      case 'ArrowLeft':
        actions.seekBy(-actions.seekStep());
        break;
      case 'k':
        actions.togglePlay();
        break;
      case 'j':
      case 'l':
        actions.seekBy(key === 'l' ? JUMP_SECONDS : -JUMP_SECONDS);
        break;
      case 'Home':
      case 'End':
        if (!this.#seekTo(key === 'Home' ? 0 : 1)) return;
        break;
      case 'c':
        if (!this.#toggleCaptions()) return;
        break;
      case '<':
      case '>':
        if (!this.#stepSpeed(key === '>' ? 1 : -1)) return;
        break;
      case 'ArrowUp':
        actions.volumeBy(VOLUME_STEP);
        break;
      case 'ArrowDown':
        actions.volumeBy(-VOLUME_STEP);
        break;
      case 'm':
        actions.toggleMute();
        break;
      case 'f':
        if (!actions.fullscreenAllowed()) return;
        actions.toggleFullscreen();
        break;
      default:
        if (!/^[0-9]$/.test(key) || !this.#seekTo(Number(key) / 10)) return;
    }
    event.preventDefault();
  };

  #request<K extends PlayerRequestName>(name: K, detail: PlayerRequestDetails[K]): void {
    this.#host.dispatchEvent(playerRequest(name, detail));
  }

  /** Seeks to a fraction of the duration (a seek request: restrictions apply); false without a duration. */
  #seekTo(fraction: number): boolean {
    const { duration } = this.#actions.state();
    if (!Number.isFinite(duration) || duration <= 0) return false;
    this.#request('ddi-seek-request', { time: duration * fraction });
    return true;
  }

  /** The last captions shown, for `c` to turn them back on. */
  #lastCaptions: string[] = [];

  #toggleCaptions(): boolean {
    const { subtitles, options } = this.#actions.state();
    if (!subtitles.tracks.length || options.subtitlesEnabled === false) return false;
    const selected = subtitles.selected ?? [];
    if (selected.length) this.#lastCaptions = selected;
    const ids = subtitles.tracks.map((track) => track.id);
    const again = this.#lastCaptions.filter((id) => ids.includes(id));
    this.#request('ddi-subtitle-request', { selected: selected.length ? [] : again.length ? again : ids.slice(0, 1) });
    return true;
  }

  #stepSpeed(direction: 1 | -1): boolean {
    const { options, playbackRate } = this.#actions.state();
    if (options.show_rate === 2) return false;
    const rate = stepSpeed(options.speed, playbackRate, direction);
    if (rate !== undefined) this.#request('ddi-rate-request', { rate });
    return true;
  }
}
