import { LitElement, html, nothing } from 'lit';
import { cssProps } from '../core/css-props.js';
import { playerRequest } from '../core/events.js';
import { overlayMessages } from '../core/i18n-overlays.js';
import { stateConsumer } from '../core/state.js';
import { styles } from './ddi-audio-mode.styles.js';
import { defineElement } from '../core/define.js';

/** Spec §2: the audio-mode panel has 21 sound-wave bars. */
export const SOUND_WAVE_BARS = 21;

/**
 * The audio-mode panel of spec §2: the cover image, 21 sound-wave bars (moving while playing) and a
 * "Switch to video" link (shown when video mode is allowed). Loaded only when audio mode is entered.
 *
 * @tag ddi-audio-mode
 * @fires ddi-mode-request - "Switch to video": detail `{ mode: 'video' }`
 * @csspart panel - the panel
 * @csspart audio-cover - the cover picture
 * @csspart wave - the sound-wave bars (each bar is `wave-bar`)
 * @csspart switch-to-video - the switch link
 * @cssproperty [--ddi-theme-color=#5867FE] - the bars' colour
 * @cssproperty [--ddi-link-color=#9aa3ff] - the switch link
 */
export class DdiAudioMode extends LitElement {
  static override styles = styles;

  #state = stateConsumer(this);

  protected override render() {
    const state = this.#state.value;
    if (!state || state.mode !== 'audio') return nothing;
    const m = overlayMessages(state.messages);
    return html`<div class="panel" part="panel" role="group" aria-label=${m.audioModePanel} ?data-playing=${!state.paused}>
      ${state.coverUrl ? html`<img class="cover" part="audio-cover" src=${state.coverUrl} alt="" />` : nothing}
      <div class="wave" part="wave" aria-hidden="true">
        ${Array.from({ length: SOUND_WAVE_BARS }, (_, index) => html`<span part="wave-bar" ${cssProps({ 'animation-delay': `${(index % 7) * -0.13}s` })}></span>`)}
      </div>
      ${state.options.videoMode
        ? html`<button class="switch" part="switch-to-video" type="button" @click=${this.#toVideo}>${m.switchToVideo}</button>`
        : nothing}
    </div>`;
  }

  #toVideo() {
    this.dispatchEvent(playerRequest('ddi-mode-request', { mode: 'video' }));
  }
}

defineElement('ddi-audio-mode', DdiAudioMode);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-audio-mode': DdiAudioMode;
  }
}
