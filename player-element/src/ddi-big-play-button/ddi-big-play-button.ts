import { LitElement, html, nothing } from 'lit';
import { playerRequest } from '../core/events.js';
import { stateConsumer } from '../core/state.js';
import { icon } from '../styles/icons.js';
import { styles } from './ddi-big-play-button.styles.js';
import { defineElement } from '../core/define.js';

/**
 * The centred big play button, shown while paused. It is a pointer shortcut for the control bar's
 * `Play` button, which keyboard and screen-reader users reach instead, so it stays out of the tab order
 * and the accessibility tree (one control named `Play` per player). It centres in the space its `bottom`
 * leaves (the player sets it to the control bar's height while the bar shows over the video) and shrinks
 * to 60 % of that space's height, so it never covers the seek bar.
 *
 * @tag ddi-big-play-button
 * @fires ddi-play-request - the button was clicked
 * @csspart button - the round button
 * @cssproperty [--ddi-big-play-size=64px] - its diameter
 * @cssproperty [--ddi-big-play-background=rgb(0 0 0 / 0.55)] - its background (the theme colour on hover)
 * @cssproperty [--ddi-big-play-color=var(--ddi-control-color)] - its icon (dark in the gold and green skins, whose light circles would leave a white icon under 3:1)
 */
export class DdiBigPlayButton extends LitElement {
  static override styles = styles;

  #state = stateConsumer(this);

  protected override render() {
    const state = this.#state.value;
    if (!state || !state.paused || state.error || state.waiting) return nothing;
    return html`<div class="button" part="button" aria-hidden="true" @click=${this.#play}>${icon('play')}</div>`;
  }

  #play(event: Event) {
    event.stopPropagation();
    this.dispatchEvent(playerRequest('ddi-play-request', {}));
  }
}

defineElement('ddi-big-play-button', DdiBigPlayButton);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-big-play-button': DdiBigPlayButton;
  }
}
