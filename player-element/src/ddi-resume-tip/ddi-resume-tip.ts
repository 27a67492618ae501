import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { RESUME_TIP_MS } from '../core/constants.js';
import { playerRequest } from '../core/events.js';
import { formatTime } from '../core/format.js';
import { format } from '../core/i18n.js';
import { overlayMessages } from '../core/i18n-overlays.js';
import { stateConsumer } from '../core/state.js';
import { ModalController } from '../player/modal-controller.js';
import { icon } from '../styles/icons.js';
import { styles } from './ddi-resume-tip.styles.js';
import { defineElement } from '../core/define.js';

/**
 * The resume tip of spec §2: "last played at <time>, replaying", a `Replay` link that starts from 0 and
 * a close button; and the start-time prompt of spec §2 (`startTip`): "Playback starts at <time>" with a
 * close button, when the video starts at `watchStartTime` or its clip `start`. The host asks for either on
 * the first play; it shows for 10 s from when its turn comes (it may wait behind another modal first), then
 * closes. Loaded only when one is shown.
 *
 * Either takes its turn in the player's modal queue as the start-time prompt (`ModalController`, decision
 * 0046): it waits while a modal before it shows (the password prompt, an ad) and a quiz question or a
 * visitor form due while it shows waits until it closes. It does not pause the video or hold focus; Escape
 * with focus in it closes it, and focus goes back where it was.
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

  #state = stateConsumer(this);
  #modal = new ModalController(this, 'start-time');
  /** Its 10 s, counted from when its turn came: a tip still waiting behind another modal keeps its whole time. */
  #hideTimer: ReturnType<typeof setTimeout> | undefined;

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    const state = this.#state.value;
    if (!state || state.resumeTime === null) {
      clearTimeout(this.#hideTimer);
      this.#modal.close();
    } else this.#modal.request(() => (this.#hideTimer = setTimeout(() => this.#close(), RESUME_TIP_MS)));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#hideTimer);
  }

  protected override render() {
    const state = this.#state.value;
    if (!state || state.resumeTime === null || !this.#modal.open) return nothing;
    const m = overlayMessages(state.messages);
    const time = { time: formatTime(state.resumeTime) };
    return html`<div class="tip" part="tip" role="status" @keydown=${this.#keydown}>
      <span>${format(state.startTip ? m.startTip : m.resumeTip, time)}</span>
      ${state.startTip ? nothing : html`<button class="link replay" part="replay" type="button" @click=${this.#replay}>${m.replay}</button>`}
      <button class="close" part="close" type="button" aria-label=${m.close} title=${m.close} @click=${this.#close}>${icon('close')}</button>
    </div>`;
  }

  /** The player's shortcuts stay out of the tip; Escape closes it. */
  #keydown = (event: KeyboardEvent) => this.#modal.keydown(event, null, () => this.#close());

  #replay() {
    this.dispatchEvent(playerRequest('ddi-seek-request', { time: 0 }));
    this.#close();
  }

  #close() {
    this.dispatchEvent(playerRequest('ddi-overlay-close-request', { overlay: 'resume-tip' }));
  }
}

defineElement('ddi-resume-tip', DdiResumeTip);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-resume-tip': DdiResumeTip;
  }
}
