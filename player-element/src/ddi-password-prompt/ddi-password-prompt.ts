import { ContextConsumer } from '@lit/context';
import { LitElement, html, nothing } from 'lit';
import { query } from 'lit/decorators.js';
import { playerRequest } from '../core/events.js';
import { overlayMessages } from '../core/i18n-overlays.js';
import { playerStateContext } from '../core/state.js';
import { styles } from './ddi-password-prompt.styles.js';

/**
 * The password prompt of spec §2: a text, a password input, an OK button and a message line. An empty
 * input says "Please enter password!" without asking the host; otherwise it asks the host to check the
 * password (the host runs one check at a time and writes the result into the message line: wrong, time
 * error, network error). Loaded only for password-protected videos.
 *
 * @tag ddi-password-prompt
 * @fires ddi-password-request - detail `{ password }`
 * @csspart prompt - the dialog box
 * @csspart password-input - the input
 * @csspart password-ok - the OK button
 * @csspart password-message - the message line
 */
export class DdiPasswordPrompt extends LitElement {
  static override styles = styles;

  #state = new ContextConsumer(this, { context: playerStateContext, subscribe: true });
  #empty = false;
  @query('input') private accessor input!: HTMLInputElement | null;

  protected override render() {
    const state = this.#state.value;
    const prompt = state?.password;
    if (!state || !prompt) return nothing;
    const m = overlayMessages(state.messages);
    const message = this.#empty ? m.inputPassword : prompt.message;
    return html`<div role="dialog" aria-label=${m.password}><form class="prompt" part="prompt" @submit=${this.#submit} novalidate>
      <p>${m.passwordPrompt}</p>
      <div class="row">
        <input part="password-input" type="password" aria-label=${m.password} autocomplete="off" @input=${this.#typed} />
        <button part="password-ok" type="submit" ?disabled=${prompt.busy}>${m.ok}</button>
      </div>
      <p class="message" part="password-message" role="alert">${message}</p>
    </form></div>`;
  }

  #typed() {
    if (!this.#empty) return;
    this.#empty = false;
    this.requestUpdate();
  }

  #submit(event: Event) {
    event.preventDefault();
    const password = this.input?.value ?? '';
    this.#empty = password === '';
    this.requestUpdate();
    if (!this.#empty) this.dispatchEvent(playerRequest('ddi-password-request', { password }));
  }
}

if (!customElements.get('ddi-password-prompt')) customElements.define('ddi-password-prompt', DdiPasswordPrompt);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-password-prompt': DdiPasswordPrompt;
  }
}
