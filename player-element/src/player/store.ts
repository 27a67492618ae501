import { ContextProvider } from '@lit/context';
import type { ReactiveElement } from 'lit';
import { format, type MessageKey } from '../core/i18n.js';
import { playerStateContext, type PlayerState } from '../core/state.js';
import { Toast } from './toast.js';

/**
 * The one player state store: the state is replaced (never mutated) on every change, published to the
 * sub-elements through `@lit/context`, and what skins need is reflected on the host as `data-*`
 * (`data-paused`, `data-ended`, `data-error`, `data-controls-hidden`, `data-cover`, `data-mode`,
 * `data-fullscreen`, `data-size`). Also the toast line, which fades and clears itself.
 */
export class PlayerStore {
  readonly #host: ReactiveElement;
  readonly #provider: ContextProvider<typeof playerStateContext>;
  #state: PlayerState;
  readonly #toast = new Toast((partial) => this.set(partial));

  constructor(host: ReactiveElement, initial: PlayerState) {
    this.#host = host;
    this.#state = initial;
    this.#provider = new ContextProvider(host, { context: playerStateContext, initialValue: initial });
  }

  /** The current state (read it again after `set`). */
  get state(): PlayerState {
    return this.#state;
  }

  /** Merges a patch into the state, publishes it, reflects `data-*` and re-renders the host. */
  set(patch: Partial<PlayerState>): void {
    const state = (this.#state = { ...this.#state, ...patch });
    const host = this.#host;
    this.#provider.setValue(state);
    host.toggleAttribute('data-paused', state.paused);
    host.toggleAttribute('data-ended', state.ended);
    host.toggleAttribute('data-error', state.error !== null);
    host.toggleAttribute('data-controls-hidden', state.controlsHidden);
    host.toggleAttribute('data-cover', state.cover);
    this.reflect('data-mode', state.mode);
    this.reflect('data-fullscreen', state.fullscreen === 'none' ? null : state.fullscreen);
    this.reflect('data-size', state.size === 'normal' ? null : state.size);
    host.requestUpdate();
  }

  /** Sets an attribute of the host to `value` (only when it differs), or removes it for null. */
  reflect(name: string, value: string | null): void {
    const host = this.#host;
    if (value === null) host.removeAttribute(name);
    else if (host.getAttribute(name) !== value) host.setAttribute(name, value);
  }

  /** Shows a message of the catalogue (with its `{values}`) for `ms` milliseconds, fading out at the end (`toast.ts`). */
  toast(key: MessageKey, ms = 2000, values?: Record<string, string>): void {
    const message = this.#state.messages[key];
    this.#toast.show(values ? format(message, values) : message, ms);
  }

  /** Changing source or leaving the page: a pending toast's fade and clear go. */
  clearToast(): void {
    this.#toast.stop();
  }
}
