import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { VOLUME_STEP } from '../core/constants.js';
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

/** The keys of the big video sites (issue 28), handled by the lazy `site-keys.ts`. */
const siteKeys = /^([0-9jklc<>]|Home|End)$/;

const textEntry = (element: EventTarget | undefined) => {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'image', 'color', 'file'].includes(element.type);
};

/** Controls that use Space (and arrows) themselves. */
const ownsSpace = (element: EventTarget | undefined) =>
  element instanceof HTMLElement && (element.matches('button, a[href], summary, [role^="menuitem"], [role="slider"]'));

/**
 * Spec §5 shortcuts, while focus is inside the player and never inside text inputs: Space toggles
 * play, ←/→ seek by `keyboardSeekTime`, `m` mutes, `f` toggles fullscreen when allowed, ↑/↓ change the
 * volume by 0.05. Beside them the keys of the big video sites (issue 28): `k` play / pause, `j` / `l`
 * ∓10 s, `0`–`9` to 0–90 % of the duration, Home / End to the start / end, `c` captions on / off, `<` / `>`
 * one step down / up the speed list: claimed here (`preventDefault()` at once), done by the lazy chunk
 * `site-keys.ts`, out of the first load. All off with `preventKeyboardEvent`. Keys a focused control handles itself
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
        if (!siteKeys.test(key)) return;
        void import('./site-keys.js').then(({ siteKey }) => siteKey(key, this.#host, actions));
    }
    event.preventDefault();
  };
}
