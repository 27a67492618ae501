import { ContextConsumer } from '@lit/context';
import { LitElement, html, nothing } from 'lit';
import { playerRequest } from '../core/events.js';
import { formatTime } from '../core/format.js';
import { format } from '../core/i18n.js';
import { overlayMessages } from '../core/i18n-overlays.js';
import { playerStateContext } from '../core/state.js';
import { icon } from '../styles/icons.js';
import { styles } from './ddi-resume-tip.styles.js';

/**
 * The resume tip of spec §2: "last played at <time>, replaying", a `Replay` link that starts from 0 and
 * a close button; and the start-time prompt of spec §2 (`startTip`): "Playback starts at <time>" with a
 * close button, when the video starts at `watchStartTime` or its clip `start`. The host shows either on
 * the first play and hides it after 10 s. Loaded only when one is shown.
 *
 * @tag ddi-resume-tip
 * @fires ddi-seek-request - replay: detail `{ time: 0 }`
 * @fires ddi-overlay-close-request - detail `{ overlay: 'resume-tip' }`
 * @csspart tip - the tip's box
 * @csspart replay - the replay link
 * @csspart close - the close button
 * @cssproperty [--ddi-link-color=#9aa3ff] - the replay link
 */
export class DdiResumeTip extends LitElement {
  static override styles = styles;

  #state = new ContextConsumer(this, { context: playerStateContext, subscribe: true });

  protected override render() {
    const state = this.#state.value;
    if (!state || state.resumeTime === null) return nothing;
    const m = overlayMessages(state.messages);
    const time = { time: formatTime(state.resumeTime) };
    return html`<div class="tip" part="tip" role="status">
      <span>${format(state.startTip ? m.startTip : m.resumeTip, time)}</span>
      ${state.startTip ? nothing : html`<button class="link replay" part="replay" type="button" @click=${this.#replay}>${m.replay}</button>`}
      <button class="close" part="close" type="button" aria-label=${m.close} title=${m.close} @click=${this.#close}>${icon('close')}</button>
    </div>`;
  }

  #replay() {
    this.dispatchEvent(playerRequest('ddi-seek-request', { time: 0 }));
    this.#close();
  }

  #close() {
    this.dispatchEvent(playerRequest('ddi-overlay-close-request', { overlay: 'resume-tip' }));
  }
}

if (!customElements.get('ddi-resume-tip')) customElements.define('ddi-resume-tip', DdiResumeTip);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-resume-tip': DdiResumeTip;
  }
}
