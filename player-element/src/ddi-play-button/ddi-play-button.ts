import { ContextConsumer } from '@lit/context';
import { LitElement, css, html } from 'lit';
import { playerEvent } from '../core/events.js';
import { playerStateContext } from '../core/state.js';

/**
 * The play/pause toggle of the control bar. It reads the player state and asks the host to play or
 * pause; it never touches the video.
 *
 * @tag ddi-play-button
 * @csspart button - the button
 */
export class DdiPlayButton extends LitElement {
  static override styles = css`
    :host {
      display: inline-flex;
    }
    button {
      display: inline-grid;
      place-items: center;
      width: 36px;
      height: 36px;
      padding: 0;
      border: 0;
      border-radius: 4px;
      background: transparent;
      color: inherit;
      cursor: pointer;
    }
    button:focus-visible {
      outline: 2px solid var(--ddi-theme-color, #5867fe);
      outline-offset: 2px;
    }
    svg {
      width: 24px;
      height: 24px;
      fill: currentColor;
    }
  `;

  #state = new ContextConsumer(this, { context: playerStateContext, subscribe: true });

  protected override render() {
    const state = this.#state.value;
    if (!state) return html``;
    const paused = state.paused;
    const label = paused ? state.messages.play : state.messages.pause;
    return html`<button part="button" type="button" aria-label=${label} title=${label} @click=${this.#toggle}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        ${paused ? html`<path d="M8 5v14l11-7z"></path>` : html`<path d="M6 5h4v14H6zM14 5h4v14h-4z"></path>`}
      </svg>
    </button>`;
  }

  #toggle() {
    const paused = this.#state.value?.paused ?? true;
    this.dispatchEvent(playerEvent(paused ? 'ddi-play-request' : 'ddi-pause-request', {}));
  }
}

if (!customElements.get('ddi-play-button')) customElements.define('ddi-play-button', DdiPlayButton);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-play-button': DdiPlayButton;
  }
}
