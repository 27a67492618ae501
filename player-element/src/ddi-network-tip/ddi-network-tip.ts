import { ContextConsumer } from '@lit/context';
import { LitElement, html, nothing } from 'lit';
import { playerRequest, type NetworkTipAction } from '../core/events.js';
import { playerStateContext } from '../core/state.js';
import { icon } from '../styles/icons.js';
import { styles } from './ddi-network-tip.styles.js';

/**
 * The network tips of spec §2/§4: after a fatal fragment error when several lines exist, "Network error,
 * switch line" with a switch button and a close; while the network is slow (spec §9 timings), a bubble
 * offering the lower quality or "never show again". Loaded on first use.
 *
 * @tag ddi-network-tip
 * @fires ddi-network-tip-request - detail `{ action: 'switch-line' | 'lower-quality' | 'never-show' | 'close' }`
 * @csspart network-tip - the bubble
 * @csspart network-tip-button - its buttons
 */
export class DdiNetworkTip extends LitElement {
  static override styles = styles;

  #state = new ContextConsumer(this, { context: playerStateContext, subscribe: true });

  protected override render() {
    const state = this.#state.value;
    if (!state?.networkTip) return nothing;
    const m = state.messages;
    const line = state.networkTip === 'line';
    return html`<div class="tip" part="network-tip" role="status">
      <span>${line ? m.networkTipLine : m.slowNetwork}</span>
      ${line
        ? this.#action('switch-line', m.switchLine)
        : html`${this.#action('lower-quality', m.lowerQuality)}${this.#action('never-show', m.neverShow)}`}
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

if (!customElements.get('ddi-network-tip')) customElements.define('ddi-network-tip', DdiNetworkTip);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-network-tip': DdiNetworkTip;
  }
}
