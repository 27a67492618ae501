import { LitElement, html, nothing } from 'lit';
import { VOLUME_STEP } from '../core/constants.js';
import { playerRequest } from '../core/events.js';
import { format } from '../core/i18n.js';
import { stateConsumer } from '../core/state.js';
import { SliderController } from '../controllers/slider-controller.js';
import { icon } from '../styles/icons.js';
import { styles } from './ddi-volume-control.styles.js';
import { defineElement } from '../core/define.js';

/**
 * The mute button (`Mute` / `Unmute`; unmuting restores the volume from before) and the volume slider
 * (an APG slider named `Volume`, `aria-valuetext` like `75%`). The host applies both requests.
 *
 * @tag ddi-volume-control
 * @fires ddi-mute-request - detail `{ muted }`
 * @fires ddi-volume-request - detail `{ volume }` (0–1)
 * @csspart button - the mute button
 * @csspart volume-slider - the slider track
 * @csspart volume-level - the filled part of the track
 * @cssproperty [--ddi-volume-rail-width=90px] - width of the slider (90, 100 or 120 px by skin)
 * @cssproperty [--ddi-theme-color=#5867FE] - the filled part
 * @cssproperty [--ddi-focus-color=#fff] - the keyboard focus ring
 */
export class DdiVolumeControl extends LitElement {
  static override styles = styles;

  #state = stateConsumer(this);
  #slider = new SliderController(this, (fraction) => this.#setVolume(fraction));

  protected override render() {
    const state = this.#state.value;
    if (!state) return nothing;
    const { messages } = state;
    const silent = state.muted || state.volume === 0;
    const level = silent ? 0 : state.volume;
    const percent = Math.round(level * 100);
    const label = silent ? messages.unmute : messages.mute;
    return html`<button part="button" type="button" aria-label=${label} title=${label} @click=${this.#toggleMute}>
        ${icon(silent ? 'muted' : 'volume')}
      </button>
      <div
        class="track"
        part="volume-slider"
        role="slider"
        tabindex="0"
        aria-label=${messages.volume}
        aria-valuemin="0"
        aria-valuemax="100"
        aria-valuenow=${percent}
        aria-valuetext=${format(messages.volumeValueText, { percent })}
        @keydown=${this.#onKey}
        @pointerdown=${this.#slider.start}
      >
        <div class="rail"><div class="level" part="volume-level" .style=${`width:${percent}%`}></div></div>
      </div>`;
  }

  #toggleMute() {
    const state = this.#state.value;
    if (!state) return;
    this.dispatchEvent(playerRequest('ddi-mute-request', { muted: !(state.muted || state.volume === 0) }));
  }

  #setVolume(volume: number) {
    this.dispatchEvent(playerRequest('ddi-volume-request', { volume: Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100 }));
  }

  #onKey(event: KeyboardEvent) {
    const state = this.#state.value;
    if (!state) return;
    const current = state.muted ? 0 : state.volume;
    const targets: Record<string, number> = {
      ArrowRight: current + VOLUME_STEP,
      ArrowUp: current + VOLUME_STEP,
      ArrowLeft: current - VOLUME_STEP,
      ArrowDown: current - VOLUME_STEP,
      PageUp: current + 0.1,
      PageDown: current - 0.1,
      Home: 0,
      End: 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    this.#setVolume(target);
  }
}

defineElement('ddi-volume-control', DdiVolumeControl);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-volume-control': DdiVolumeControl;
  }
}
