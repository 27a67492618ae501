import { LitElement, html, nothing, svg } from 'lit';
import { stateConsumer } from '../core/state.js';
import { controlStyles } from '../styles/controls.styles.js';
import { defineElement } from '../core/define.js';

/** A screen with the broadcast waves in its lower left corner (drawn for this player). */
const castIcon = svg`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill-rule="evenodd" d="M3 5h18v14h-7v-2h5V7H5v3H3zm0 7a9 9 0 0 1 9 9H10a7 7 0 0 0-7-7zm0 4a5 5 0 0 1 5 5H6a3 3 0 0 0-3-3zm0 3a2 2 0 0 1 2 2H3z"></path></svg>`;

/** Safari's AirPlay addition to the media element (not in TypeScript's DOM types). */
interface AirPlayVideo extends HTMLVideoElement {
  webkitShowPlaybackTargetPicker?: () => void;
}

/**
 * The cast button of the control bar (issue 28 item 8): shown while the browser reports a cast target (state
 * `cast`: the video, watched by `watchCast()` through the Remote Playback API or AirPlay); a press opens the
 * browser's device picker for it (`remote.prompt()`, else Safari's `webkitShowPlaybackTargetPicker()`). Named
 * `Cast` in the player's language. A lazy chunk: the control bar loads it once a target is reported.
 *
 * @tag ddi-cast-button
 * @csspart button - the button
 */
export class DdiCastButton extends LitElement {
  static override styles = [controlStyles];

  #state = stateConsumer(this);

  protected override render() {
    const state = this.#state.value;
    if (!state?.cast) return nothing;
    const label = state.messages.cast;
    return html`<button part="button" type="button" data-control="cast" aria-label=${label} title=${label} @click=${this.#cast}>${castIcon}</button>`;
  }

  /** In the click itself: the browser opens its picker only on a user gesture. A refusal is logged. */
  #cast() {
    const video = this.#state.value?.cast as AirPlayVideo | null | undefined;
    if (video?.remote) void video.remote.prompt().catch((error: unknown) => console.warn('ddi-player: cast:', error));
    else video?.webkitShowPlaybackTargetPicker?.();
  }
}

defineElement('ddi-cast-button', DdiCastButton);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-cast-button': DdiCastButton;
  }
}
