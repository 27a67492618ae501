import { LitElement, html } from 'lit';
import { playerRequest } from '../core/events.js';
import { stateConsumer } from '../core/state.js';
import { icon } from '../styles/icons.js';
import { styles } from './ddi-play-button.styles.js';
import { defineElement } from '../core/define.js';

/**
 * The play/pause toggle of the control bar, named `Play` / `Pause` in the player's language. It reads
 * the player state and asks the host to play or pause; it never touches the video.
 *
 * @tag ddi-play-button
 * @fires ddi-play-request - the button was pressed while paused
 * @fires ddi-pause-request - the button was pressed while playing
 * @csspart button - the button
 */
export class DdiPlayButton extends LitElement {
  static override styles = styles;

  #state = stateConsumer(this);

  protected override render() {
    const state = this.#state.value;
    if (!state) return html``;
    const { paused, messages } = state;
    const label = paused ? messages.play : messages.pause;
    return html`<button part="button" type="button" aria-label=${label} title=${label} @click=${this.#toggle}>
      ${icon(paused ? 'play' : 'pause')}
    </button>`;
  }

  #toggle() {
    const paused = this.#state.value?.paused ?? true;
    this.dispatchEvent(playerRequest(paused ? 'ddi-play-request' : 'ddi-pause-request', {}));
  }
}

defineElement('ddi-play-button', DdiPlayButton);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-play-button': DdiPlayButton;
  }
}
