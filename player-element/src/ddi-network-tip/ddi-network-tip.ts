import { LitElement, html, nothing } from 'lit';
import { TOAST_MS } from '../core/constants.js';
import { playerRequest, type NetworkTipAction } from '../core/events.js';
import { format } from '../core/i18n.js';
import { overlayMessages } from '../core/i18n-overlays.js';
import { stateConsumer, type PlayerState } from '../core/state.js';
import { icon } from '../styles/icons.js';
import { styles } from './ddi-network-tip.styles.js';
import { defineElement } from '../core/define.js';

/**
 * The network tips of spec §2/§4: after a fatal fragment error when several lines exist, "Network error,
 * switch line" with a switch button and a close; while the network is slow (spec §9 timings), a bubble
 * offering the lower quality or "never show again"; the line-switch tip while a line switch loads, with
 * its success variant (shown for 2 s, then closed) and its fail variant (the new line's fragments failed
 * too: switch again or close). Loaded on first use.
 *
 * @tag ddi-network-tip
 * @fires ddi-network-tip-request - detail `{ action: 'switch-line' | 'lower-quality' | 'never-show' | 'close' }`
 * @csspart network-tip - the bubble
 * @csspart network-tip-button - its buttons
 */
export class DdiNetworkTip extends LitElement {
  static override styles = styles;

  #state = stateConsumer(this);
  #closeTimer: ReturnType<typeof setTimeout> | undefined;
  #shown: PlayerState['networkTip'] = null;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#closeTimer);
    this.#shown = null;
  }

  protected override updated(): void {
    const tip = this.#state.value?.networkTip ?? null;
    if (tip === this.#shown) return;
    this.#shown = tip;
    clearTimeout(this.#closeTimer);
    // The success variant is a confirmation: it closes itself, unless another tip replaced it meanwhile.
    if (tip === 'switched') this.#closeTimer = setTimeout(() => this.#state.value?.networkTip === 'switched' && this.#send('close'), TOAST_MS);
  }

  protected override render() {
    const state = this.#state.value;
    const tip = state?.networkTip;
    if (!state || !tip) return nothing;
    const m = overlayMessages(state.messages);
    const line = { line: state.line };
    const [text, actions] =
      tip === 'line'
        ? [m.networkTipLine, this.#action('switch-line', m.switchLine)]
        : tip === 'slow'
          ? [m.slowNetwork, html`${this.#action('lower-quality', m.lowerQuality)}${this.#action('never-show', m.neverShow)}`]
          : tip === 'switch-failed'
            ? [format(m.lineSwitchFailed, line), this.#action('switch-line', m.switchLine)]
            : [format(tip === 'switching' ? m.lineSwitching : m.lineSwitched, line), nothing];
    return html`<div class="tip" part="network-tip" role="status" data-tip=${tip}>
      <span>${text}</span>
      ${actions}
      <button class="close" part="network-tip-button" type="button" aria-label=${m.close} title=${m.close} @click=${() => this.#send('close')}>
        ${icon('close')}
      </button>
    </div>`;
  }

  #action(action: NetworkTipAction, label: string) {
    return html`<button class="link action" part="network-tip-button" type="button" @click=${() => this.#send(action)}>${label}</button>`;
  }

  #send(action: NetworkTipAction) {
    this.dispatchEvent(playerRequest('ddi-network-tip-request', { action }));
  }
}

defineElement('ddi-network-tip', DdiNetworkTip);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-network-tip': DdiNetworkTip;
  }
}
